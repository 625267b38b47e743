import { expect, test } from './fixtures';
import { staffState } from './staff-states';

/**
 * One request cannot stop the server (issue 44): a signed-in viewer, or a link opened by one,
 * asks every reader of `?range=` for days at the ends of the calendar. Each answer comes quickly
 * with the default range (30 days), and the home page keeps answering while they are in flight;
 * before the fix, `9999-12-31..9999-12-31` never ended and took the whole server with it.
 */
test.use({
  storageState: staffState('viewer'),
  extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.44' },
});

const extremes = [
  '9999-12-31..9999-12-31',
  '0001-01-01..9999-12-30',
  '0000-01-01..0000-01-10',
  '275760-09-13..275760-09-13',
  '2026-11-16..+010000-01-01',
];

const readers = [
  '/api/admin/dashboard',
  '/admin',
  '/admin/campaigns',
  '/admin/speed',
  '/api/admin/export',
  '/api/admin/campaigns/export',
];

/** Answers within `ms` or fails: a request still running then is the hang this file guards. */
async function within<T>(ms: number, what: string, answer: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

for (const reader of readers) {
  test(`${reader} answers an extreme range at once, with the default range, and the site goes on`, async ({
    page,
  }) => {
    // The first request of a route loads its code; the limit is for the answers after it.
    expect((await page.request.get(reader, { maxRedirects: 0 })).status()).toBe(200);
    for (const range of extremes) {
      const url = `${reader}?range=${encodeURIComponent(range)}`;
      const [answer, home] = await Promise.all([
        within(2_000, url, page.request.get(url, { maxRedirects: 0 })),
        within(2_000, '/ beside it', page.request.get('/')),
      ]);
      expect(answer.status(), url).toBe(200);
      expect(home.status()).toBe(200);
      const body = await answer.text();
      if (reader === '/api/admin/dashboard') {
        expect(JSON.parse(body).preset).toBe('30d');
      } else if (reader.startsWith('/api/')) {
        expect(answer.headers()['content-disposition']).toMatch(/attachment/);
      } else {
        expect(body).toContain('Last 30 days');
      }
      // Nothing in the answer says the range's days could not be read.
      expect(body).not.toMatch(/could not be loaded/i);
    }
  });
}
