import 'server-only';

/**
 * The one error shape of every admin route. Admin answers are personal: no cache may keep them,
 * errors included.
 */
export function errorResponse(
  status: number,
  code: string,
  message: string,
  headers?: HeadersInit,
) {
  const response = Response.json({ error: { code, message } }, { status, headers });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
