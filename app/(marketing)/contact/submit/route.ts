import { env } from '@/lib/env';
import { escapeHtml } from '@/lib/escape-html';
import { errorBody } from '@/lib/http/error-body';
import { sealFormState } from '@/lib/leads/form-state';
import { submitLead } from '@/lib/leads/submit';
import { timerCookieHeader } from '@/lib/leads/timer';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * POST /contact/submit: the contact form, sent by a plain HTML form or by its script (which asks
 * for JSON with `Accept: application/json`). Without script: 303 to the confirmation page (a
 * reload sends nothing twice) or to /contact/form with the form to correct. With script: JSON.
 */
export async function POST(request: Request): Promise<Response> {
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  let result: Awaited<ReturnType<typeof submitLead>>;
  try {
    result = await submitLead(request);
  } catch (error) {
    console.error('POST /contact/submit:', error);
    result = {
      kind: 'refused',
      status: 503,
      code: 'unavailable',
      message: 'Your message could not be saved just now. Try again in a minute, or email us.',
    };
  }

  if (result.kind === 'refused') {
    if (wantsJson) {
      return Response.json(errorBody(result.code, result.message), {
        status: result.status,
        headers: noStore,
      });
    }
    const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Message not sent</title><main><h1>Message not sent</h1><p>${escapeHtml(result.message)}</p><p><a href="/contact">Back to the contact page</a></p></main></html>`;
    return new Response(html, {
      status: result.status,
      headers: { ...noStore, 'Content-Type': 'text/html; charset=utf-8' },
    });
  }

  if (result.kind === 'invalid') {
    if (wantsJson) {
      return Response.json(
        { ...errorBody('invalid', 'Check the fields marked below.'), fields: result.errors },
        { status: 400, headers: noStore },
      );
    }
    const sealed = sealFormState(result);
    return new Response(null, {
      status: 303,
      headers: { ...noStore, Location: `/contact/form?state=${sealed}#contact-form` },
    });
  }

  // Accepted (spam included, so a bot learns nothing): the timer has served its one request.
  const clearTimer = timerCookieHeader(null, env().SITE_URL.startsWith('https://'));
  if (wantsJson) {
    return Response.json({ ok: true }, { headers: { ...noStore, 'Set-Cookie': clearTimer } });
  }
  return new Response(null, {
    status: 303,
    headers: { ...noStore, Location: '/contact/thanks', 'Set-Cookie': clearTimer },
  });
}
