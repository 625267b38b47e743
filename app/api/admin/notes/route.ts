import { adminRoute } from '@/lib/auth/route';
import { getDb } from '@/lib/db/client';
import { insertNote } from '@/lib/db/queries/notes';
import { backTo, noteFormBytes, noteFromForm } from '@/lib/notes/routes';
import { wantsJson } from '@/lib/spend/routes';

export const runtime = 'nodejs';

/**
 * POST /api/admin/notes (every staff member who reads the dashboard), a form with `fromDay`,
 * `toDay` (optional: one day), `text`, `private` (a checkbox) and `back` (the admin page to go
 * back to): a note on the charts, by its author.
 */
export const POST = adminRoute(
  { role: 'user', form: { maxBytes: noteFormBytes } },
  async ({ request, user, form }) => {
    const note = noteFromForm(request, form);
    if (note instanceof Response) return note;
    const saved = await insertNote(await getDb(), {
      ...note,
      authorId: user.id,
      authorLabel: user.name?.trim() || user.email,
    });
    if (wantsJson(request)) return Response.json({ note: saved }, { status: 201 });
    return backTo(form, { noteSaved: String(saved.id) });
  },
);
