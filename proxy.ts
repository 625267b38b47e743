import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type NextRequest, NextResponse } from 'next/server';
import { legacyAdminRedirect } from '@/lib/auth/sections';
import { unsubscribePagePath, unsubscribePostPath } from '@/lib/digest/unsubscribe-paths';
import { contentSecurityPolicy } from '@/lib/security-headers';
import { serverHook } from '@/lib/server-hooks.mjs';
import { flashCookie, sharePrefix, teamPath } from '@/lib/sharing/paths';

/**
 * /admin and the shared views (/share/) are rendered per request, so their scripts can be allowed
 * by a nonce made here for each request instead of 'unsafe-inline' (Next.js reads it from the
 * request's policy and puts it on its own scripts). Public pages are prerendered and keep the
 * static policy of next.config.ts. Authorisation is not checked here: the page and every handler
 * check it themselves. Here too: the limit of requests to shared views per address, and the
 * one-time flash of a new shared link dropped once the Team section has read it.
 */
export async function proxy(request: NextRequest) {
  // The digest's List-Unsubscribe address, opened in a browser by a mail app without one-click
  // unsubscribe: the same confirmation page as the link in the mail's body (opening it changes
  // nothing). A POST there stays the one-click unsubscribe (app/api/digest/unsubscribe/route.ts).
  if (request.nextUrl.pathname === unsubscribePostPath) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return NextResponse.next();
    const page = request.nextUrl.clone();
    page.pathname = unsubscribePagePath;
    return NextResponse.rewrite(page);
  }
  // Links from before the admin had sections (`/admin?leadStatus=…`, `/admin?audit=N`).
  const moved = legacyAdminRedirect(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (moved) {
    const target = request.nextUrl.clone();
    const [pathname, search = ''] = moved.split('?');
    target.pathname = pathname ?? '/admin';
    target.search = search;
    return NextResponse.redirect(target, 308);
  }
  // A shared view's pages and password form, per address (lib/sharing/limits.ts, registered by
  // instrumentation.ts; the app's database is not bundled here).
  if (request.nextUrl.pathname.startsWith(sharePrefix)) {
    const refused = await serverHook('sharedViewLimit')?.(request.headers)
      // A database that does not answer: the page, which reads the link, says so itself.
      .catch((error: Error) => console.warn('shared views: limit not checked:', error.message));
    if (refused) return refused;
  }
  const response = withNonce(request);
  // A new shared link is shown once: this request's page reads it, and its answer drops it. A
  // plain header: NextResponse's cookies API would also take it out of the page's request.
  if (request.nextUrl.pathname === teamPath && request.cookies.has(flashCookie)) {
    response.headers.append(
      'Set-Cookie',
      `${flashCookie}=; Max-Age=0; Path=${teamPath}; HttpOnly; SameSite=Strict`,
    );
  }
  return response;
}

function withNonce(request: NextRequest): NextResponse {
  // Development renders without a build to hash; its pages keep the static policy.
  if (process.env.NODE_ENV === 'development') return NextResponse.next();
  const nonce = randomBytes(16).toString('base64');
  const policy = contentSecurityPolicy({ nonce, hashes: themeScriptHashes() });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  matcher: ['/admin', '/admin/:path*', '/api/digest/unsubscribe', '/share/:path*'],
};

let cachedHashes: string[] | undefined;

/**
 * The hash of the first-act script, which applies the theme (inline at the start of every page's
 * <body>, before anything can pass it a nonce; lib/site/first-act-script.ts), taken from the
 * prerendered landing page of this build: the script is the same on every page, and a hash of the
 * built text survives the bundler's changes.
 */
function themeScriptHashes(): string[] {
  if (cachedHashes) return cachedHashes;
  try {
    const html = readFileSync(join(process.cwd(), '.next/server/app/index.html'), 'utf8');
    cachedHashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1] ?? '')
      .filter((body) => body.includes('localStorage') && body.includes('classList'))
      .map((body) => createHash('sha256').update(body).digest('base64'));
  } catch {
    cachedHashes = [];
  }
  return cachedHashes;
}
