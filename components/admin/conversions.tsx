import { Table, TableHead, tableStyles } from '@/components/ui/table';
import { businessZoneLabel } from '@/lib/calendar';
import {
  bookingStatusLabels,
  conversionLogQuery,
  type DestinationView,
  platformLabels,
  providerLabels,
  stateLabels,
  stateMeanings,
} from '@/lib/conversions/admin';
import type {
  ConversionLogEntry,
  ConversionLogFilter,
  ConversionLogRow,
  MatchKeyShare,
  PlatformSummary,
} from '@/lib/db/queries/conversion-log';
import {
  type ConversionState,
  conversionPlatforms,
  conversionStates,
} from '@/lib/db/schema/conversions';
import { formatCount } from '@/lib/format';
import { cn } from '@/lib/utils';
import { Breakable } from './figure-kit';
import { secondaryClass } from './form-kit';
import { AdminPanel } from './panel';
import { SendAgain } from './send-again';
import { When } from './when';

export const conversionsPath = '/admin/conversions';
/** Booked demos a page of the log. */
export const conversionLogPageSize = 25;
/** The match keys are counted over this many days: as long as a click id is kept. */
export const matchKeyDays = 90;

const { cell: td, row: tr } = tableStyles.framed;

const stateStyle: Record<ConversionState, string> = {
  queued: 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  pending: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  done: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  given_up: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  skipped: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
};

function StateBadge({ state }: { state: ConversionState }) {
  return (
    <span
      className={cn('whitespace-nowrap rounded-full px-2 py-0.5 font-semibold', stateStyle[state])}
    >
      {stateLabels[state]}
    </span>
  );
}

const share = (part: number, whole: number) =>
  whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—';

type Props = {
  destinations: DestinationView[];
  /** Why every destination is off although variables are set, or null. */
  configurationProblem: string | null;
  summary: PlatformSummary[];
  shares: MatchKeyShare[];
  entries: ConversionLogEntry[];
  total: number;
  filter: ConversionLogFilter;
  page: number;
  canSendAgain: boolean;
};

/**
 * The Conversions section: where booked demos were sent back to the ad platforms. Admins read
 * everything and send a given-up conversion again; viewers read. Rendered on the server, filtered
 * and paged by links and a GET form, so it works without JavaScript (sending again needs it).
 */
export function Conversions(props: Props) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="conversions-heading" className="space-y-3">
        <h2 id="conversions-heading" className="font-extrabold text-2xl tracking-tight sm:text-3xl">
          Conversions
        </h2>
        <p className="max-w-3xl text-muted-foreground text-sm">
          Each booked demo is sent back to the ad platforms, from the server, with the click id of
          the ad that brought its visit and the invitee’s email and phone hashed (SHA-256), so their
          bidding learns which clicks became demos. A cancellation before the send means nothing is
          sent. Times are {businessZoneLabel}.
        </p>
      </section>
      <Destinations {...props} />
      <MatchKeys shares={props.shares} />
      <Log {...props} />
    </div>
  );
}

