import type { Batch, HttpAnswer, HttpRequest, Outcome } from './types';

/** How long a platform may take to answer before the attempt counts as a timeout. */
export const requestTimeoutMs = 15_000;

/**
 * Makes the request. Never throws: no answer (timeout, refused connection) is an answer with
 * `status: null`, which every classifier retries.
 */
export async function exchange(
  request: HttpRequest,
  { fetch = globalThis.fetch, timeoutMs = requestTimeoutMs } = {},
): Promise<HttpAnswer> {
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, headers: response.headers, body: await response.text() };
  } catch (error) {
    const name = (error as Error).name;
    return { status: null, error: name === 'TimeoutError' ? 'timeout' : 'no answer' };
  }
}

/** Hours and minutes in milliseconds, for the delays below. */
export const minutes = (count: number) => count * 60_000;
export const hours = (count: number) => count * 3_600_000;

/**
 * Wait before attempt `attempt + 1` after `attempt` failed ones: a minute, doubling, at most six
 * hours (the platforms take events up to 7 days old, so a day of outage is still recovered).
 * A Retry-After the platform sent (seconds or an HTTP date) wins when it is longer.
 */
export function retryDelayMs(
  attempt: number,
  retryAfter?: string | null,
  now = Date.now(),
): number {
  const backoff = Math.min(minutes(1) * 2 ** Math.max(0, attempt - 1), hours(6));
  const asked = retryAfterMs(retryAfter, now);
  return asked === null ? backoff : Math.min(Math.max(backoff, asked), hours(24));
}

function retryAfterMs(value: string | null | undefined, now: number): number | null {
  if (!value) return null;
  if (/^\d{1,9}$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The body as JSON, or null when it is not JSON. */
export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are dropped
const controlCharacters = /[\u0000-\u001F\u007F]+/g;

/** A short, single-line excerpt of a platform's message, for the admin. */
export const excerpt = (text: string, max = 300) =>
  text.replace(controlCharacters, ' ').trim().slice(0, max);

/** How long a refused credential waits: someone has to fix the variable; the event keeps. */
const credentialRetryMs = hours(1);

/**
 * The outcome every platform shares for an answer that says nothing about the events: no answer
 * or a timeout, 5xx and 429 are retried with backoff, and refused credentials (401, 403) are
 * retried hourly until someone fixes the variable. Null for anything else.
 */
export function commonOutcome(
  answer: HttpAnswer,
  attempt: number,
  credentialHint: string,
): Outcome | null {
  if (answer.status === null) {
    return retry(retryDelayMs(attempt), `No answer (${answer.error}).`);
  }
  const { status } = answer;
  if (status === 429 || status >= 500) {
    const delay = retryDelayMs(attempt, answer.headers.get('retry-after'));
    return retry(delay, `HTTP ${status}: ${excerpt(answer.body, 200) || 'no message'}`);
  }
  if (status === 401 || status === 403) return credentialsRefused(`HTTP ${status}`, credentialHint);
  return null;
}

/** Refused credentials: retried hourly, since the event is fine and the variable needs fixing. */
export const credentialsRefused = (what: string, credentialHint: string) =>
  retry(credentialRetryMs, `${what}: the credentials were refused (check ${credentialHint}).`);

export const retry = (delayMs: number, reason: string, alone = false): Outcome => ({
  kind: 'retry',
  delayMs,
  reason,
  alone,
});

/** One outcome per conversion of the batch: those settled before sending, then `forSent`. */
export function settle(batch: Batch, forSent: (position: number) => Outcome): Outcome[] {
  const outcomes = [...batch.outcomes];
  batch.sent.forEach((index, position) => {
    outcomes[index] = forSent(position);
  });
  return outcomes.map((outcome) => outcome ?? { kind: 'give-up', reason: 'Not sent.' });
}

/**
 * A refusal of the whole request with no word on which event caused it: a single event gives up
 * with the platform's message; in a larger batch each event is retried in a request of its own,
 * so that one bad event cannot keep the others from being recorded.
 */
export function refusedBatch(batch: Batch, message: string): Outcome[] {
  if (batch.sent.length === 1) return settle(batch, () => ({ kind: 'give-up', reason: message }));
  return settle(batch, () =>
    retry(0, `The batch was refused (${message}); sent again alone.`, true),
  );
}

/** A POST of `body` as JSON. */
export const jsonPost = (
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): HttpRequest => ({
  method: 'POST',
  url,
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
