import 'server-only';
import { z } from 'zod';
import { readRequestBytes, readRequestText } from '@/lib/http/body';
import { errorResponse } from '@/lib/http/error-body';
import { crossSite, isSameOrigin, mediaType } from '@/lib/http/request';
import { authorize, type StaffUser } from './session';
import { authorizeSignedIn, type SignedInSession } from './two-factor-session';

/** The largest JSON body an admin endpoint reads; an invitation is well under 1 KB. */
export const maxBodyBytes = 16 * 1024;

/** Ids in paths: what the database issues (UUIDs, better-auth's ids), nothing else reaches SQL. */
export const idParam = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'That id is not valid.');

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? 'Invalid request.';

/**
 * Who may call: staff with a dashboard session ('user'), admins ('admin'), or anyone signed in
 * whose session may still owe its two-factor challenge ('signed-in': the challenge itself).
 */
type Role = 'user' | 'admin' | 'signed-in';
type Caller<R extends Role> = R extends 'signed-in' ? SignedInSession : StaffUser;

type Input<
  R extends Role,
  Body extends z.ZodType | undefined,
  Params extends z.ZodType | undefined,
> = {
  request: Request;
  user: Caller<R>;
  body: Body extends z.ZodType ? z.infer<Body> : undefined;
  params: Params extends z.ZodType ? z.infer<Params> : undefined;
  /** A form's fields (a route with `form`): a browser's multipart or urlencoded post. */
  form: FormData | null;
};

/** The media types a route with `form` reads (a browser's form posts, with or without a file). */
const formTypes = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

/**
 * Every admin route handler, read the same way: check that a state-changing request comes from
 * this site (403 cross_site) with a JSON body (415) of bounded size (413); authorise (401, 403,
 * 503 when unconfigured), before anything about the request is validated, so that nobody learns
 * what exists without the right to see it; validate params and body with zod (400); act; answer
 * with `{ error: { code, message } }` on failure, and `Cache-Control: no-store` on every answer.
 */
export function adminRoute<
  R extends Role,
  Body extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
>(
  options: {
    role: R;
    body?: Body;
    params?: Params;
    /** Takes a browser's form post (a file upload) of at most `maxBytes` instead of JSON. */
    form?: { maxBytes: number };
  },
  act: (input: Input<R, Body, Params>) => Promise<Response>,
) {
  return async (request: Request, context: { params: Promise<unknown> }): Promise<Response> => {
    let response: Response;
    try {
      response = await handle(request, context);
    } catch (error) {
      console.error(`${request.method} ${new URL(request.url).pathname}:`, error);
      response = errorResponse(500, 'internal', 'Something went wrong. Try again.');
    }
    response.headers.set('Cache-Control', 'no-store');
    return response;
  };

  async function handle(request: Request, context: { params: Promise<unknown> }) {
    let text: string | null = null;
    let formBytes: Buffer | null = null;
    if (!safeMethods.has(request.method) && options.form) {
      if (!isSameOrigin(request)) return crossSite();
      const type = mediaType(request);
      if (type !== null && !formTypes.has(type)) {
        return errorResponse(
          415,
          'unsupported_media_type',
          'Send the form as multipart/form-data.',
        );
      }
      if (type !== null) {
        formBytes = await readRequestBytes(request, options.form.maxBytes);
        if (formBytes === null) return errorResponse(413, 'too_large', 'The upload is too large.');
      }
    } else if (!safeMethods.has(request.method)) {
      if (!isSameOrigin(request)) return crossSite();
      const type = mediaType(request);
      if ((options.body || type) && type !== 'application/json') {
        return errorResponse(415, 'unsupported_media_type', 'Send the body as application/json.');
      }
      if (options.body) {
        text = await readRequestText(request, maxBodyBytes);
        if (text === null) return errorResponse(413, 'too_large', 'The body is too large.');
      }
    }

    const user =
      options.role === 'signed-in'
        ? await authorizeSignedIn(request)
        : await authorize(request, options.role as 'user' | 'admin');
    if (user instanceof Response) return user;

    let params: unknown;
    if (options.params) {
      // Next.js decodes params lazily: a path that is not valid UTF-8 (a lone surrogate) rejects.
      const raw = await context.params.catch(() => null);
      if (raw === null) return errorResponse(400, 'invalid_request', 'That id is not valid.');
      const parsed = options.params.safeParse(raw);
      if (!parsed.success) return errorResponse(400, 'invalid_request', firstIssue(parsed.error));
      params = parsed.data;
    }
    let body: unknown;
    if (options.body) {
      let json: unknown;
      try {
        json = JSON.parse(text ?? '');
      } catch {
        return errorResponse(400, 'invalid_json', 'The body is not valid JSON.');
      }
      const parsed = options.body.safeParse(json);
      if (!parsed.success) return errorResponse(400, 'invalid_request', firstIssue(parsed.error));
      body = parsed.data;
    }
    let form: FormData | null = null;
    if (formBytes !== null) {
      try {
        form = await new Response(new Uint8Array(formBytes), {
          headers: { 'Content-Type': request.headers.get('content-type') ?? '' },
        }).formData();
      } catch {
        return errorResponse(400, 'invalid_request', 'The form could not be read.');
      }
    }
    return act({ request, user, body, params, form } as Input<R, Body, Params>);
  }
}
