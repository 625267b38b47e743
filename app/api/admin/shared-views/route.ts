import { audit } from '@/lib/auth/audit';
import { adminRoute } from '@/lib/auth/route';
import { getDb } from '@/lib/db/client';
import { errorResponse } from '@/lib/http/error-body';
import { auditTarget, createSharedView, shareUrl } from '@/lib/sharing/admin';
import { flashCookieHeader } from '@/lib/sharing/cookies';
import { sharedViewsAnchor, teamPath } from '@/lib/sharing/paths';
import { parseShareForm, shareRefusals } from '@/lib/sharing/settings';
import { seeOther, wantsJson } from '@/lib/spend/routes';

export const runtime = 'nodejs';

/**
 * POST /api/admin/shared-views (admins), the "Share this view" form: `scope` (overview or
 * campaigns), `range`, `filter.<name>` (the campaign view's filters), `label`, `expires` (days)
 * and `password` (optional). Audited with the scope and lock, never the token or password.
 *
 * The token is shown once and never stored: a browser's form post is sent to the Team section
 * (303) with the new link sealed in a cookie that only that page reads, once (proxy.ts drops it
 * with the answer that reads it); `Accept: application/json` gets the link in the answer (201).
 */
export const POST = adminRoute(
  { role: 'admin', form: { maxBytes: 4096 } },
  async ({ request, user, form }) => {
    const parsed = parseShareForm(form?.entries() ?? []);
    if (!parsed.ok) {
      if (wantsJson(request)) {
        return errorResponse(400, 'invalid_request', shareRefusals[parsed.refusal]);
      }
      return seeOther(`${teamPath}?refused=${parsed.refusal}#${sharedViewsAnchor}`);
    }
    const { settings } = parsed;
    const created = await createSharedView(await getDb(), settings, user);
    await audit('shared_view_created', {
      actor: user,
      target: auditTarget({ ...settings, ...created, hasPassword: settings.password !== null }),
      headers: request.headers,
    });
    if (wantsJson(request)) {
      return Response.json(
        {
          id: created.id,
          url: shareUrl(created.token),
          scope: settings.scope,
          range: settings.range,
          filters: settings.filters,
          expiresAt: created.expiresAt.toISOString(),
        },
        { status: 201 },
      );
    }
    const answer = seeOther(`${teamPath}?shared=${created.id}#${sharedViewsAnchor}`);
    answer.headers.set(
      'Set-Cookie',
      flashCookieHeader({ id: created.id, token: created.token, userId: user.id }),
    );
    return answer;
  },
);
