import 'server-only';
import { z } from 'zod';
import type { StaffUser } from '@/lib/auth/session';
import type { StoredNote } from '@/lib/db/queries/notes';
import { errorResponse } from '@/lib/http/error-body';
import { seeOther, wantsJson } from '@/lib/spend/routes';
import { type NoteRefusal, noteRefusals, parseNoteForm } from './note';

/** A note's id in a path: what the database issues, nothing else reaches SQL. */
export const noteParams = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/, 'That note id is not valid.')
    .transform(Number),
});

/** A form post is at most this: a note is 280 characters (1,120 bytes of UTF-8) and two days. */
export const noteFormBytes = 4096;

/**
 * Where a plain form goes back to: the admin page it was posted from (`back`, a path of the
 * admin, nothing else), with the outcome and the notes' list in view.
 */
export function backTo(form: FormData | null, outcome: Record<string, string>): Response {
  const raw = form?.get('back');
  const back =
    typeof raw === 'string' && /^\/admin(?:[/?][^\s\\]*)?$/.test(raw) && !raw.startsWith('//')
      ? raw
      : '/admin';
  const url = new URL(back, 'http://site.invalid');
  for (const name of ['noteSaved', 'noteRefused', 'noteDeleted', 'noteDay']) {
    url.searchParams.delete(name);
  }
  for (const [name, value] of Object.entries(outcome)) url.searchParams.set(name, value);
  return seeOther(`${url.pathname}${url.search}#notes`);
}

/** The form's note, or the answer to a refusal (400 JSON, or back to the page with its code). */
export function noteFromForm(request: Request, form: FormData | null) {
  const parsed = parseNoteForm({
    fromDay: form?.get('fromDay'),
    toDay: form?.get('toDay'),
    text: form?.get('text'),
    private: form?.get('private'),
  });
  if (parsed.ok) return parsed.note;
  return refused(request, form, parsed.refusal);
}

export function refused(request: Request, form: FormData | null, refusal: NoteRefusal) {
  if (wantsJson(request)) return errorResponse(400, 'invalid_request', noteRefusals[refusal]);
  return backTo(form, { noteRefused: refusal });
}

/** Whether `user` may change `note`: their own, or any as an admin. */
export const mayChange = (user: StaffUser, note: StoredNote) =>
  user.isAdmin || note.authorId === user.id;

export const notYours = () =>
  errorResponse(403, 'forbidden', 'You can change only your own notes; admins can change any.');

export const noNote = () => errorResponse(404, 'not_found', 'There is no such note.');

/** How the audit log names a note: its days and the start of its text. */
export const noteTarget = (note: StoredNote) =>
  `${note.authorLabel ?? 'someone'}’s note of ${note.fromDay === note.toDay ? note.fromDay : `${note.fromDay} to ${note.toDay}`}: ${note.text.slice(0, 80)}`;
