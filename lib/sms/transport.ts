import 'server-only';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { env } from '@/lib/env';

export type Sms = { to: string; text: string };

/**
 * Twilio's REST API when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set.
 * Otherwise the development outbox, exactly as for mail: each message is written as a .txt file
 * under DATA_DIR/sms/ and printed to the server log, so a fresh machine can use phone factors.
 */
export async function sendSms(sms: Sms): Promise<void> {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, DATA_DIR } = env();
  const twilio = [TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM].filter(Boolean).length;
  if (twilio > 0 && twilio < 3) {
    throw new Error('Set all of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM, or none.');
  }
  if (TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_FROM) {
    // A messaging service SID (MG...) picks the sender itself; otherwise From is the number.
    const sender: Record<string, string> = TWILIO_FROM.startsWith('MG')
      ? { MessagingServiceSid: TWILIO_FROM }
      : { From: TWILIO_FROM };
    const response = await fetch(
      `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(TWILIO_ACCOUNT_SID)}/Messages.json`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${TWILIO_ACCOUNT_SID}:${TWILIO_AUTH_TOKEN}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: sms.to, Body: sms.text, ...sender }),
      },
    );
    if (!response.ok) {
      throw new Error(`The SMS provider answered ${response.status}: ${await response.text()}`);
    }
    return;
  }
  const outbox = resolve(DATA_DIR, 'sms');
  mkdirSync(outbox, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(outbox, `${stamp}-${sms.to.replace(/[^0-9+]/g, '_')}.txt`);
  writeFileSync(file, `To: ${sms.to}\n\n${sms.text}\n`);
  console.log(`> SMS to ${sms.to} saved to ${file}\n  ${sms.text}`);
}
