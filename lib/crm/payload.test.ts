import { describe, expect, it } from 'vitest';
import { minorDigits, readDeal, toMinorUnits } from './payload';

const now = new Date('2026-05-04T12:00:00Z');
const invitee =
  'https://api.calendly.com/scheduled_events/e02bc017-a8c4-4078-b70f-7aad241749ab/invitees/b40b3c4c-ae96-4fd9-a8cb-64d7acfdf45c';
const hash = 'a'.repeat(64);
const base = {
  deal_id: 'D-1001',
  stage: 'won',
  amount: 12500.5,
  currency: 'USD',
  occurred_at: '2026-05-01T15:30:00Z',
  reference: '3f2a9c1e7b4d',
};
const read = (body: unknown, currency = 'USD') => readDeal(body, { currency, now });

describe('a deal delivery', () => {
  it('reads every field, the amount in cents', () => {
    expect(read(base)).toEqual({
      ok: true,
      deal: {
        dealId: 'D-1001',
        stage: 'won',
        amountCents: 1_250_050,
        currency: 'USD',
        occurredAt: new Date('2026-05-01T15:30:00Z'),
        match: { kind: 'reference', key: '3f2a9c1e7b4d' },
      },
    });
  });

  it.each([
    ['a numeric string (Zapier, Pipedrive)', '12500.50', 1_250_050],
    ['a string with spaces around it', ' 12500 ', 1_250_000],
    ['a whole number', 12500, 1_250_000],
    ['zero', 0, 0],
    ['one decimal', '0.5', 50],
  ])('takes the amount as %s', (_name, amount, cents) => {
    const result = read({ ...base, amount });
    expect(result.ok && result.deal.amountCents).toBe(cents);
  });

  it.each([
    ['negative', -1],
    ['a negative string', '-1.00'],
    ['more decimals than the currency has', '12.345'],
    ['a number with too many decimals', 0.001],
    ['thousands separators', '12,500.00'],
    ['an exponent', '1e5'],
    ['text', 'twelve'],
    ['empty', ''],
    ['infinite (1e400 parses to Infinity)', Number.POSITIVE_INFINITY],
    ['beyond exact cents', 2 ** 60],
    ['missing', undefined],
  ])('refuses an amount that is %s', (_name, amount) => {
    const result = read({ ...base, amount });
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(!result.ok && result.issues?.map((issue) => issue.path)).toEqual(['amount']);
  });

  it('uses the currency’s own minor units', () => {
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('KWD')).toBe(3);
    expect(toMinorUnits('12500', 0)).toBe(12500);
    expect(toMinorUnits('1.234', 3)).toBe(1234);
    expect(toMinorUnits('1.5', 0)).toBeNull();
    const yen = read({ ...base, currency: 'JPY', amount: '1500' }, 'JPY');
    expect(yen.ok && yen.deal.amountCents).toBe(1500);
    expect(read({ ...base, currency: 'JPY', amount: '1500.5' }, 'JPY').ok).toBe(false);
  });

  it('refuses a currency other than the site’s with 422 and the reason', () => {
    const result = read({ ...base, currency: 'EUR' });
    expect(result).toEqual({
      ok: false,
      status: 422,
      code: 'currency_mismatch',
      message:
        'The deal is in EUR, but this site counts deal values in USD (SITE_CURRENCY); send the amount in USD.',
    });
  });

  it('takes the currency in lower case', () => {
    expect(read({ ...base, currency: 'usd' }).ok).toBe(true);
  });

  it.each([
    ['not a code', 'US$'],
    ['missing', undefined],
  ])('refuses a currency that is %s', (_name, currency) => {
    expect(read({ ...base, currency })).toMatchObject({ ok: false, status: 400 });
  });

  it.each([
    ['an offset', '2026-05-01T08:30:00-07:00', '2026-05-01T15:30:00Z'],
    ['milliseconds', '2026-05-01T15:30:00.250Z', '2026-05-01T15:30:00.250Z'],
    ['no seconds', '2026-05-01T15:30Z', '2026-05-01T15:30:00Z'],
  ])('reads occurred_at with %s', (_name, occurredAt, iso) => {
    const result = read({ ...base, occurred_at: occurredAt });
    expect(result.ok && result.deal.occurredAt.toISOString()).toBe(new Date(iso).toISOString());
  });

  it.each([
    ['no time zone', '2026-05-01T15:30:00'],
    ['only a date', '2026-05-01'],
    ['a month 13', '2026-13-01T00:00:00Z'],
    ['February 30th', '2026-02-30T00:00:00Z'],
    ['a Unix time', 1777896000000],
    ['words', 'yesterday'],
    ['before 2000', '1999-12-31T23:59:59Z'],
    ['more than a day ahead', '2026-05-05T12:00:01Z'],
  ])('refuses occurred_at with %s', (_name, occurredAt) => {
    const result = read({ ...base, occurred_at: occurredAt });
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(!result.ok && result.issues?.map((issue) => issue.path)).toEqual(['occurred_at']);
  });

  it.each(['qualified', 'won', 'lost'])('takes the stage %s', (stage) => {
    expect(read({ ...base, stage }).ok).toBe(true);
  });

  it.each(['Won', 'closedwon', ''])('refuses the stage %j', (stage) => {
    expect(read({ ...base, stage })).toMatchObject({ ok: false, status: 400 });
  });
});

