import { isIP } from 'node:net';
import { toNextJsHandler } from 'better-auth/next-js';
import { clientAddressHeader, getAuth } from '@/lib/auth/server';
import { notConfigured, unconfiguredState } from '@/lib/auth/session';
import { readRequestBytes } from '@/lib/http/body';
import { clientAddress, headerSource } from '@/lib/http/client-address';
import { errorResponse } from '@/lib/http/error-body';

export const runtime = 'nodejs';

/** The largest body any sign-in request needs (an address, a password, a token): far under 1 KB. */
const maxAuthBodyBytes = 16 * 1024;

/**
 * Every request to better-auth, capped and addressed here first. The body is read with the shared
 * capped reader, so an oversized one costs at most the cap (413, at once on its declared length);
 * better-auth then reads the copy. It reads the client's address (for its limits and the session
 * record) from one header, set here from the socket and TRUST_PROXY, replacing anything the
 * client sent.
 */
async function handle(request: Request) {
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const bytes = await readRequestBytes(request, maxAuthBodyBytes);
    if (bytes === null) {
      return errorResponse(413, 'too_large', 'The request body is larger than 16 KB.');
    }
    body = new Uint8Array(bytes);
  }
  // Without AUTH_SECRET on a public site, or without a database, say what to provide, as the
  // admin page does, instead of an empty 500.
  const auth = await getAuth().catch((error: unknown) => unconfiguredState(error));
  if ('notice' in auth) return notConfigured(auth.notice);
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  const address = clientAddress(headerSource(request.headers));
  // Requests whose peer is not known share one address, so they share one limit.
  headers.set(clientAddressHeader, isIP(address) ? address : '0.0.0.0');
  return auth.handler(new Request(request.url, { method: request.method, headers, body }));
}

export const { GET, POST } = toNextJsHandler(handle);
