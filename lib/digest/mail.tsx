import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  render,
  Section,
  Text,
} from '@react-email/components';
import type { CSSProperties } from 'react';
import { percentChange } from '@/lib/analytics/range';
import {
  formatCount,
  formatDay,
  formatDaySpan,
  formatMoney,
  formatOneDecimal,
  formatPercent,
} from '@/lib/format';
import { siteConfig } from '@/lib/site/config';
import type { DigestFigure, DigestNote, DigestReport, DigestRow } from './report';

/**
 * The weekly digest's mail, rendered from a report (./report.ts): a subject with the headline
 * figure, a plain-text version written by hand (aligned lines, URLs written out) and an HTML version
 * rendered with React Email. Pure apart from the renderer, so tests read all three.
 */

export type DigestMailOptions = {
  unsubscribeUrl: string;
  recipientName?: string | null;
  siteName?: string;
};

export type DigestMail = { subject: string; text: string; html: string };

/** What a missing figure shows: nothing to compare with, or no figure at all. */
const noValue = '—';
const minus = '\u2212';

const signed = (value: number, format: (magnitude: number) => string) =>
  `${value < 0 ? minus : '+'}${format(Math.abs(value))}`;

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/**
 * A label from a visitor's URL (campaign, page) on one line and of a readable length: control
 * characters would start new lines in the text version (and could fake one), and a path can be as
 * long as a URL gets.
 */
