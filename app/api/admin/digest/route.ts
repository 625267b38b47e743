import { audit } from '@/lib/auth/audit';
import { adminRoute } from '@/lib/auth/route';
import { getDb } from '@/lib/db/client';
import { sendDigestPreview } from '@/lib/digest/send';

export const runtime = 'nodejs';

/**
 * POST /api/admin/digest: "Email me this week's digest now". Admins only: last complete week's
 * digest goes to the admin asking, at once, as the Monday one would (their own unsubscribe link
 * included); it claims nothing, so the Monday digest still comes. Answers `{ week, to }`.
 */
export const POST = adminRoute({ role: 'admin' }, async ({ request, user }) => {
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
