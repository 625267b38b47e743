import { audit } from '@/lib/auth/audit';
import { adminRoute } from '@/lib/auth/route';
import { getDb } from '@/lib/db/client';
import { getNote, updateNote } from '@/lib/db/queries/notes';
import {
  backTo,
  mayChange,
  noNote,
  noteFormBytes,
  noteFromForm,
  noteParams,
  noteTarget,
  notYours,
} from '@/lib/notes/routes';
import { wantsJson } from '@/lib/spend/routes';

export const runtime = 'nodejs';

/**
 * POST /api/admin/notes/:id, the same form as a new note's: changes a note, its author's own or
 * any as an admin (an admin's change to someone else's note is audited).
 */
export const POST = adminRoute(
  { role: 'user', params: noteParams, form: { maxBytes: noteFormBytes } },
  async ({ request, user, params, form }) => {
    const db = await getDb();
    const before = await getNote(db, params.id);
    if (before?.source !== 'staff') return noNote();
    if (!mayChange(user, before)) return notYours();
    const note = noteFromForm(request, form);
    if (note instanceof Response) return note;
    const saved = await updateNote(db, params.id, note);
    if (!saved) return noNote();
    if (before.authorId !== user.id) {
      await audit('note_changed', {
        actor: user,
        target: noteTarget(before),
        headers: request.headers,
      });
    }
    if (wantsJson(request)) return Response.json({ note: saved });
    return backTo(form, { noteSaved: String(saved.id) });
  },
);
