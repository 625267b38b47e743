import { Link } from '@/components/ui/link';
import { Table, TableHead, tableStyles } from '@/components/ui/table';
import { sectionById } from '@/lib/auth/sections';
import {
  alertsPointer,
  digestSubject,
  figureLines,
  noteLine,
  notesTitle,
  noVisitsKind,
  noVisitsLine,
  topLists,
} from '@/lib/digest/mail';
import type { DigestReport } from '@/lib/digest/report';
import { formatCount, formatDaySpan } from '@/lib/format';
import { cn } from '@/lib/utils';
import { AdminPanel } from './panel';

const { cell: td } = tableStyles.framed;

/**
 * The overview's "This week" read as the Monday digest will read it (lib/digest/mail.tsx's own
 * subject, figures, top lists and, for a week without visits, its sentence: one sentence alone on
 * a site that never had a visit, a drop above the table with the Alerts section's link
 * otherwise), from Monday to today against the same days of last week. Nothing is sent.
 */
export function DigestWeekPreview({ report }: { report: DigestReport }) {
  const days = formatDaySpan(report.week.from, report.week.to);
  const before = formatDaySpan(report.previousWeek.from, report.previousWeek.to);
  const none = noVisitsKind(report);
  return (
    <AdminPanel id="digest-week-preview" title="This week so far, as the digest reads it">
      <p className="mt-1 text-muted-foreground">
        The Monday digest of this week, read now: {days}, next to the same days of last week (
        {before}). Nothing is sent; the digest itself goes out after the week ends.
      </p>
      <p className="mt-4">
        <span className="font-semibold">Subject:</span> {digestSubject(report)}
      </p>
      {none === 'never' ? (
        <p className="mt-4">{noVisitsLine(report)}</p>
      ) : (
        <>
          {none ? (
            <>
              <p className="mt-4 font-semibold">{noVisitsLine(report)}</p>
              <p className="mt-1">
                {alertsPointer.line}{' '}
                <Link
                  href={sectionById('alerts').href}
                  className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
                >
                  {alertsPointer.link}
                </Link>
              </p>
            </>
          ) : null}
          <DigestWeekFigures report={report} days={days} />
        </>
      )}
    </AdminPanel>
  );
}

/** The table and the top lists, as the digest has them for any week with something to compare. */
function DigestWeekFigures({ report, days }: { report: DigestReport; days: string }) {
  return (
    <>
      <Table className="mt-4" caption={`The digest's figures for ${days}`}>
        <TableHead
          columns={[
            { label: 'Figure', align: 'left' },
            { label: 'This week so far', align: 'right' },
            { label: 'Same days last week', align: 'right' },
            { label: 'Change', align: 'right' },
          ]}
        />
        <tbody>
          {figureLines(report.figures).map((line) => (
            <tr key={line.label} className="border-border border-t">
              <th scope="row" className={cn(td, 'text-left font-normal')}>
                {line.label}
              </th>
              <td className={cn(td, 'text-right')}>{line.current}</td>
              <td className={cn(td, 'text-right')}>{line.previous}</td>
              <td className={cn(td, 'text-right')}>{line.change}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <div className="mt-6 grid gap-6 md:grid-cols-3">
        {topLists(report).map((list) => (
          <section key={list.title} aria-labelledby={`digest-week-${list.column.toLowerCase()}`}>
            <h3 id={`digest-week-${list.column.toLowerCase()}`} className="font-semibold">
              {list.title}{' '}
              <span className="font-normal text-muted-foreground text-sm">(by {list.unit})</span>
            </h3>
            {list.rows.length === 0 ? (
              <p className="mt-1 text-muted-foreground text-sm">{list.empty}</p>
            ) : (
              <ol className="mt-1 space-y-1 text-sm">
                {list.rows.map((row) => (
                  <li key={row.label} className="flex justify-between gap-3">
                    <span className="min-w-0 break-words">{row.label}</span>
                    <span className="shrink-0 tabular-nums">{formatCount(row.value)}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        ))}
      </div>
      {report.notes && report.notes.length > 0 ? (
        <section aria-labelledby="digest-week-notes" className="mt-6">
          <h3 id="digest-week-notes" className="font-semibold">
            {notesTitle}
          </h3>
          <ul className="mt-1 space-y-1 text-sm">
            {report.notes.map((note, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed, never reordered
              <li key={index} className="wrap-anywhere">
                {noteLine(note)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
