import { Link } from '@/components/ui/link';
import { dayNumber } from '@/lib/calendar';
import { maxNoteLength } from '@/lib/db/schema/notes';
import { formatDay, formatShortDaySpan } from '@/lib/format';
import type { ChartNote, NotesPanelProps } from '@/lib/notes/note';

export type { NotesPanelProps };

import { cn } from '@/lib/utils';
import { inputClass, primaryClass, secondaryClass } from './form-kit';

/** The id of a note's entry in the list, which its mark on the chart links to. */
export const noteAnchor = (note: ChartNote) => `note-${note.id.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** A note's days as a mark and the list say them. */
export const noteDays = (note: ChartNote) =>
  note.fromDay === note.toDay
    ? formatDay(note.fromDay, true)
    : formatShortDaySpan(note.fromDay, note.toDay);

const markLabel = (note: ChartNote) => `Note, ${noteDays(note)}, by ${note.author}: ${note.text}`;

/**
 * The notes as marks over a chart's time axis, from `first` to `last` (the days of its first and
 * last bucket, `lastEnd` the last bucket's final day): each mark a link to the note in the list
 * below (focusable, named by its days, author and text), wide as the days it covers. Aligned
 * with the plot of components/admin/bar-chart.tsx (its y axis takes the first 3 rem).
 */
export function NoteMarks({
  notes,
  first,
  lastEnd,
}: {
  notes: readonly ChartNote[];
  first: string;
  lastEnd: string;
}) {
  const start = dayNumber(first);
  const end = dayNumber(lastEnd);
  if (start === null || end === null || notes.length === 0) return null;
  const days = end - start + 1;
  const at = (day: string) => {
    const number = dayNumber(day) ?? start;
    return Math.min(Math.max((number - start) / days, 0), 1);
  };
  return (
    <div className="pl-12">
      <ul
        aria-label="Notes on these days"
        className="relative h-6 border-border border-b border-dashed"
      >
        {notes.map((note) => {
          const left = at(note.fromDay);
          const right = Math.min(1, Math.max(at(note.toDay) + 1 / days, left + 1 / days));
          return (
            <li
              key={note.id}
              className="absolute top-0 h-full"
              // Never past the axis's end: a one-day mark on the last day keeps its width inside.
              style={{
                left: `min(${left * 100}%, calc(100% - 0.75rem))`,
                width: `max(0.75rem, ${(right - left) * 100}%)`,
              }}
            >
              <a
                href={`#${noteAnchor(note)}`}
                title={markLabel(note)}
                className={cn(
                  'block h-4 rounded-sm border-2 focus-visible:outline-2 focus-visible:outline-offset-2',
                  note.automatic
                    ? 'border-slate-600 bg-slate-200 dark:border-slate-300 dark:bg-slate-700'
                    : 'border-amber-700 bg-amber-200 dark:border-amber-300 dark:bg-amber-800',
                )}
              >
                <span className="sr-only">{markLabel(note)}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const linkClass =
  'font-semibold text-brand-800 underline underline-offset-2 hover:no-underline dark:text-brand-200';

function NoteFields({
  idPrefix,
  note,
  defaultDay,
}: {
  idPrefix: string;
  note?: ChartNote;
  defaultDay: string;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-[auto_auto_1fr]">
      <label className="font-medium text-sm" htmlFor={`${idPrefix}-from`}>
        First day
        <input
          id={`${idPrefix}-from`}
          name="fromDay"
          type="date"
          required
          defaultValue={note?.fromDay ?? defaultDay}
          className={cn(inputClass, 'mt-1 block')}
        />
      </label>
      <label className="font-medium text-sm" htmlFor={`${idPrefix}-to`}>
        Last day <span className="font-normal text-muted-foreground">(optional)</span>
        <input
          id={`${idPrefix}-to`}
          name="toDay"
          type="date"
          defaultValue={note && note.toDay !== note.fromDay ? note.toDay : ''}
          className={cn(inputClass, 'mt-1 block')}
        />
      </label>
      <label className="font-medium text-sm sm:col-span-3" htmlFor={`${idPrefix}-text`}>
        Note{' '}
        <span className="font-normal text-muted-foreground">
          (up to {maxNoteLength} characters)
        </span>
        <textarea
          id={`${idPrefix}-text`}
          name="text"
          required
          maxLength={maxNoteLength}
          rows={2}
          defaultValue={note?.text ?? ''}
          className={cn(inputClass, 'mt-1 block h-auto min-h-20 w-full py-2')}
        />
      </label>
      <label className="flex items-center gap-2 font-medium text-sm sm:col-span-3">
        <input
          type="checkbox"
          name="private"
          defaultChecked={note?.private ?? false}
          className="size-5"
        />
        Private: staff only, never on a shared view
      </label>
    </div>
  );
}

