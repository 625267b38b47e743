/**
 * The pure parts of shared views: the "Share this view" form's fields, what a stored link is
 * locked to, the password's hash, and the two cookies (unlock, one-time flash).
 */
import { describe, expect, it } from 'vitest';

process.env.AUTH_SECRET ??= 'a-test-secret-of-at-least-thirty-two-characters';

const { flashCookieHeader, isUnlocked, openFlash, unlockCookieHeader } = await import('./cookies');
const { describeLock, linkState, lockLine, storedLock } = await import('./lock');
const { hashSharePassword, verifySharePassword } = await import('./password');
const { parseShareForm } = await import('./settings');

const now = new Date('2026-11-29T15:00:00Z');
const day = 86_400_000;
const parse = (fields: Record<string, string> | [string, string][]) =>
  parseShareForm(Array.isArray(fields) ? fields : Object.entries(fields), now);

describe('the Share this view form', () => {
  it('reads a campaign view locked to its filters, with the defaults for the rest', () => {
    expect(
      parse({ scope: 'campaigns', range: '7D', 'filter.source': ' google ', 'filter.page': '/' }),
    ).toEqual({
      ok: true,
      settings: {
        scope: 'campaigns',
        range: '7d',
        filters: { source: 'google', page: 'landing' },
        label: null,
        password: null,
        expiresInDays: 90,
      },
    });
    expect(parse({ scope: 'overview' })).toMatchObject({
      ok: true,
      settings: { range: '30d', filters: {} },
    });
  });

  it('takes exact days, a label, an expiry and a password', () => {
    expect(
      parse({
        scope: 'campaigns',
        range: '2026-11-01..2026-11-28',
        label: '  Agency (Q4)  ',
        expires: '7',
        password: 'eight ch',
      }),
    ).toMatchObject({
      ok: true,
      settings: {
        range: '2026-11-01..2026-11-28',
        label: 'Agency (Q4)',
        expiresInDays: 7,
        password: 'eight ch',
      },
    });
  });

  it.each([
    [{ scope: 'leads' }, 'scope'],
    [{}, 'scope'],
    [{ scope: 'overview', 'filter.source': 'google' }, 'filter'],
    [{ scope: 'campaigns', 'filter.leadStatus': 'new' }, 'filter'],
    [{ scope: 'campaigns', 'filter.source': 'x'.repeat(301) }, 'filter'],
    [{ scope: 'campaigns', 'filter.source': 'goo\u0000gle' }, 'filter'],
    [{ scope: 'campaigns', source: 'google' }, 'field'],
    [{ scope: 'campaigns', range: 'forever' }, 'range'],
    [{ scope: 'campaigns', range: '2024-01-01..2026-01-01' }, 'range'],
    [{ scope: 'campaigns', expires: '1' }, 'expiry'],
    [{ scope: 'campaigns', label: 'x'.repeat(101) }, 'label'],
    [{ scope: 'campaigns', label: 'tab\there' }, 'label'],
    [{ scope: 'campaigns', password: 'seven 7' }, 'password'],
    [{ scope: 'campaigns', password: 'x'.repeat(201) }, 'password'],
  ])('refuses %o (%s)', (fields, refusal) => {
    expect(parse(fields as Record<string, string>)).toEqual({ ok: false, refusal });
  });

  it('refuses a field or a filter sent twice', () => {
    expect(
      parse([
        ['scope', 'overview'],
        ['scope', 'campaigns'],
      ]),
    ).toEqual({
      ok: false,
      refusal: 'field',
    });
    expect(
      parse([
        ['scope', 'campaigns'],
        ['filter.source', 'google'],
        ['filter.source', 'bing'],
      ]),
    ).toEqual({ ok: false, refusal: 'filter' });
  });
});