describe('the booking a deal names', () => {
  const without = { ...base, reference: undefined };

  it.each([
    ['a Calendly invitee URI', { booking_id: invitee }, 'booking_id', invitee],
    [
      'a Calendly invitee uuid',
      { booking_id: 'B40B3C4C-AE96-4FD9-A8CB-64D7ACFDF45C' },
      'booking_id',
      'b40b3c4c-ae96-4fd9-a8cb-64d7acfdf45c',
    ],
    [
      'a Cal.com uid',
      { booking_id: 'bFJeNb2uX8ANpT3JL5EfXw' },
      'booking_id',
      'bFJeNb2uX8ANpT3JL5EfXw',
    ],
    ['a reference, any case', { reference: ' 3F2A9C1E7B4D ' }, 'reference', '3f2a9c1e7b4d'],
    ['an email hash, any case', { email_sha256: hash.toUpperCase() }, 'email_sha256', hash],
  ])('by %s', (_name, keys, kind, key) => {
    const result = read({ ...without, ...keys });
    expect(result.ok && result.deal.match).toEqual({ kind, key });
  });

  it('ignores keys sent empty or null, as form builders send unmapped fields', () => {
    const result = read({ ...without, booking_id: '', reference: null, email_sha256: hash });
    expect(result.ok && result.deal.match).toEqual({ kind: 'email_sha256', key: hash });
  });

  it('refuses a deal that names no booking', () => {
    const result = read(without);
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(!result.ok && result.message).toMatch(
      /exactly one of booking_id, reference or email_sha256/,
    );
  });

  it('refuses a deal that names its booking twice', () => {
    const result = read({ ...base, email_sha256: hash });
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(!result.ok && result.message).toMatch(
      /exactly one of booking_id, reference or email_sha256/,
    );
  });

  it.each([
    ['a reference of 11 digits', { reference: '3f2a9c1e7b4' }],
    ['a reference with a letter past f', { reference: '3f2a9c1e7b4g' }],
    ['an email itself', { email_sha256: 'pat@example.com' }],
    ['an email hash of 63 digits', { email_sha256: hash.slice(1) }],
    [
      'a Calendly URI of another kind',
      { booking_id: 'https://api.calendly.com/scheduled_events/e02bc017' },
    ],
    ['a booking id with a space', { booking_id: 'abc def' }],
  ])('refuses %s', (_name, keys) => {
    expect(read({ ...without, ...keys })).toMatchObject({ ok: false, status: 400 });
  });
});

describe('deal_id', () => {
  it('is kept as sent, trimmed', () => {
    const result = read({ ...base, deal_id: ' 9876543210 ' });
    expect(result.ok && result.deal.dealId).toBe('9876543210');
  });

  it('takes a number (HubSpot and Pipedrive ids are numbers)', () => {
    const result = read({ ...base, deal_id: 9876543210 });
    expect(result.ok && result.deal.dealId).toBe('9876543210');
  });

  it.each([
    ['empty', ''],
    ['too long', 'x'.repeat(201)],
    ['a control character', 'D-1\u0007'],
    ['a right-to-left override', 'D-\u202E1'],
    ['a zero-width space', 'D-\u200B1'],
    ['a private-use character', 'D-\uE0001'],
    ['a line separator', 'D-\u20281'],
    ['a fractional number', 1.5],
  ])('refuses one that is %s', (_name, dealId) => {
    const result = read({ ...base, deal_id: dealId });
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(!result.ok && result.issues?.map((issue) => issue.path)).toEqual(['deal_id']);
  });

  it('takes letters of any script', () => {
    expect(read({ ...base, deal_id: 'Сделка-7' }).ok).toBe(true);
  });
});

it('refuses a body that is not an object', () => {
  expect(read([base])).toMatchObject({ ok: false, status: 400 });
  expect(read('deal')).toMatchObject({ ok: false, status: 400 });
});
