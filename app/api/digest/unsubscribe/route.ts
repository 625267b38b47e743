import { handleUnsubscribe, unsubscribeMethodNotAllowed } from '@/lib/digest/unsubscribe-request';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * The weekly digest's unsubscribe (lib/digest/unsubscribe-request.ts): the confirmation page's
 * form, and mail apps' one-click POST (RFC 8058). No Origin check: the signed link is the authority,
 * and a one-click comes from the mail app's servers. A GET here (the List-Unsubscribe address
 * opened in a browser) is shown the confirmation page by proxy.ts.
 */
export function POST(request: Request) {
  return handleUnsubscribe(request);
}

export const PUT = unsubscribeMethodNotAllowed;
export const PATCH = unsubscribeMethodNotAllowed;
export const DELETE = unsubscribeMethodNotAllowed;