describe('what a stored link is locked to', () => {
  it('reads the range and the campaign filters only, through the views’ parsers', () => {
    const lock = storedLock(
      {
        scope: 'campaigns',
        range: '7d',
        filters: { source: 'google', leadStatus: 'new', campaign: 42, page: '/pools/' },
      },
      now,
    );
    expect(lock).toEqual({ range: '7d', filters: { source: 'google', page: '/pools' } });
    expect(describeLock(lock, now)).toEqual({
      range: 'Last 7 days',
      filters: ['Source: google', 'Page: /pools'],
    });
    expect(lockLine(lock, now)).toBe('Last 7 days · Source: google · Page: /pools');
    // The overview has no filters, whatever the row holds; a range it cannot read is 30 days.
    expect(
      storedLock({ scope: 'overview', range: 'nonsense', filters: { source: 'g' } }, now),
    ).toEqual({
      range: '30d',
      filters: {},
    });
  });

  it('names a link’s state', () => {
    const later = new Date(now.getTime() + day);
    expect(linkState({ revokedAt: null, expiresAt: later }, now)).toBe('active');
    expect(linkState({ revokedAt: null, expiresAt: now }, now)).toBe('expired');
    expect(linkState({ revokedAt: now, expiresAt: later }, now)).toBe('revoked');
  });
});

describe('the password', () => {
  it('is kept as salted scrypt and checked in constant time', async () => {
    const hash = await hashSharePassword('correct horse');
    expect(hash).not.toContain('correct horse');
    expect(await hashSharePassword('correct horse')).not.toBe(hash);
    expect(await verifySharePassword('correct horse', hash)).toBe(true);
    expect(await verifySharePassword('correct horsf', hash)).toBe(false);
    expect(await verifySharePassword('', hash)).toBe(false);
    // No link, or a hash of another kind: no, after the same work.
    expect(await verifySharePassword('correct horse', null)).toBe(false);
    expect(await verifySharePassword('correct horse', 'bcrypt$2b$10$x')).toBe(false);
  });
});

describe('the cookies', () => {
  const link = { id: 7, tokenHash: 'a'.repeat(64), expiresAt: new Date(now.getTime() + 90 * day) };
  const token = 'T'.repeat(43);
  const cookieValue = (header: string) => /^[^=]+=([^;]*)/.exec(header)?.[1] ?? '';

  it('unlocks its link only, on its path, until it ends (30 days at most, never past the link)', () => {
    const header = unlockCookieHeader(token, link, now.getTime());
    expect(header).toBe(
      `jackie_share_unlock=${cookieValue(header)}; Max-Age=${30 * 86_400}; Path=/share/${token}; HttpOnly; SameSite=Lax`,
    );
    const value = cookieValue(header);
    expect(isUnlocked([value], link, now.getTime())).toBe(true);
    expect(isUnlocked(['junk', value], link, now.getTime())).toBe(true);
    expect(isUnlocked([value], { ...link, id: 8 }, now.getTime())).toBe(false);
    expect(isUnlocked([value], { ...link, tokenHash: 'b'.repeat(64) }, now.getTime())).toBe(false);
    expect(isUnlocked([value], link, now.getTime() + 31 * day)).toBe(false);
    expect(
      isUnlocked(
        [value.replace(/^\w+/, (time) => (Number.parseInt(time, 36) + 1).toString(36))],
        link,
        now.getTime(),
      ),
    ).toBe(false);
    const soon = { ...link, expiresAt: new Date(now.getTime() + 3_600_000) };
    expect(unlockCookieHeader(token, soon, now.getTime())).toContain('Max-Age=3600;');
  });

  it('seals a new link for the person who made it, for two minutes', () => {
    const header = flashCookieHeader({ id: 3, token, userId: 'u1' }, now.getTime());
    expect(header).toMatch(/; Max-Age=120; Path=\/admin\/team; HttpOnly; SameSite=Strict$/);
    const sealed = cookieValue(header);
    expect(sealed).not.toContain(token);
    expect(openFlash(sealed, 'u1', now.getTime())).toEqual({ id: 3, token });
    expect(openFlash(sealed, 'u2', now.getTime())).toBeNull();
    expect(openFlash(sealed, 'u1', now.getTime() + 121_000)).toBeNull();
    expect(openFlash(`${sealed.slice(0, -2)}AA`, 'u1', now.getTime())).toBeNull();
    expect(flashCookieHeader(null)).toMatch(
      /^jackie_shared_view_once=; Max-Age=0; Path=\/admin\/team/,
    );
  });
});