/**
 * The notes of the chart's days as a list (each mark on the chart links to its entry), and the
 * forms to add one and to change or delete one's own (any, for an admin). Plain forms: it all
 * works without JavaScript; with it, clicking a day on the chart fills in the add form.
 */
export function NotesPanel({ notes, reader, back, range, day, notice }: NotesPanelProps) {
  const defaultDay = day && day >= range.from && day <= range.to ? day : range.to;
  return (
    <section id="notes" aria-labelledby="notes-heading" className="space-y-4">
      <h3 id="notes-heading" className="font-semibold text-lg">
        Notes
      </h3>
      {notice ? (
        <p
          role={notice.kind}
          className={cn('font-medium', notice.kind === 'alert' && 'text-destructive')}
        >
          {notice.text}
        </p>
      ) : null}
      {notes.length === 0 ? (
        <p className="text-muted-foreground text-sm">No notes on these days yet.</p>
      ) : (
        <ol className="space-y-3">
          {notes.map((note) => {
            const editable =
              reader !== null &&
              note.noteId !== null &&
              (reader.isAdmin || note.authorId === reader.id);
            return (
              <li
                key={note.id}
                id={noteAnchor(note)}
                className="scroll-mt-24 border-border border-l-4 pl-3"
              >
                <p className="text-muted-foreground text-sm">
                  <span className="font-semibold text-foreground">{noteDays(note)}</span> ·{' '}
                  {note.author}
                  {note.private ? ' · Private' : ''}
                </p>
                <p className="wrap-anywhere">{note.text}</p>
                {editable ? (
                  <details className="mt-1">
                    <summary className="cursor-pointer text-sm underline underline-offset-2">
                      Edit or delete this note
                    </summary>
                    <form
                      method="post"
                      action={`/api/admin/notes/${note.noteId}`}
                      className="mt-2 space-y-3"
                    >
                      <input type="hidden" name="back" value={back} />
                      <NoteFields
                        idPrefix={`edit-${note.noteId}`}
                        note={note}
                        defaultDay={defaultDay}
                      />
                      <button type="submit" className={secondaryClass}>
                        Save the note
                      </button>
                    </form>
                    <form
                      method="post"
                      action={`/api/admin/notes/${note.noteId}/delete`}
                      className="mt-2"
                    >
                      <input type="hidden" name="back" value={back} />
                      <button type="submit" className={secondaryClass}>
                        Delete the note
                      </button>
                    </form>
                  </details>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {reader ? (
        <details id="add-note" className="rounded-xl border border-border p-3" open={Boolean(day)}>
          <summary className="cursor-pointer font-semibold">Add a note</summary>
          <p className="mt-2 text-muted-foreground text-sm">
            A campaign that started, a page that changed, a holiday: what someone reading this chart
            in a month will need to know. Click a day on the chart, or drag across days, to fill in
            the dates; or{' '}
            <Link href="#add-note-from" className={linkClass}>
              type them
            </Link>
            .
          </p>
          <form method="post" action="/api/admin/notes" className="mt-3 space-y-3" data-note-form>
            <input type="hidden" name="back" value={back} />
            <NoteFields idPrefix="add-note" defaultDay={defaultDay} />
            <button type="submit" className={primaryClass}>
              Add the note
            </button>
          </form>
        </details>
      ) : null}
    </section>
  );
}
