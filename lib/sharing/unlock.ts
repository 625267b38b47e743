import 'server-only';
import { getDb } from '@/lib/db/client';
import { readRequestBytes } from '@/lib/http/body';
import { limit, type Rule, type Verdict } from '@/lib/http/rate-limit';
import { isCrossSite, mediaType } from '@/lib/http/request';
import { hashSecretToken } from '@/lib/secret-token';
import { findLink } from './access';
import { plainPage, tooManyPage, withSharedHeaders, wrongPasswordMessage } from './answers';
import { unlockCookieHeader } from './cookies';
import { addressOf, unlockRule } from './limits';
import { linkState } from './lock';
import { verifySharePassword } from './password';
import { sharePath } from './paths';

/** A password form's body is a few hundred bytes. */
export const maxUnlockBytes = 1024;

const formTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/** The later of two refusals, or allowed. */
const stricter = (a: Verdict, b: Verdict): Verdict =>
  a.ok ? b : b.ok ? a : { ok: false, retryAfter: Math.max(a.retryAfter, b.retryAfter) };

export type UnlockOptions = { rule?: Rule; limitName?: string };

/**
 * POST /share/<token>/unlock, the password form: the right password sets the unlock cookie and
 * goes back to the view (303). A wrong password and a token of no open link get the same answer
 * (401, the same bytes, after the same scrypt work), so the form tells nothing about which links
 * exist; both count against the address's and the link's limits (429 past them).
 */
export async function handleUnlock(
  request: Request,
  token: string,
  options: UnlockOptions = {},
): Promise<Response> {
  // The shared page sends no referrer, so its form posts `Origin: null`: only another site is refused.
  if (isCrossSite(request)) {
    return plainPage(403, 'Send the password from the shared page of this site.');
  }
  const rule = options.rule ?? unlockRule;
  const name = options.limitName ?? 'shared-view-unlock';
  const verdict = stricter(
    await limit(`${name}-address`, addressOf(request.headers), rule),
    await limit(`${name}-link`, hashSecretToken(token), rule),
  );
  if (!verdict.ok) {
    return tooManyPage(
      verdict.retryAfter,
      'Too many password attempts. Wait a few minutes before you try again.',
    );
  }
  if (!formTypes.has(mediaType(request))) {
    return plainPage(415, 'Send the password with the form of the shared page.');
  }
  const body = await readRequestBytes(request, maxUnlockBytes);
  if (body === null) return plainPage(413, 'That password is too long.');
  const form = await new Response(new Uint8Array(body), {
    headers: { 'Content-Type': request.headers.get('content-type') ?? '' },
  })
    .formData()
    .catch(() => null);
  const given = form?.get('password');
  const password = typeof given === 'string' ? given : '';

  const db = await getDb();
  const found = await findLink(db, token);
  const link = found && linkState(found) === 'active' ? found : null;
  if (link && !link.passwordHash) return goToView(token);
  // A password is checked against a hash even without a link: the answer takes as long.
  if (!(await verifySharePassword(password, link?.passwordHash ?? null)) || !link) {
    return plainPage(401, wrongPasswordMessage, { withPasswordForm: true });
  }
  return goToView(token, unlockCookieHeader(token, link));
}

function goToView(token: string, cookie?: string): Response {
  const headers: Record<string, string> = { Location: sharePath(token) };
  if (cookie) headers['Set-Cookie'] = cookie;
  return withSharedHeaders(new Response(null, { status: 303, headers }));
}
