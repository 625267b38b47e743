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

/** The least width of a mark, as a share of the axis: 24 px on the narrowest plot (a phone). */
const markSpan = 0.1;
/** A lane of marks: 24 px high (WCAG 2.5.8's target size) and a gap. */
const laneRem = 1.75;

/**
 * The notes as marks over a chart's time axis, from `first` to `last` (the days of its first and
 * last bucket, `lastEnd` the last bucket's final day): one mark per first day (its notes named
 * together), each a link to the first of them in the list below, focusable, named by the days,
 * authors and texts, as wide as the days it covers and at least 24 px. Marks that would touch go
 * to lanes below each other, so that no two targets overlap. Aligned with the plot of
 * components/admin/bar-chart.tsx (its y axis takes the first 3 rem).
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
  const byDay = new Map<string, ChartNote[]>();
  for (const note of notes) byDay.set(note.fromDay, [...(byDay.get(note.fromDay) ?? []), note]);
  const laneEnds: number[] = [];
  const marks = [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, group]) => {
      const left = Math.min(at(day), 1 - markSpan);
      const last = group.reduce((latest, note) => (note.toDay > latest ? note.toDay : latest), day);
      const right = Math.min(1, Math.max(at(last) + 1 / days, left + markSpan));
      let lane = laneEnds.findIndex((laneEnd) => laneEnd <= left);
      if (lane === -1) lane = laneEnds.push(right) - 1;
      else laneEnds[lane] = right;
      const label =
        group.length === 1
          ? markLabel(group[0] as ChartNote)
          : `${group.length} notes from ${formatDay(day, true)}: ${group.map((note) => `${note.text} (${note.author})`).join('; ')}`;
      return { day, group, left, right, lane, label };
    });
  return (
    <div className="pl-12">
      <ul
        aria-label="Notes on these days"
        className="relative border-border border-b border-dashed"
        style={{ height: `${laneEnds.length * laneRem}rem` }}
      >
        {marks.map((mark) => (
          <li
            key={mark.day}
            className="absolute"
            style={{
              left: `${mark.left * 100}%`,
              width: `${(mark.right - mark.left) * 100}%`,
              top: `${mark.lane * laneRem}rem`,
            }}
          >
            <a
              href={`#${noteAnchor(mark.group[0] as ChartNote)}`}
              title={mark.label}
              className={cn(
                'block h-6 min-w-6 rounded-sm border-2 focus-visible:outline-2 focus-visible:outline-offset-2',
                mark.group.every((note) => note.automatic)
                  ? 'border-slate-600 bg-slate-200 dark:border-slate-300 dark:bg-slate-700'
                  : 'border-amber-700 bg-amber-200 dark:border-amber-300 dark:bg-amber-800',
              )}
            >
              <span className="sr-only">{mark.label}</span>
            </a>
          </li>
        ))}
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
