/**
 * The one error shape of every API answer (admin routes, auth, the events endpoint):
 * `{ error: { code, message } }`, plus the failing fields where a body did not validate.
 */
export type ErrorBody = {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
};

export const errorBody = (
  code: string,
  message: string,
  extra: Omit<ErrorBody['error'], 'code' | 'message'> = {},
): ErrorBody => ({ error: { code, message, ...extra } });

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
