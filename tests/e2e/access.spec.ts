import { expect, test } from './fixtures';
import { send } from './raw-http';

/**
 * Access attacks made from outside, as raw HTTP: the server is reached directly (the quick start
 * listens on all interfaces), so every header is the attacker's to choose. Requests come from
 * their own loopback addresses, so the limits they use up are not the browser tests'.
 */
const spoofed = (index: number) => `198.51.${Math.floor(index / 250)}.${(index % 250) + 1}`;

test.describe('limits per client @once', () => {
  test('a rotating X-Forwarded-For does not escape the sign-in limit', async ({ baseURL }) => {
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      const answer = await send(`${baseURL}/api/auth/sign-in/email`, {
        method: 'POST',
        from: '127.0.0.2',
        headers: {
          'content-type': 'application/json',
          origin: baseURL as string,
          'x-forwarded-for': spoofed(index),
        },
        body: JSON.stringify({ email: `guess${index}@example.com`, password: 'not-the-password' }),
      });
      statuses.push(answer.status);
    }
    // better-auth's sign-in rule: 10 attempts a minute from one client.
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(10);
    expect(statuses.at(-1)).toBe(429);
  });

  test('a rotating X-Forwarded-For does not escape the events limit', async ({ baseURL }) => {
    const statuses: number[] = [];
    for (let index = 0; index < 200; index += 1) {
      const answer = await send(`${baseURL}/api/events`, {
        method: 'POST',
        from: '127.0.0.3',
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          // A crawler: limited like anyone, then dropped, so the dashboard figures stay as they are.
          'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
          'x-forwarded-for': spoofed(index),
        },
        body: JSON.stringify({
          event_type: 'page_view',
          session_id: '3f0c2b9e-8a61-4d7e-9b3a-5c1d2e4f6a70',
          page: '/limits-probe',
          url: `${baseURL}/limits-probe`,
        }),
      });
      statuses.push(answer.status);
    }
    // ANALYTICS_RATE_LIMIT: 120 requests a minute from one client.
    expect(statuses.filter((status) => status === 202).length).toBeLessThanOrEqual(120);
    expect(statuses.at(-1)).toBe(429);
  });
});
