/**
 * A contact request is never lost: POST /contact/submit commits the lead and its mails in the
 * outbox before it answers; a mail server that refuses at first gets the mail on a later attempt
 * (backoff kept in the database, so a restart changes nothing); several instances on one
 * PostgreSQL send each mail once. A small local SMTP server (smtp-server) stands in for the real.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/(marketing)/contact/submit/route';
import { getOutboxSummary, listMailsOfLead } from '@/lib/db/queries/mail-outbox';
import { issueTimer, minFillMs, timerCookie } from '@/lib/leads/timer';
import { drainOutbox, retryDelayMs, sendDueMails } from '@/lib/mail/outbox';
import { places, usePlace } from '@/tests/db/harness';

type Received = { to: string[]; raw: string };

/** An SMTP server that answers 451 to every message while `refusing` is set. */
async function startSmtp() {
  const state = { refusing: true, refused: 0, received: [] as Received[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        raw += chunk;
      });
      stream.on('end', () => {
        if (state.refusing) {
          state.refused += 1;
          const error = Object.assign(new Error('Mailbox busy, try again later'), {
            responseCode: 451,
          });
          return callback(error);
        }
        state.received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { state, port, close: () => new Promise<void>((resolve) => server.close(resolve)) };
}

const storages = places('jackie-leads');

const site = 'http://localhost:3000';

function contactPost(fields: Record<string, string>, cookie?: string) {
  return new Request(`${site}/contact/submit`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      origin: site,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

const validFields = {
  topic: 'sales',
  name: 'Dana Reyes',
  business: 'Reyes Heating',
  trade: 'hvac',
  phone: '(415) 555-0132',
  email: 'dana@reyes.example',
  preferred: 'email',
  bestTime: 'morning',
  message: 'Saturday calls go to voicemail.',
  source: '/industries/hvac',
};

let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  // Read once by lib/env.ts, at the first mail: every mail of this file goes to the local server.
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  process.env.MAIL_FROM = 'Jackie AI <no-reply@jackie.example>';
});
afterAll(async () => {
  await smtp?.close();
});

for (const storage of storages) {
  describe(`the mail outbox on ${storage.name}`, () => {
    const test = usePlace(storage.make);

    it('commits the lead before answering and delivers its mail on a retry', async () => {
      smtp.state.refusing = true;
      smtp.state.received = [];
      const cookie = `${timerCookie}=${issueTimer(Date.now() - minFillMs - 1_000)}`;
      const response = await POST(contactPost(validFields, cookie));
      expect(response.status).toBe(200);

      const { rows } = await test.db.query<{ id: string; status: string; phone: string }>(
        'SELECT id, status, phone FROM lead',
      );
      expect(rows).toEqual([{ id: expect.any(String), status: 'new', phone: '+14155550132' }]);
      const leadId = rows[0]?.id as string;

      // The answer did not wait for the mail server; the first attempt is refused.
      await drainOutbox();
      expect(smtp.state.refused).toBeGreaterThan(0);
      const afterRefusal = await listMailsOfLead(test.db, leadId);
      expect(afterRefusal.map((mail) => [mail.kind, mail.to_address, mail.attempts])).toEqual([
        ['lead_team', 'sales@jackieai.com', 1],
        ['lead_ack', 'dana@reyes.example', 1],
      ]);
      expect(afterRefusal.every((mail) => mail.sent_at === null)).toBe(true);
      const summary = await getOutboxSummary(test.db);
      expect(summary.pending).toBe(2);
      expect(summary.lastError).toMatch(/451|busy/i);

      // A restart: a new process opens the same database and finds the mail still to send.
      await test.reopen();
      expect(await sendDueMails(test.db)).toEqual({ claimed: 0, sent: 0, failed: 0 });

      smtp.state.refusing = false;
      const later = () => new Date(Date.now() + retryDelayMs(1) + 1_000);
      expect(await sendDueMails(test.db, { now: later })).toEqual({
        claimed: 2,
        sent: 2,
        failed: 0,
      });
      expect((await getOutboxSummary(test.db)).pending).toBe(0);

      const team = smtp.state.received.find((mail) => mail.to.includes('sales@jackieai.com'));
      expect(team?.raw).toMatch(/^Reply-To: dana@reyes\.example\r?$/m);
      expect(team?.raw).toMatch(/^Subject: New sales request from Dana Reyes \(Reyes Heating\)/m);
      const ack = smtp.state.received.find((mail) => mail.to.includes('dana@reyes.example'));
      expect(ack?.raw).toMatch(/^Subject: We got your message/m);
    }, 60_000);

    it('keeps a request the spam rules catch, unmailed, and a replay once', async () => {
      const before = smtp.state.received.length + smtp.state.refused;
      const honeypot = await POST(
        contactPost(
          { ...validFields, name: 'Honey', website: 'x' },
          `${timerCookie}=${issueTimer(Date.now() - 10_000)}`,
        ),
      );
      const tooFast = await POST(
        contactPost({ ...validFields, name: 'Hasty' }, `${timerCookie}=${issueTimer()}`),
      );
      const noTimer = await POST(contactPost({ ...validFields, name: 'Timerless' }));
      expect([honeypot.status, tooFast.status, noTimer.status]).toEqual([200, 200, 200]);

      const replayCookie = `${timerCookie}=${issueTimer(Date.now() - 10_000)}`;
      await POST(contactPost({ ...validFields, name: 'Twice' }, replayCookie));
      await POST(contactPost({ ...validFields, name: 'Twice' }, replayCookie));

      const { rows } = await test.db.query<{ name: string; status: string; spam_reason: string }>(
        `SELECT name, status, spam_reason FROM lead WHERE name <> 'Dana Reyes' ORDER BY name`,
      );
      expect(rows).toEqual([
        { name: 'Hasty', status: 'spam', spam_reason: 'too_fast' },
        { name: 'Honey', status: 'spam', spam_reason: 'honeypot' },
        { name: 'Timerless', status: 'spam', spam_reason: 'no_timer' },
        { name: 'Twice', status: 'new', spam_reason: null },
      ]);
      const { rows: spamMail } = await test.db.query(
        `SELECT m.id FROM mail_outbox m JOIN lead l ON l.id = m.lead_id WHERE l.status = 'spam'`,
      );
      expect(spamMail).toEqual([]);
      await drainOutbox();
      expect(smtp.state.received.length + smtp.state.refused).toBe(before + 2);
    }, 30_000);

    it('stores nothing for a request it refuses', async () => {
      const { rows: before } = await test.db.query('SELECT count(*)::int AS n FROM lead');
      const invalid = await POST(contactPost({ ...validFields, name: 'x'.repeat(10_000) }));
      expect(invalid.status).toBe(400);
      const nul = await POST(contactPost({ ...validFields, business: 'A\u0000B' }));
      expect(nul.status).toBe(400);
      const crossSite = contactPost(validFields);
      crossSite.headers.set('origin', 'https://evil.example');
      expect((await POST(crossSite)).status).toBe(403);
      const { rows: after } = await test.db.query('SELECT count(*)::int AS n FROM lead');
      expect(after).toEqual(before);
    });

    it('sends a mail queued in the millisecond the sender reads its clock', async () => {
      // The database stamps a queued mail in microseconds, a JavaScript clock reads whole
      // milliseconds: a sender that runs in the same millisecond as the insert (a fast machine,
      // CI) read it as not yet due, and left it to the next run.
      const at = new Date('2031-03-04T05:06:07.008Z');
      await test.db.query(
        `INSERT INTO mail_outbox (kind, to_address, subject, text, html, next_attempt_at)
         VALUES ('lead_staff', 'same-ms@jackie.example', 's', 't', '<p>t</p>', $1)`,
        ['2031-03-04T05:06:07.008900Z'],
      );
      const sentTo: string[] = [];
      const send = async (mail: { to: string }) => void sentTo.push(mail.to);
      await sendDueMails(test.db, { send, now: () => at });
      expect(sentTo).toContain('same-ms@jackie.example');
    });

    if (storage.name === 'postgres') {
      it('two instances on one database send each mail once', async () => {
        const other = await test.place.open();
        try {
          await test.db.query(
            `INSERT INTO mail_outbox (kind, to_address, subject, text, html)
             SELECT 'lead_staff', 'staff' || n || '@jackie.example', 'n' || n, 't', '<p>t</p>'
             FROM generate_series(1, 12) AS n`,
          );
          const sentTo: string[] = [];
          const slowSend = async (mail: { to: string }) => {
            await new Promise((resolve) => setTimeout(resolve, 20));
            sentTo.push(mail.to);
          };
          await Promise.all([
            sendDueMails(test.db, { send: slowSend, limit: 4 }),
            sendDueMails(other, { send: slowSend, limit: 4 }),
            sendDueMails(test.db, { send: slowSend, limit: 4 }),
            sendDueMails(other, { send: slowSend, limit: 4 }),
          ]);
          expect(sentTo).toHaveLength(12);
          expect(new Set(sentTo).size).toBe(12);
        } finally {
          await other.close();
        }
      });
    }
  });
}
