import 'server-only';
import type { z } from 'zod';

/** The one error shape of every admin route. */
export function errorResponse(
  status: number,
  code: string,
  message: string,
  headers?: HeadersInit,
) {
  return Response.json({ error: { code, message } }, { status, headers });
}

/** Parses a JSON body with a zod schema; a 400 response when it does not fit. */
export async function parseJson<T extends z.ZodType>(
  request: Request,
  schema: T,
): Promise<z.infer<T> | Response> {
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return errorResponse(400, 'invalid_json', 'The body is not valid JSON.');
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    return errorResponse(
      400,
      'invalid_request',
      result.error.issues[0]?.message ?? 'Invalid request.',
    );
  }
  return result.data;
}
