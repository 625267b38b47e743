import 'server-only';
import { type Database, getDb } from '@/lib/db/client';
import { findDigestPerson, getWeeklyDigest, setWeeklyDigest } from '@/lib/db/queries/digest';
import { escapeHtml } from '@/lib/escape-html';
import { readRequestBytes } from '@/lib/http/body';
import { clientAddress, headerSource } from '@/lib/http/client-address';
import { errorResponse } from '@/lib/http/error-body';
import { limit, type Rule } from '@/lib/http/rate-limit';
import { mediaType } from '@/lib/http/request';
import { limitKey } from '@/lib/http/trust-proxy';
import { verifyDigestSignature } from './unsubscribe';
import {
  unsubscribePagePath as pagePath,
  unsubscribePostPath as postPath,
} from './unsubscribe-paths';

/**
 * Unsubscribing from the weekly digest without signing in: the page a person opens from the mail
 * (app/digest/unsubscribe/page.tsx) and the POST its button, or a mail app's one-click unsubscribe
 * (RFC 8058), sends to /api/digest/unsubscribe. The link's signature (./unsubscribe.ts) is the only
 * authority: a one-click POST comes from the mail app's own servers, so no same-origin check
 * applies, and nobody can make one without the link.
 */

/** A one-click body is `List-Unsubscribe=One-Click` (26 bytes, or a small multipart form). */
export const maxUnsubscribeBodyBytes = 1024;

/** Per address: people unsubscribe once; more than this a minute is someone trying links. */
export const unsubscribeRule: Rule = { max: 30, windowMs: 60_000 };

const invalidLinkMessage =
  'This unsubscribe link is not valid: it is incomplete, was changed, or belongs to someone else.';
const changeItInSecurity =
  'To stop the weekly digest, sign in to the admin and change it in the Security section.';
const unsubscribedMessage = 'You will no longer get the weekly digest.';

/** What a link says, as the page shows it. */
export type UnsubscribeLink =
  | { kind: 'invalid' }
  /** Signed for a person who has since been removed: nothing is sent to them. */
  | { kind: 'unknown' }
  /** `action`: where the confirmation form posts (this link's own query). */
  | { kind: 'subscribed'; email: string; action: string }
  | { kind: 'unsubscribed'; email: string };

const linkQuery = (userId: string, signature: string) =>
  new URLSearchParams({ u: userId, s: signature }).toString();

/** Reads a link for the page; never changes anything (mail scanners open links). */
export async function readUnsubscribeLink(
  db: Database,
  userId: unknown,
  signature: unknown,
): Promise<UnsubscribeLink> {
  if (!verifyDigestSignature(userId, signature)) return { kind: 'invalid' };
  const person = await findDigestPerson(db, userId);
  if (!person) return { kind: 'unknown' };
  if (!(await getWeeklyDigest(db, person.id))) {
    return { kind: 'unsubscribed', email: person.email };
  }
  return {
    kind: 'subscribed',
    email: person.email,
    action: `${postPath}?${linkQuery(userId, signature as string)}`,
  };
}

/** Whether the body is RFC 8058's `List-Unsubscribe=One-Click`, URL-encoded or multipart. */
async function isOneClick(request: Request, body: Buffer): Promise<boolean> {
  const type = mediaType(request);
  if (type === 'application/x-www-form-urlencoded') {
    return new URLSearchParams(body.toString('utf8')).get('List-Unsubscribe') === 'One-Click';
  }
  if (type === 'multipart/form-data') {
    const form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    })
      .formData()
      .catch(() => null);
    return form?.get('List-Unsubscribe') === 'One-Click';
  }
  return false;
}

const noStore = { 'Cache-Control': 'no-store' };

const wantsHtml = (request: Request) => (request.headers.get('accept') ?? '').includes('text/html');

/** A small page for a browser that posted (the form), else the one error shape. */
function refuse(
  request: Request,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  if (!wantsHtml(request)) return errorResponse(status, code, message, headers);
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="robots" content="noindex"><title>Weekly digest</title><main><h1>Weekly digest</h1><p>${escapeHtml(message)}</p><p>${escapeHtml(changeItInSecurity)} <a href="/admin/security">Open Security</a></p></main></html>`;
  return new Response(html, {
    status,
    headers: { ...noStore, ...headers, 'Content-Type': 'text/html; charset=utf-8' },
  });
}

export type UnsubscribeOptions = {
  rule?: Rule;
  /** The limit's name; tests give each suite its own. */
  limitName?: string;
};

/**
 * POST /api/digest/unsubscribe?u=<id>&s=<signature>. In order: the address's limit (429), a body
 * within 1 KB (413), the signature (403), then the digest is turned off, as often as asked (the
 * same answer each time). A mail app's one-click gets 200 and a line of text; the page's form (any
 * other body) gets 303 to the page, which then confirms.
 */
export async function handleUnsubscribe(
  request: Request,
  options: UnsubscribeOptions = {},
): Promise<Response> {
  const verdict = await limit(
    options.limitName ?? 'digest-unsubscribe',
    limitKey(clientAddress(headerSource(request.headers))),
    options.rule ?? unsubscribeRule,
  );
  if (!verdict.ok) {
    return refuse(request, 429, 'rate_limited', 'Too many requests; try again in a minute.', {
      'Retry-After': String(verdict.retryAfter),
    });
  }
  const body = await readRequestBytes(request, maxUnsubscribeBodyBytes);
  if (body === null) return refuse(request, 413, 'too_large', 'The request is too large.');

  const query = new URL(request.url).searchParams;
  const userId = query.get('u');
  const signature = query.get('s');
  if (!verifyDigestSignature(userId, signature)) {
    return refuse(request, 403, 'invalid_link', invalidLinkMessage);
  }
  // false for a person since removed: nothing goes to them either, so the answer is the same.
  await setWeeklyDigest(await getDb(), userId, false);

  if (await isOneClick(request, body)) {
    return new Response(`${unsubscribedMessage}\n`, {
      headers: { ...noStore, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(null, {
    status: 303,
    headers: { ...noStore, Location: `${pagePath}?${linkQuery(userId, signature as string)}` },
  });
}

/**
 * Any method but POST (GET and HEAD show the confirmation page, proxy.ts): 405, saying to POST.
 */
export function unsubscribeMethodNotAllowed(): Response {
  return errorResponse(405, 'method_not_allowed', 'Send POST.', { ...noStore, Allow: 'POST' });
}
