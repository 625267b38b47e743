import 'server-only';
import { errorBody } from '@/lib/http/error-body';

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
  const response = Response.json(errorBody(code, message), { status, headers });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