export function cleanLabel(label: string, maxLength = 100): string {
  const line = label
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1).trimEnd()}…` : line;
}

/**
 * A change as the digest writes it: the difference (`written` of its size, signed), then the
 * percent change when there is a week before to divide by; 'no change', '—'.
 */
function formatChange(
  { current, previous }: DigestFigure,
  written: (size: number) => string,
): string {
  if (current === null || previous === null) return noValue;
  const change = current - previous;
  if (change === 0) return 'no change';
  const sign = change < 0 ? minus : '+';
  const difference = `${sign}${written(Math.abs(change))}`;
  const percent = percentChange(current, previous);
  if (percent === null) return difference;
  const size = formatPercent(percent);
  return `${difference} (${size.startsWith('less') ? `less than ${sign}0.1%` : `${sign}${size}`})`;
}

/** A count's change: '+32 (+8.4%)', '−2 (−40%)', '+5' after a week of 0, 'no change', '—'. */
export const formatCountChange = (figure: DigestFigure) => formatChange(figure, formatCount);

/** An amount's change: '+$120.00 (+8.4%)', '−$40.00 (−25%)', 'no change', '—'. */
export const formatMoneyChange = (figure: DigestFigure, currency: string) =>
  formatChange(figure, (cents) => formatMoney(cents, currency));

/** A rate (0..1) in percent with one decimal: 0.0975 -> '9.8%'. */
export const formatRateValue = (rate: number | null) =>
  rate === null ? noValue : `${formatOneDecimal(rate * 100)}%`;

/**
 * A rate's change in percentage points, from the rounded figures the reader sees (so that 9.8% next
 * to 8.2% always reads +1.6): '+1.6 points', '−0.4 points', 'no change', '—'.
 */
export function formatRateChange({ current, previous }: DigestFigure): string {
  if (current === null || previous === null) return noValue;
  const tenths = Math.round(current * 1000) - Math.round(previous * 1000);
  if (tenths === 0) return 'no change';
  return `${signed(tenths / 10, formatOneDecimal)} ${Math.abs(tenths) === 10 ? 'point' : 'points'}`;
}

export type FigureLine = { label: string; current: string; previous: string; change: string };

/** The figures table's rows, as the text and the HTML show them (the values' when there are). */
export function figureLines(
  figures: DigestReport['figures'],
  values?: DigestReport['values'],
): FigureLine[] {
  const money = (label: string, figure: DigestFigure, currency: string): FigureLine => ({
    label,
    current: figure.current === null ? noValue : formatMoney(figure.current, currency),
    previous: figure.previous === null ? noValue : formatMoney(figure.previous, currency),
    change: formatMoneyChange(figure, currency),
  });
  const count = (label: string, figure: DigestFigure): FigureLine => ({
    label,
    current: figure.current === null ? noValue : formatCount(figure.current),
    previous: figure.previous === null ? noValue : formatCount(figure.previous),
    change: formatCountChange(figure),
  });
  return [
    count('Visits', figures.visits),
    count('Booking clicks', figures.bookingClicks),
    {
      label: 'Booking conversion rate',
      current: formatRateValue(figures.conversionRate.current),
      previous: formatRateValue(figures.conversionRate.previous),
      change: formatRateChange(figures.conversionRate),
    },
    count('Booked demos', figures.bookedDemos),
    count('Cancellations', figures.cancellations),
    count('Contact requests', figures.contactRequests),
    ...(values
      ? [
          money('Ad spend', values.spend, values.currency),
          money('Cost per booked demo', values.costPerBooked, values.currency),
          money('Won revenue', values.wonRevenue, values.currency),
        ]
      : []),
  ];
}

/** The weeks without visits the digest tells apart (`noVisitsKind`). */
export type NoVisitsKind = 'never' | 'fell' | 'again';

/**
 * Which week without visits a report is: `never` on a site that never had a visit (one sentence
 * instead of the table, as nothing is there to compare), `fell` after a week with visits and
 * `again` after a week of none on a site that had some before (both above the whole table, with a
 * pointer to the Alerts section: a site that had visits and has none is more likely tracking
 * that stopped than a quiet week); null for a week with visits. A week before with visits is a
 * drop whatever else the report says.
 */
export function noVisitsKind(report: DigestReport): NoVisitsKind | null {
  const { current, previous } = report.figures.visits;
  if (current) return null;
  if (previous) return 'fell';
  return report.everVisited ? 'again' : 'never';
}

/**
 * 'Week of Nov 10: 3 booked demos (+1), 412 visits'. One demo is singular; no change, or no week
 * before to compare with, leaves out the parenthesis (the body has the comparison). A week without
 * visits says which: 'Week of Nov 10: visits fell from 12 to 0' after a week with some, 'Week of
 * Nov 10: no visits, as the week before' after one without, 'Week of Nov 10: no visits' on a site
 * that never had one.
 */
export function digestSubject(report: DigestReport): string {
  const week = `Week of ${formatDay(report.week.from)}`;
  const { visits, bookedDemos } = report.figures;
  const none = noVisitsKind(report);
  if (none === 'fell') return `${week}: visits fell from ${formatCount(visits.previous ?? 0)} to 0`;
  if (none === 'again') return `${week}: no visits, as the week before`;
  if (none === 'never') return `${week}: no visits`;
  const parts: string[] = [];
  if (bookedDemos.current !== null) {
    const change = bookedDemos.previous === null ? 0 : bookedDemos.current - bookedDemos.previous;
    parts.push(
      `${plural(bookedDemos.current, 'booked demo', 'booked demos')}${change ? ` (${signed(change, formatCount)})` : ''}`,
    );
  }
  parts.push(plural(visits.current ?? 0, 'visit', 'visits'));
  return `${week}: ${parts.join(', ')}`;
}

/** 'Monday, Nov 10, to Sunday, Nov 16, 2025' (both years when the week spans New Year). */
function weekSpan({ from, to }: { from: string; to: string }): string {
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `Monday, ${formatDay(from, !sameYear)}, to Sunday, ${formatDay(to, true)}`;
}

function introLine(report: DigestReport, siteName: string): string {
  return `Here is how the ${siteName} site did in the week from ${weekSpan(report.week)}, next to the week before (${formatDaySpan(report.previousWeek.from, report.previousWeek.to)}).`;
}

/** The one sentence a site that never had a visit gets instead of the table. */
function neverVisitedLine(report: DigestReport): string {
  const { bookedDemos, contactRequests } = report.figures;
  const still = [
    bookedDemos.current ? plural(bookedDemos.current, 'booked demo', 'booked demos') : null,
    contactRequests.current
      ? plural(contactRequests.current, 'contact request', 'contact requests')
      : null,
  ].filter((part) => part !== null);
  return `No visits were recorded that week${still.length ? `, though ${still.join(' and ')} came in` : ''}.`;
}

/**
 * What a week without visits says first (`noVisitsKind`): 'Visits fell from 12 to 0.', 'No visits
 * were recorded that week or the week before.', or the one sentence of a site that never had a
 * visit; null for a week with visits.
 */
export function noVisitsLine(report: DigestReport): string | null {
  switch (noVisitsKind(report)) {
    case 'fell':
      return `Visits fell from ${formatCount(report.figures.visits.previous ?? 0)} to 0.`;
    case 'again':
      return 'No visits were recorded that week or the week before.';
    case 'never':
      return neverVisitedLine(report);
    default:
      return null;
  }
}

/** The line under a drop to no visits (`fell`, `again`), before the link to the Alerts section. */
export const alertsPointer = {
  line: 'If the tracking stopped, the Alerts section says since when.',
  link: 'Open the Alerts section',
};

export type TopList = {
  title: string;
  column: string;
  unit: string;
  rows: DigestRow[];
  empty: string;
};

export function topLists(report: DigestReport): TopList[] {
  const clean = (rows: DigestRow[]) =>
    rows.slice(0, 3).map((row) => ({ label: cleanLabel(row.label), value: row.value }));
  return [
    {
      title: 'Top channels',
      column: 'Channel',
      unit: 'booked demos',
      rows: clean(report.topChannels),
      empty: 'No booked demos this week.',
    },
    {
      title: 'Top campaigns',
      column: 'Campaign',
      unit: 'booked demos',
      rows: clean(report.topCampaigns),
      empty: 'No booked demos from a campaign this week.',
    },
    {
      title: 'Top pages',
      column: 'Page',
      unit: 'booking clicks',
      rows: clean(report.topPages),
      empty: 'No booking clicks this week.',
    },
  ];
}

const linkTexts = {
  overview: 'Open the overview for this week',
  campaigns: 'Open the campaign view',
  unsubscribe: 'Stop these weekly emails',
};

const whyLine = (siteName: string) =>
  `You get this weekly summary because you have an account on the ${siteName} analytics dashboard.`;

const greeting = (name: string | null | undefined) => {
  const clean = name ? cleanLabel(name, 60) : '';
  return clean ? `Hi ${clean},` : null;
};

/** The figures as aligned columns: labels left, numbers right, changes last. */
function textTable(lines: FigureLine[]): string {
  const header: FigureLine = {
    label: '',
    current: 'Last week',
    previous: 'Week before',
    change: 'Change',
  };
  const all = [header, ...lines];
  const width = (key: keyof FigureLine) => Math.max(...all.map((line) => line[key].length));
  const [label, current, previous] = [width('label'), width('current'), width('previous')];
  return all
    .map((line) =>
      [
        line.label.padEnd(label),
        line.current.padStart(current),
        line.previous.padStart(previous),
        line.change,
      ]
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function textTopList(list: TopList): string {
  const heading = `${list.title} (by ${list.unit})`;
  if (list.rows.length === 0) return `${heading}\n  ${list.empty}`;
  const width = Math.max(...list.rows.map((row) => formatCount(row.value).length));
  const rows = list.rows.map((row) => `  ${formatCount(row.value).padStart(width)}  ${row.label}`);
  return [heading, ...rows].join('\n');
}

/** The plain-text version, readable on its own. */
export function digestText(report: DigestReport, options: DigestMailOptions): string {
  const siteName = options.siteName ?? siteConfig.name;
  const hello = greeting(options.recipientName);
  const none = noVisitsKind(report);
  const notes = report.notes ?? [];
  const figures = [
    textTable(figureLines(report.figures, report.values)),
    ...topLists(report).map(textTopList),
    ...(notes.length
      ? [[notesTitle, ...notes.map((note) => `  ${noteLine(note)}`)].join('\n')]
      : []),
  ];
  const body =
    none === 'never'
      ? [neverVisitedLine(report)]
      : none
        ? [
            noVisitsLine(report) ?? '',
            `${alertsPointer.line}\n${alertsPointer.link}:\n${report.links.alerts}`,
            ...figures,
          ]
        : figures;
  return [
    ...(hello ? [hello] : []),
    introLine(report, siteName),
    ...body,
    `${linkTexts.overview}:\n${report.links.overview}`,
    `${linkTexts.campaigns}:\n${report.links.campaigns}`,
    `----\n${whyLine(siteName)}\n${linkTexts.unsubscribe}:\n${options.unsubscribeUrl}`,
  ]
    .join('\n\n')
    .concat('\n');
}

// Inline styles, since many mail apps drop <style>; no fills, so that a dark mode (whether the app
// inverts colours or not) keeps the text readable, and neutral greys that read on either ground.
const muted = '#6b7280';
const rule = '1px solid #9ca3af';
const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const styles = {
  body: { margin: 0, padding: '16px 12px', fontFamily },
  container: { maxWidth: '600px', width: '100%' },
  heading: { fontSize: '20px', lineHeight: '28px', margin: '0 0 16px' },
  subheading: { fontSize: '16px', lineHeight: '24px', margin: '24px 0 4px' },
  text: { fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' },
  table: { width: '100%', borderCollapse: 'collapse' },
  th: {
    fontSize: '12px',
    lineHeight: '16px',
    fontWeight: 600,
    color: muted,
    padding: '6px 4px',
    borderBottom: rule,
    verticalAlign: 'bottom',
  },
  td: { fontSize: '14px', lineHeight: '20px', padding: '8px 4px', borderBottom: rule },
  label: { textAlign: 'left', overflowWrap: 'anywhere', wordBreak: 'break-word' },
  number: { textAlign: 'right', whiteSpace: 'nowrap' },
  change: { textAlign: 'right' },
  link: { color: '#0f766e', fontWeight: 600, textDecoration: 'underline' },
  footer: { fontSize: '13px', lineHeight: '20px', color: muted, margin: '0 0 8px' },
} satisfies Record<string, CSSProperties>;

// For the apps that honour it: the page follows the reader's scheme, and the teal link lightens.
const darkCss = `:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .digest-link { color: #5eead4 !important; }
  .digest-muted { color: #9ca3af !important; }
}`;

function FiguresTable({ lines }: { lines: FigureLine[] }) {
  return (
    <table style={styles.table} width="100%" cellPadding={0} cellSpacing={0}>
      <thead>
        <tr>
          <th scope="col" style={{ ...styles.th, ...styles.label }} className="digest-muted">
            Figure
          </th>
          <th scope="col" style={{ ...styles.th, ...styles.change }} className="digest-muted">
            Last week
          </th>
          <th scope="col" style={{ ...styles.th, ...styles.change }} className="digest-muted">
            Week before
          </th>
          <th scope="col" style={{ ...styles.th, ...styles.change }} className="digest-muted">
            Change
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.label}>
            <th scope="row" style={{ ...styles.td, ...styles.label, fontWeight: 400 }}>
              {line.label}
            </th>
            <td style={{ ...styles.td, ...styles.number, fontWeight: 600 }}>{line.current}</td>
            <td style={{ ...styles.td, ...styles.number }}>{line.previous}</td>
            <td style={{ ...styles.td, ...styles.change }}>{line.change}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The notes' heading, and a note as one line: 'Nov 10: First visit from … (Jackie (automatic))'. */
export const notesTitle = 'Notes on the charts that week';
export const noteLine = (note: DigestNote) =>
  `${note.days}: ${cleanLabel(note.text, 300)} (${cleanLabel(note.author, 80)})`;

function NotesSection({ notes }: { notes: DigestNote[] }) {
  if (notes.length === 0) return null;
  return (
    <Section>
      <Heading as="h2" style={styles.subheading}>
        {notesTitle}
      </Heading>
      {notes.map((note, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed, never reordered
        <Text key={index} style={styles.text}>
          {noteLine(note)}
        </Text>
      ))}
    </Section>
  );
}

function TopListSection({ list }: { list: TopList }) {
  return (
    <Section>
      <Heading as="h2" style={styles.subheading}>
        {list.title}
      </Heading>
      {list.rows.length === 0 ? (
        <Text style={styles.text}>{list.empty}</Text>
      ) : (
        <table style={styles.table} width="100%" cellPadding={0} cellSpacing={0}>
          <thead>
            <tr>
              <th scope="col" style={{ ...styles.th, ...styles.label }} className="digest-muted">
                {list.column}
              </th>
              <th scope="col" style={{ ...styles.th, ...styles.number }} className="digest-muted">
                {list.unit.charAt(0).toUpperCase() + list.unit.slice(1)}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row, index) => (
              // Labels may repeat once shortened; the rank keeps the keys apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed, never reordered
              <tr key={index}>
                <td style={{ ...styles.td, ...styles.label }}>{row.label}</td>
                <td style={{ ...styles.td, ...styles.number }}>{formatCount(row.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

function DigestEmail({
  report,
  options,
  subject,
}: {
  report: DigestReport;
  options: DigestMailOptions;
  subject: string;
}) {
  const siteName = options.siteName ?? siteConfig.name;
  const hello = greeting(options.recipientName);
  const none = noVisitsKind(report);
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <title>{subject}</title>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkCss}</style>
      </Head>
      <Preview>{introLine(report, siteName)}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Heading as="h1" style={styles.heading}>
            {siteName}: your weekly summary
          </Heading>
          {hello ? <Text style={styles.text}>{hello}</Text> : null}
          <Text style={styles.text}>{introLine(report, siteName)}</Text>
          {none === 'never' ? (
            <Text style={styles.text}>{neverVisitedLine(report)}</Text>
          ) : (
            <>
              {none ? (
                <>
                  <Text style={{ ...styles.text, fontWeight: 600 }}>{noVisitsLine(report)}</Text>
                  <Text style={styles.text}>
                    {alertsPointer.line}{' '}
                    <Link href={report.links.alerts} style={styles.link} className="digest-link">
                      {alertsPointer.link}
                    </Link>
                  </Text>
                </>
              ) : null}
              <FiguresTable lines={figureLines(report.figures, report.values)} />
              {topLists(report).map((list) => (
                <TopListSection key={list.title} list={list} />
              ))}
              <NotesSection notes={report.notes ?? []} />
            </>
          )}
          <Section style={{ margin: '24px 0' }}>
            <Text style={styles.text}>
              <Link href={report.links.overview} style={styles.link} className="digest-link">
                {linkTexts.overview}
              </Link>
            </Text>
            <Text style={styles.text}>
              <Link href={report.links.campaigns} style={styles.link} className="digest-link">
                {linkTexts.campaigns}
              </Link>
            </Text>
          </Section>
          <Hr style={{ borderTop: rule, margin: '16px 0' }} />
          <Text style={styles.footer} className="digest-muted">
            {whyLine(siteName)}
          </Text>
          <Text style={styles.footer} className="digest-muted">
            <Link href={options.unsubscribeUrl} style={styles.link} className="digest-link">
              {linkTexts.unsubscribe}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The weekly digest for one recipient: subject, plain text and HTML of the same report. */
export async function digestMail(
  report: DigestReport,
  options: DigestMailOptions,
): Promise<DigestMail> {
  const subject = digestSubject(report);
  const html = await render(<DigestEmail report={report} options={options} subject={subject} />);
  return { subject, text: digestText(report, options), html };
}
