import { isIP } from 'node:net';
import { toNextJsHandler } from 'better-auth/next-js';
import { clientAddressHeader, getAuth } from '@/lib/auth/server';
import { clientAddress, headerSource } from '@/lib/http/client-address';

export const runtime = 'nodejs';

/**
 * better-auth reads the client's address (for its limits and the session record) from one
 * header, which is set here from the socket and TRUST_PROXY, replacing anything the client sent.
 */
async function handle(request: Request) {
  const auth = await getAuth();
  const headers = new Headers(request.headers);
  const address = clientAddress(headerSource(request.headers));
  // Requests whose peer is not known share one address, so they share one limit.
  headers.set(clientAddressHeader, isIP(address) ? address : '0.0.0.0');
  return auth.handler(new Request(request, { headers }));
}

export const { GET, POST } = toNextJsHandler(handle);
