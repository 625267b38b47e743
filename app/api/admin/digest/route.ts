import { audit } from '@/lib/auth/audit';
import { adminRoute } from '@/lib/auth/route';
import { getDb } from '@/lib/db/client';
import { previewLimitMessage, previewRule, sendDigestPreview } from '@/lib/digest/send';
import { errorResponse } from '@/lib/http/error-body';
import { limit } from '@/lib/http/rate-limit';

export const runtime = 'nodejs';

/**
 * POST /api/admin/digest: "Email me last week's digest". Admins only: last complete week's
 * digest goes to the admin asking, at once, as the Monday one would (their own unsubscribe link
 * included); it claims nothing, so the Monday digest still comes. Answers `{ week, to }`, or 429
 * past five an hour per person (counted across instances).
 */
export const POST = adminRoute({ role: 'admin' }, async ({ request, user }) => {
  const verdict = await limit('digest-preview', user.id, previewRule);
  if (!verdict.ok) {
    return errorResponse(429, 'rate_limited', previewLimitMessage(verdict.retryAfter), {
      'Retry-After': String(verdict.retryAfter),
    });
  }
  const week = await sendDigestPreview(await getDb(), {
    id: user.id,
    email: user.email,
    name: user.name,
    role: 'admin',
  });
  await audit('digest_preview_sent', {
    actor: user,
    target: `week of ${week}`,
    headers: request.headers,
  });
  return Response.json({ week, to: user.email });
});
