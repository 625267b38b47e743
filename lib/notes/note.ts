import { dayNumber, earliestDay } from '@/lib/calendar';
import { maxNoteLength } from '@/lib/db/schema/notes';

/** A note as a chart and its list show it (lib/notes/notes.ts makes them). */
export type ChartNote = {
  /** Unique among a chart's notes: 'note:12', 'page:/blog/x', 'alert:5:fired'. */
  id: string;
  fromDay: string;
  toDay: string;
  text: string;
  /** Who wrote it: a staff member's name or address, or the product. */
  author: string;
  /** Written by the product (a campaign's first visit, a release, a page, an alert). */
  automatic: boolean;
  /** Who or what wrote it. */
  kind: 'staff' | 'campaign' | 'release' | 'page' | 'alert';
  private: boolean;
  /** The stored note's id, for a staff note (which can be edited), else null. */
  noteId: number | null;
  authorId: string | null;
};

export const productAuthor = 'Jackie (automatic)';

/** Who is reading: what they may change. */
export type NoteReader = { id: string; isAdmin: boolean };

export type NotesPanelProps = {
  notes: readonly ChartNote[];
  /** Who reads, and so what they may change; null on a shared view: the notes, no forms. */
  reader: NoteReader | null;
  /** The page to come back to after a form (its path and query). */
  back: string;
  /** The chart's days: the add form's default day, and its bounds. */
  range: { from: string; to: string };
  /** A day picked on the chart without scripts (`?noteDay=`), else the range's last day. */
  day?: string | null;
  /** What the last form post did, in words (fixed sentences chosen by code). */
  notice?: { kind: 'alert' | 'status'; text: string } | null;
};

/** The longest span a note may cover: as long as the longest range a chart shows. */
export const maxNoteDays = 400;

export type NoteInput = { fromDay: string; toDay: string; text: string; private: boolean };

/** Why a note form was refused, as a code a plain form's redirect carries. */
export type NoteRefusal =
  | 'day'
  | 'last-day'
  | 'order'
  | 'early'
  | 'span'
  | 'characters'
  | 'empty'
  | 'long';

/** Each refusal in words: what the page shows and the API answers. */
export const noteRefusals: Record<NoteRefusal, string> = {
  day: 'Give the note’s day as a date (YYYY-MM-DD).',
  'last-day': 'Give the note’s last day as a date (YYYY-MM-DD).',
  order: 'The note’s last day comes before its first.',
  early: `A note’s day is ${earliestDay} or later.`,
  span: `A note covers at most ${maxNoteDays} days.`,
  characters: 'The note’s text has characters that cannot be shown.',
  empty: 'Write the note’s text.',
  long: `A note is at most ${maxNoteLength} characters.`,
};

export const isNoteRefusal = (value: unknown): value is NoteRefusal =>
  typeof value === 'string' && Object.hasOwn(noteRefusals, value);

/**
 * A note form's fields, checked: the note, or why not. The days are `YYYY-MM-DD` (a missing last
 * day is the first); the text is trimmed, one line, 1 to 280 characters, without control
 * characters (markup is kept as text: it is shown as text).
 */
export function parseNoteForm(fields: {
  fromDay: unknown;
  toDay: unknown;
  text: unknown;
  private: unknown;
}): { ok: true; note: NoteInput } | { ok: false; refusal: NoteRefusal } {
  const refuse = (refusal: NoteRefusal) => ({ ok: false as const, refusal });
  const day = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const fromDay = day(fields.fromDay);
  const toDay = day(fields.toDay) || fromDay;
  const from = dayNumber(fromDay);
  const to = dayNumber(toDay);
  if (from === null) return refuse('day');
  if (to === null) return refuse('last-day');
  if (to < from) return refuse('order');
  if (fromDay < earliestDay) return refuse('early');
  if (to - from + 1 > maxNoteDays) return refuse('span');
  const raw = typeof fields.text === 'string' ? fields.text : '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(raw)) return refuse('characters');
  const text = raw.replace(/\s+/g, ' ').trim();
  if (text === '') return refuse('empty');
  if ([...text].length > maxNoteLength) return refuse('long');
  const on = fields.private === 'on' || fields.private === true || fields.private === 'true';
  return { ok: true, note: { fromDay, toDay, text, private: on } };
}
