import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyCalcom, verifyCalendly } from './signature';

const secret = 'whsec-test-4f1c2a';
const raw = Buffer.from('{"event":"invitee.created","payload":{"uri":"x"}}');
const now = Date.UTC(2026, 3, 2, 15, 4, 7);
const t = Math.floor(now / 1000);
// Computed here with node:crypto as the services document it, independently of the module.
const calendlyHex = createHmac('sha256', secret)
  .update(`${t}.${raw.toString('utf8')}`, 'utf8')
  .digest('hex');
const calcomHex = createHmac('sha256', secret).update(raw.toString('utf8')).digest('hex');

describe('Calendly signatures', () => {
  it('accepts the documented t=…,v1=… over "<t>.<raw body>"', () => {
    expect(verifyCalendly(secret, raw, `t=${t},v1=${calendlyHex}`, now)).toEqual({ ok: true });
    expect(verifyCalendly(secret, raw, `t=${t},v1=${calendlyHex.toUpperCase()}`, now).ok).toBe(
      true,
    );
    expect(verifyCalendly(secret, raw, ` t=${t} , v1=bad, v1=${calendlyHex}`, now).ok).toBe(true);
  });

  it('accepts a known vector', () => {
    // HMAC-SHA256("key", "1.{}"), computed with node:crypto in this test.
    const vector = createHmac('sha256', 'key').update('1.{}').digest('hex');
    expect(verifyCalendly('key', Buffer.from('{}'), `t=1,v1=${vector}`, 1000).ok).toBe(true);
  });

  it.each([
    [
      'another key',
      `t=${t},v1=${createHmac('sha256', 'other').update(`${t}.${raw}`).digest('hex')}`,
    ],
    ['another body', `t=${t},v1=${createHmac('sha256', secret).update(`${t}.{}`).digest('hex')}`],
    ['another timestamp', `t=${t + 1},v1=${calendlyHex}`],
    ['no timestamp', `v1=${calendlyHex}`],
    ['no signature', `t=${t}`],
    ['a short signature', `t=${t},v1=${calendlyHex.slice(0, 62)}`],
    ['a non-hex signature', `t=${t},v1=${'z'.repeat(64)}`],
    ['a non-numeric timestamp', `t=abc,v1=${calendlyHex}`],
    ['garbage', 'nonsense'],
  ])('refuses %s', (_, header) => {
    expect(verifyCalendly(secret, raw, header, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a valid signature more than five minutes old or ahead as a replay', () => {
    const header = `t=${t},v1=${calendlyHex}`;
    expect(verifyCalendly(secret, raw, header, now + 5 * 60_000).ok).toBe(true);
    expect(verifyCalendly(secret, raw, header, now + 6 * 60_000)).toEqual({
      ok: false,
      reason: 'replay',
    });
    expect(verifyCalendly(secret, raw, header, now - 6 * 60_000)).toEqual({
      ok: false,
      reason: 'replay',
    });
  });
});

describe('Cal.com signatures', () => {
  it('accepts the hex HMAC of the raw body', () => {
    expect(verifyCalcom(secret, raw, calcomHex)).toEqual({ ok: true });
    const vector = createHmac('sha256', 'key').update('{}').digest('hex');
    expect(verifyCalcom('key', Buffer.from('{}'), vector).ok).toBe(true);
  });

  it.each([
    ['no-secret-provided', 'no-secret-provided'],
    ['another key', createHmac('sha256', 'other').update(raw).digest('hex')],
    ['a sha256= prefix', `sha256=${calcomHex}`],
    ['an empty header', ''],
    ['a truncated digest', calcomHex.slice(0, 63)],
  ])('refuses %s', (_, header) => {
    expect(verifyCalcom(secret, raw, header)).toEqual({ ok: false, reason: 'invalid' });
  });
});
