import { escapeHtml } from '@/lib/escape-html';
import { sharedViewHeaders } from '@/lib/security-headers';

/**
 * The shared views' plain answers, for what a page component cannot answer (a status of its own,
 * a POST): small HTML pages that need no script and name no link, the same bytes for everyone
 * who gets them.
 */

/** The words of a link that no longer opens (unknown, revoked or expired). */
export const goneMessage =
  'This shared view is no longer available. Ask the person who shared it with you for a new link.';

/** The one answer to a wrong password and to a token of no open link (POST …/unlock). */
export const wrongPasswordMessage = 'That password is not right, or this link does not work.';

const style =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#0f172a;background:#fff}' +
  'main{max-width:36rem;margin:4rem auto;padding:0 1rem}' +
  'input{display:block;margin:.25rem 0 1rem;padding:.5rem;font:inherit;width:100%;box-sizing:border-box}' +
  'button{padding:.5rem 1.25rem;font:inherit;font-weight:600}' +
  '@media (prefers-color-scheme:dark){body{color:#f8fafc;background:#020617}}';

/** A form that posts the password again to the address it was answered from. */
const passwordForm =
  '<form method="post"><label for="share-password">Password</label>' +
  '<input id="share-password" name="password" type="password" required autocomplete="current-password">' +
  '<button type="submit">Open the view</button></form>';

export function plainPage(
  status: number,
  message: string,
  {
    withPasswordForm = false,
    headers = {},
  }: { withPasswordForm?: boolean; headers?: Record<string, string> } = {},
): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>Shared view</title><style>${style}</style></head><body><main><h1>Shared view</h1><p role="alert">${escapeHtml(message)}</p>${withPasswordForm ? passwordForm : ''}</main></body></html>`;
  return withSharedHeaders(
    new Response(html, {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers },
    }),
  );
}

/** `response` with the headers of every answer under /share/. */
export function withSharedHeaders(response: Response): Response {
  for (const { key, value } of sharedViewHeaders) response.headers.set(key, value);
  return response;
}

/** Too many requests from this address (or for this link): 429 with Retry-After. */
export const tooManyPage = (retryAfter: number, message: string) =>
  plainPage(429, message, { headers: { 'Retry-After': String(retryAfter) } });
