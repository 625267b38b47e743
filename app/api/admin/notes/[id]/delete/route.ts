import { audit } from '@/lib/auth/audit';
import { adminRoute } from '@/lib/auth/route';
import { getDb } from '@/lib/db/client';
import { deleteNote, getNote } from '@/lib/db/queries/notes';
import { backTo, mayChange, noNote, noteParams, noteTarget, notYours } from '@/lib/notes/routes';
import { wantsJson } from '@/lib/spend/routes';

export const runtime = 'nodejs';

/**
 * POST /api/admin/notes/:id/delete: deletes a note, its author's own or any as an admin (an
 * admin's deletion of someone else's note is audited). A plain form, as every note form is.
 */
export const POST = adminRoute(
  { role: 'user', params: noteParams, form: { maxBytes: 1024 } },
  async ({ request, user, params, form }) => {
    const db = await getDb();
    const before = await getNote(db, params.id);
    if (before?.source !== 'staff') return noNote();
    if (!mayChange(user, before)) return notYours();
    const deleted = await deleteNote(db, params.id);
    if (!deleted) return noNote();
    if (before.authorId !== user.id) {
      await audit('note_deleted', {
        actor: user,
        target: noteTarget(before),
        headers: request.headers,
      });
    }
    if (wantsJson(request)) return Response.json({ deleted: params.id });
    return backTo(form, { noteDeleted: '1' });
  },
);
