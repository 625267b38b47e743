import 'server-only';
import { alertsPath } from '@/lib/alerts/admin';
import { chooseCampaignReader } from '@/lib/analytics/campaign-reader';
import { readCampaignValues, withRates } from '@/lib/analytics/campaigns';
import { addDays } from '@/lib/analytics/range';
import type { CampaignMeasureRow, CampaignMeasures } from '@/lib/db/campaign-model';
import type { Database } from '@/lib/db/client';
import { hasCampaignValues } from '@/lib/db/queries/campaign-values';
import { getDashboardTiles } from '@/lib/db/queries/dashboard';
import { hasVisitThrough } from '@/lib/db/queries/sessions';
import { env } from '@/lib/env';
import { formatDay, formatShortDaySpan } from '@/lib/format';
import { chartNotes } from '@/lib/notes/notes';
import { absoluteUrl } from '@/lib/site/config';
import type { DigestReport, DigestRow } from './report';
import { weekRange } from './week';

/** The top `count` rows by `measure`, leaving out rows with none of it. */
function top(rows: CampaignMeasureRow[], measure: 'booked' | 'clicked', count = 3): DigestRow[] {
  return rows
    .filter((row) => row[measure] > 0)
    .sort((a, b) => b[measure] - a[measure] || a.label.localeCompare(b.label))
    .slice(0, count)
    .map((row) => ({ label: row.label, value: row[measure] }));
}

const conversion = (figures: CampaignMeasures) =>
  figures.visits > 0 ? figures.clicked / figures.visits : null;

/**
 * The digest of the week starting `monday`, with the week before for comparison, read through the
 * dashboard's own queries (the campaign view's figures and tables, from where the view reads them,
 * and the overview's contact requests), so that it says what `/admin?range=<that week>` says.
 * `through`: the week so far (the overview's preview of this week), against the same days of the
 * week before.
 */
export async function buildDigestReport(
  db: Database,
  monday: string,
  through: string = addDays(monday, 6),
): Promise<DigestReport> {
  const week = { from: monday, to: through };
  const previousWeek = { from: addDays(monday, -7), to: addDays(through, -7) };
  const campaigns = await chooseCampaignReader(db);
  const valuesOf = async (range: { from: string; to: string }) =>
    (await readCampaignValues(db, campaigns, range, {})).figures;
  const [{ figures: current, tables }, previous, tiles, previousTiles, values, everVisited, notes] =
    await Promise.all([
      campaigns.view(week, {}),
      campaigns.figures(previousWeek, {}),
      getDashboardTiles(db, week),
      getDashboardTiles(db, previousWeek),
      hasCampaignValues(db).then((any) =>
        any ? Promise.all([valuesOf(week), valuesOf(previousWeek)]) : null,
      ),
      hasVisitThrough(db, through),
      chartNotes(db, week, { includePrivate: true }),
    ]);
  const pair = (now: number | null, before: number | null) => ({ current: now, previous: before });
  const [valued, valuedBefore] = values
    ? [withRates(current, values[0]), withRates(previous, values[1])]
    : [null, null];
  const range = through === addDays(monday, 6) ? weekRange(monday) : 'week';
  return {
    week,
    previousWeek,
    figures: {
      visits: pair(current.visits, previous.visits),
      bookingClicks: pair(current.clicked, previous.clicked),
      conversionRate: pair(conversion(current), conversion(previous)),
      bookedDemos: pair(current.booked, previous.booked),
      cancellations: pair(current.cancelled, previous.cancelled),
      contactRequests: pair(tiles.contactRequests, previousTiles.contactRequests),
    },
    ...(valued &&
    valuedBefore &&
    (valued.spend !== null ||
      valuedBefore.spend !== null ||
      valued.wonRevenue > 0 ||
      valuedBefore.wonRevenue > 0)
      ? {
          values: {
            currency: env().SITE_CURRENCY,
            spend: pair(valued.spend, valuedBefore.spend),
            costPerBooked: pair(valued.costPerBooked, valuedBefore.costPerBooked),
            wonRevenue: pair(valued.wonRevenue, valuedBefore.wonRevenue),
          },
        }
      : {}),
    everVisited,
    notes: notes.map((note) => ({
      days:
        note.fromDay === note.toDay
          ? formatDay(note.fromDay)
          : formatShortDaySpan(note.fromDay, note.toDay),
      text: note.text,
      author: note.author,
    })),
    topChannels: top(tables.channels, 'booked'),
    // A campaign row without a campaign name is not a campaign.
    topCampaigns: top(
      tables.campaigns.filter((row) => row.filter.campaign !== '(none)'),
      'booked',
    ),
    topPages: top(tables.pages, 'clicked').map((row) => ({
      ...row,
      label: row.label === 'landing' ? '/' : row.label,
    })),
    links: {
      overview: absoluteUrl(`/admin?range=${range}`),
      campaigns: absoluteUrl(`/admin/campaigns?range=${range}`),
      alerts: absoluteUrl(alertsPath),
    },
  };
}
