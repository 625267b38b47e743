import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { businessDay, type DayRange, dayNumber } from '@/lib/calendar';
import { getGuides, getPosts } from '@/lib/content';
import type { Database, SqlClient } from '@/lib/db/client';
import {
  hasCampaignNotes,
  listAlertMoments,
  listNotes,
  type StoredNote,
  writeCampaignNotes,
  writeReleaseNote,
} from '@/lib/db/queries/notes';
import { startPeriodic } from '@/lib/periodic';
import {
  type ChartNote,
  isNoteRefusal,
  type NotesPanelProps,
  noteRefusals,
  productAuthor,
} from './note';

/**
 * The notes a chart shows for a range (docs/analytics.md, "Notes"): what staff wrote, and what
 * the product notes on its own: a campaign's first visit and a new release (stored once, by
 * whichever instance sees it first), a page published (from the content's dates) and an alert
 * that fired or recovered (from the alerts' history).
 */

const within = (day: string, range: DayRange) =>
  (range.from === null || day >= range.from) && day <= range.to;

/** The content's published pages, as notes: a post or a guide, on the day it was published. */
function pageNotes(range: DayRange): ChartNote[] {
  const pages = [
    ...getPosts().map((post) => ({
      day: post.published,
      title: post.title,
      path: `/blog/${post.slug}`,
    })),
    ...getGuides().map((guide) => ({
      day: guide.published,
      title: guide.title,
      path: `/${guide.slug}`,
    })),
  ];
  return pages
    .filter((page) => within(page.day, range))
    .map((page) => ({
      id: `page:${page.path}`,
      fromDay: page.day,
      toDay: page.day,
      text: `Published “${page.title}” (${page.path})`,
      author: productAuthor,
      automatic: true,
      kind: 'page' as const,
      private: false,
      noteId: null,
      authorId: null,
    }));
}

const fromStored = (note: StoredNote): ChartNote => ({
  id: `note:${note.id}`,
  fromDay: note.fromDay,
  toDay: note.toDay,
  text: note.text,
  author: note.source === 'staff' ? (note.authorLabel ?? 'A former staff member') : productAuthor,
  automatic: note.source !== 'staff',
  kind: note.source,
  private: note.private,
  noteId: note.source === 'staff' ? note.id : null,
  authorId: note.authorId,
});

/**
 * Every note of `range`, by first day: with the private ones for staff (`includePrivate`), never
 * for a shared view.
 */
export async function chartNotes(
  db: SqlClient,
  range: DayRange,
  options: { includePrivate: boolean },
): Promise<ChartNote[]> {
  const [stored, alerts] = await Promise.all([
    listNotes(db, range, options),
    listAlertMoments(db, range),
  ]);
  const alertNotes = alerts.map(
    (moment): ChartNote => ({
      id: `alert:${moment.id}:${moment.event}`,
      fromDay: moment.day,
      toDay: moment.day,
      text: `${moment.event === 'fired' ? 'Alert' : 'Recovered'}: ${moment.summary}`,
      author: productAuthor,
      automatic: true,
      kind: 'alert' as const,
      private: false,
      noteId: null,
      authorId: null,
    }),
  );
  return [...stored.map(fromStored), ...pageNotes(range), ...alertNotes].sort(
    (a, b) => a.fromDay.localeCompare(b.fromDay) || a.id.localeCompare(b.id),
  );
}

/** The site's release as the build names it: package.json's version and Next.js's build id. */
function release(): { key: string; text: string } | null {
  try {
    const version = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')).version;
    const build = readFileSync(join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
    return {
      key: `${version}+${build}`,
      text: `New release of the site (version ${version}, build ${build.slice(0, 12)})`,
    };
  } catch {
    return null;
  }
}

/** How often campaigns' first visits are looked for, and how far back each look reads. */
const campaignsEveryMs = 10 * 60_000;
const campaignLookBackMs = 2 * 24 * 3_600_000;

/** One look for campaigns seen for the first time (every visit on the first look ever). */
export async function noteNewCampaigns(db: SqlClient, now: Date = new Date()): Promise<number> {
  const since = (await hasCampaignNotes(db)) ? new Date(now.getTime() - campaignLookBackMs) : null;
  return writeCampaignNotes(db, since);
}

/** At server start: the release's note, then campaigns' first visits every ten minutes. */
export function startNotesWriter(getDb: () => Promise<Database>): void {
  startPeriodic('notes.writer', 'Chart notes', campaignsEveryMs, async () => {
    const db = await getDb();
    const current = release();
    if (current) await writeReleaseNote(db, current.key, businessDay(new Date()), current.text);
    await noteNewCampaigns(db);
  });
}

/** The query parameters a note form's redirect carries back (lib/notes/routes.ts `backTo`). */
const noteParams = ['noteSaved', 'noteRefused', 'noteDeleted', 'noteDay'];

/**
 * What a chart's notes panel needs on an admin page: the notes of `range` (private ones too:
 * staff read them), who reads (what they may change), where forms come back to (`path` and the
 * page's query without the forms' own parameters), a day picked without scripts, and what the
 * last form did, as fixed sentences.
 */
export async function loadNotesPanel(
  db: SqlClient,
  reader: { id: string; isAdmin: boolean },
  range: DayRange,
  path: string,
  params: URLSearchParams,
): Promise<NotesPanelProps> {
  const notes = await chartNotes(db, range, { includePrivate: true });
  const query = new URLSearchParams(params);
  for (const name of noteParams) query.delete(name);
  const search = query.toString();
  const refusal = params.get('noteRefused');
  const notice = isNoteRefusal(refusal)
    ? { kind: 'alert' as const, text: `The note was not saved: ${noteRefusals[refusal]}` }
    : params.get('noteSaved')
      ? { kind: 'status' as const, text: 'The note is saved.' }
      : params.get('noteDeleted')
        ? { kind: 'status' as const, text: 'The note is deleted.' }
        : null;
  const day = params.get('noteDay');
  return {
    notes,
    reader: { id: reader.id, isAdmin: reader.isAdmin },
    back: `${path}${search ? `?${search}` : ''}`,
    range: { from: range.from ?? range.to, to: range.to },
    day: day && dayNumber(day) !== null ? day : null,
    notice,
  };
}

/**
 * The notes of `range` on a shared view, without forms: staff's that are not private, releases
 * and pages published. Never a campaign's first visit or an alert: they name other campaigns and
 * channels than a link locked to one may show.
 */
export async function sharedNotesPanel(db: SqlClient, range: DayRange): Promise<NotesPanelProps> {
  const notes = await chartNotes(db, range, { includePrivate: false });
  return {
    notes: notes.filter((note) => note.kind !== 'campaign' && note.kind !== 'alert'),
    reader: null,
    back: '',
    range: { from: range.from ?? range.to, to: range.to },
    day: null,
    notice: null,
  };
}
