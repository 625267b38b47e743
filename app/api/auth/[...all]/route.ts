import { isIP } from 'node:net';
import { toNextJsHandler } from 'better-auth/next-js';
import { clientAddressHeader, getAuth } from '@/lib/auth/server';
import { notConfigured, unconfiguredState } from '@/lib/auth/session';
import { clientAddress, headerSource } from '@/lib/http/client-address';

export const runtime = 'nodejs';

/**
 * better-auth reads the client's address (for its limits and the session record) from one
 * header, which is set here from the socket and TRUST_PROXY, replacing anything the client sent.
 */
async function handle(request: Request) {
  // Without AUTH_SECRET on a public site, or without a database, say what to provide, as the
  // admin page does, instead of an empty 500.
  const auth = await getAuth().catch((error: unknown) => unconfiguredState(error));
  if ('notice' in auth) return notConfigured(auth.notice);
  const headers = new Headers(request.headers);
  const address = clientAddress(headerSource(request.headers));
  // Requests whose peer is not known share one address, so they share one limit.
  headers.set(clientAddressHeader, isIP(address) ? address : '0.0.0.0');
  return auth.handler(new Request(request, { headers }));
}

export const { GET, POST } = toNextJsHandler(handle);
