import type { APIRequestContext, Browser } from '@playwright/test';
import { calendlySignature } from '../booking-deliveries';

/**
 * POSTs a Calendly delivery to the booking webhook, signed as Calendly signs it with the suite's
 * secret, from `client` (the e2e server trusts 127.0.0.1 as a proxy); the answer's status.
 */
export async function postCalendly(
  request: APIRequestContext,
  delivery: unknown,
  client: string,
): Promise<number> {
  const raw = JSON.stringify(delivery);
  const response = await request.post('/api/webhooks/booking', {
    data: raw,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'calendly-webhook-signature': calendlySignature(raw, process.env.E2E_BOOKING_SECRET ?? ''),
      'x-forwarded-for': client,
    },
  });
  return response.status();
}

/**
 * A visit from `client` that lands on `landing` and reads a second page, as a visitor who books
 * from it would; the session's reference (as lib/bookings/reference.ts derives it). It returns
 * once the server has answered 202 to the landing's page view (the session is committed), so that
 * a booking delivery posted next finds the visit, as a booking made minutes later would.
 */
export async function paidVisit(
  browser: Browser,
  baseURL: string | undefined,
  client: string,
  landing: string,
): Promise<string> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': client },
    // A visitor's own browser, even inside a describe that signs staff in: a staff browser's
    // events are not counted (the tracker reads its staff mark from local storage).
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  const landed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/events') &&
      response.status() === 202 &&
      (response.request().postData() ?? '').includes('"page_view"'),
  );
  await page.goto(landing);
  await landed;
  await page.goto('/industries/pool-builders');
  const sessionId: string = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('jackie:analytics') ?? '{}').id,
  );
  await context.close();
  return sessionId.replace(/-/g, '').slice(0, 12);
}