function Destinations({ destinations, configurationProblem, summary }: Props) {
  return (
    <AdminPanel id="destinations" title="Destinations" className="mt-0">
      {configurationProblem ? (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          Nothing is sent: a conversions variable is set but not valid. {configurationProblem}
        </p>
      ) : null}
      <ul className="mt-4 grid gap-4 lg:grid-cols-3">
        {destinations.map((destination) => {
          const figures = summary.find((item) => item.platform === destination.platform);
          return (
            <li
              key={destination.platform}
              className="rounded-xl border border-border p-4"
              aria-labelledby={`destination-${destination.platform}`}
            >
              <h3 id={`destination-${destination.platform}`} className="font-bold text-lg">
                {destination.label}
              </h3>
              {destination.configured ? (
                <ConfiguredDestination destination={destination} figures={figures} />
              ) : (
                <p className="mt-1 text-sm">
                  <span className="font-semibold">Not configured.</span>{' '}
                  <span className="text-muted-foreground">
                    Set {destination.turnOn} to send booked demos here (README, “Ad platforms”).
                  </span>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </AdminPanel>
  );
}

function ConfiguredDestination({
  destination,
  figures,
}: {
  destination: DestinationView;
  figures: PlatformSummary | undefined;
}) {
  return (
    <div className="mt-1 space-y-2 text-sm">
      <p>
        <span className="font-semibold text-emerald-800 dark:text-emerald-300">Configured</span>
        {destination.testMode ? (
          <span className="font-semibold text-amber-800 dark:text-amber-300"> · test mode</span>
        ) : null}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">Account</dt>
        <dd className="wrap-anywhere">{destination.account}</dd>
        <dt className="text-muted-foreground">Sent as</dt>
        <dd className="wrap-anywhere">{destination.event}</dd>
        <dt className="text-muted-foreground">Match keys</dt>
        <dd>
          {destination.clickIdsOnly
            ? 'Click ids only (no hashed email or phone)'
            : 'Click ids, hashed email and phone'}
        </dd>
        <dt className="text-muted-foreground">Last sent</dt>
        <dd>{figures?.lastSentAt ? <When at={figures.lastSentAt} /> : 'Nothing yet'}</dd>
      </dl>
      {destination.testMode ? (
        <p className="text-amber-900 dark:text-amber-200">{destination.testMode}</p>
      ) : null}
      {figures ? (
        <p className="text-muted-foreground">
          {conversionStates
            .filter((state) => figures.counts[state] > 0)
            .map((state) => `${stateLabels[state]}: ${formatCount(figures.counts[state])}`)
            .join(' · ') || 'No booked demo queued yet.'}
        </p>
      ) : null}
      {figures?.problem ? (
        <div className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <p className="font-semibold">
            Last problem, <When at={figures.problem.at} />:
          </p>
          <p className="wrap-anywhere">{figures.problem.message}</p>
          <p className="mt-1">
            Nothing is lost: the conversions wait and are retried, and a given-up one can be sent
            again.
          </p>
        </div>
      ) : null}
    </div>
  );
}

function MatchKeys({ shares }: { shares: MatchKeyShare[] }) {
  const columns = ['With a click id', 'With a hashed email', 'With either'] as const;
  const values = (item: MatchKeyShare) => [item.withClickId, item.withEmail, item.withEither];
  return (
    <AdminPanel id="match-keys" title="Match keys by channel">
      <p className="mt-1 text-muted-foreground text-sm">
        Booked demos queued in the last {matchKeyDays} days, and how many carried something a
        platform can match them by: the click id of an ad (gclid, gbraid, wbraid, fbclid or msclkid)
        or the invitee’s hashed email. A booked demo with neither cannot be matched.
      </p>
      {shares.length === 0 ? (
        <p className="mt-4 text-muted-foreground">No booked demo was queued in that time.</p>
      ) : (
        <Table className="mt-4" caption="Booked demos with a match key, by channel">
          <TableHead
            columns={[
              { label: 'Channel', align: 'left' },
              { label: 'Booked demos', align: 'right' },
              ...columns.map((label) => ({ label, align: 'right' as const })),
            ]}
          />
          <tbody>
            {shares.map((item) => (
              <tr key={item.channel ?? ''} className={tr}>
                <th scope="row" className={cn(td, 'text-left font-medium')}>
                  {item.channel ?? '(no visit on record)'}
                </th>
                <td className={cn(td, 'text-right')}>{formatCount(item.bookedDemos)}</td>
                {values(item).map((value, index) => (
                  <td key={columns[index]} className={cn(td, 'text-right')}>
                    {share(value, item.bookedDemos)}{' '}
                    <span className="text-muted-foreground">({formatCount(value)})</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </AdminPanel>
  );
}

function Log({ entries, total, filter, page, canSendAgain }: Props) {
  const pages = Math.max(1, Math.ceil(total / conversionLogPageSize));
  const select = 'mt-1 block h-11 rounded-lg border border-border bg-background px-2';
  return (
    <AdminPanel id="conversion-log" title="Booked demos sent">
      <p className="mt-1 text-muted-foreground text-sm">
        Newest first: each booked demo, the visit it was matched to, and what became of it at each
        platform. The click id’s value and the hashed details are never shown.
      </p>
      <form method="get" action={conversionsPath} className="mt-4 flex flex-wrap items-end gap-3">
        <label className="text-sm">
          <span className="font-medium">Platform</span>
          <select name="platform" defaultValue={filter.platform ?? ''} className={select}>
            <option value="">Every platform</option>
            {conversionPlatforms.map((platform) => (
              <option key={platform} value={platform}>
                {platformLabels[platform]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="font-medium">State</span>
          <select name="state" defaultValue={filter.state ?? ''} className={select}>
            <option value="">Every state</option>
            {conversionStates.map((state) => (
              <option key={state} value={state}>
                {stateLabels[state]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={secondaryClass}>
          Show
        </button>
        <a
          href={`/api/admin/conversions/export${conversionLogQuery(filter)}`}
          className={secondaryClass}
          download
        >
          Download CSV
        </a>
      </form>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium">What each state means</summary>
        <dl className="mt-2 grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-3">
          {conversionStates.map((state) => (
            <div key={state} className="contents">
              <dt>
                <StateBadge state={state} />
              </dt>
              <dd className="text-muted-foreground">{stateMeanings[state]}</dd>
            </div>
          ))}
        </dl>
      </details>
      {entries.length === 0 ? (
        <p className="mt-4 text-muted-foreground">
          {filter.platform || filter.state
            ? 'No booked demo matches this filter.'
            : 'No booked demo has been queued for the ad platforms yet.'}
        </p>
      ) : (
        <ol className="mt-4 space-y-4" aria-label={`Booked demos, page ${page} of ${pages}`}>
          {entries.map((entry) => (
            <LogEntry key={entry.bookingId} entry={entry} canSendAgain={canSendAgain} />
          ))}
        </ol>
      )}
      {total > 0 ? (
        <nav aria-label="Conversion log pages" className="mt-4 flex items-center gap-4">
          {page > 1 ? (
            <a
              href={`${conversionsPath}${conversionLogQuery(filter, Math.min(page - 1, pages))}`}
              className="font-semibold underline"
            >
              Newer
            </a>
          ) : null}
          <span className="text-muted-foreground">
            Page {page} of {pages} · {formatCount(total)} booked {total === 1 ? 'demo' : 'demos'}
          </span>
          {page < pages ? (
            <a
              href={`${conversionsPath}${conversionLogQuery(filter, page + 1)}`}
              className="font-semibold underline"
            >
              Older
            </a>
          ) : null}
        </nav>
      ) : null}
    </AdminPanel>
  );
}

function LogEntry({ entry, canSendAgain }: { entry: ConversionLogEntry; canSendAgain: boolean }) {
  const name = `the demo booked ${entry.bookedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return (
    <li className="rounded-xl border border-border p-3 sm:p-4">
      <h3 className="font-semibold">
        Booked <When at={entry.bookedAt} /> on {providerLabels[entry.provider]}
        {entry.bookingStatus === 'booked' ? null : (
          <span className="text-muted-foreground">
            {' '}
            · {bookingStatusLabels[entry.bookingStatus]}
          </span>
        )}
      </h3>
      <p className="text-muted-foreground text-sm">
        {entry.visit ? (
          <>
            <Breakable
              text={`${entry.visit.channel} · ${entry.visit.source} · ${entry.visit.campaign}`}
            />
            {entry.clickId ? ` · ad click (${entry.clickId})` : ' · no ad click id'}
          </>
        ) : (
          'No visit on record: sent with the hashed details only.'
        )}
        <span className="block font-mono text-xs">Booking {entry.bookingId}</span>
      </p>
      <Table className="mt-2" caption={`Where ${name} was sent`}>
        <TableHead
          columns={[
            { label: 'Platform', align: 'left' },
            { label: 'State', align: 'left' },
            { label: 'When', align: 'left' },
            { label: 'Message', align: 'left' },
            ...(canSendAgain ? [{ label: 'Action', hidden: true }] : []),
          ]}
        />
        <tbody>
          {entry.rows.map((row) => (
            <tr key={row.id} className={tr}>
              <th scope="row" className={cn(td, 'text-left font-medium')}>
                {platformLabels[row.platform]}
              </th>
              <td className={td}>
                <StateBadge state={row.state} />
              </td>
              <td className={cn(td, 'text-xs')}>
                <RowTime row={row} />
              </td>
              <td className={cn(td, 'wrap-anywhere text-xs')}>
                {row.message ?? '—'}
                {row.attempts > 1 ? (
                  <span className="text-muted-foreground"> ({row.attempts} attempts)</span>
                ) : null}
              </td>
              {canSendAgain ? (
                <td className={td}>
                  {row.state === 'given_up' ? (
                    <SendAgain id={row.id} about={`to ${platformLabels[row.platform]}, ${name}`} />
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </Table>
    </li>
  );
}

function RowTime({ row }: { row: ConversionLogRow }) {
  if (row.state === 'queued') {
    return (
      <>
        sends <When at={row.dueAt} />
      </>
    );
  }
  if (row.state === 'pending') {
    return (
      <>
        sent <When at={row.sentAt ?? row.updatedAt} />, checked <When at={row.dueAt} />
      </>
    );
  }
  if (row.sentAt) {
    return (
      <>
        sent <When at={row.sentAt} />
      </>
    );
  }
  return <When at={row.updatedAt} />;
}
