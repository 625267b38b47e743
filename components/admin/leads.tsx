import type { ReactNode } from 'react';
import { dimensionLabels } from '@/lib/db/campaign-model';
import { type LeadFilter, type LeadRow, leadVisitDimensions } from '@/lib/db/queries/leads';
import type { OutboxSummary } from '@/lib/db/queries/mail-outbox';
import { formatBusinessTime } from '@/lib/format';
import { type ContactLink, mailLink, phoneLink } from '@/lib/leads/contact-links';
import {
  type BestTime,
  bestTimeLabels,
  type ContactMethod,
  contactMethodLabels,
  leadStatuses,
  type Topic,
  type Trade,
  topicLabels,
  topics,
  tradeLabels,
  trades,
} from '@/lib/leads/options';
import { LeadEditor } from './leads-controls';
import { PreferenceToggle } from './preference-toggle';
import { When } from './when';

type Props = {
  leads: LeadRow[];
  total: number;
  page: number;
  pageSize: number;
  filter: LeadFilter;
  outbox: OutboxSummary;
  canManage: boolean;
  notifyNewLeads: boolean;
};

const statusOptions = leadStatuses.map((status) => [
  status,
  `${status[0]?.toUpperCase()}${status.slice(1)}`,
]);
const tradeOptions = trades.map((trade) => [trade, tradeLabels[trade]]);
const topicOptions = topics.map((topic) => [topic, topicLabels[topic]]);

const label = <T extends string>(labels: Record<T, string>, value: string) =>
  labels[value as T] ?? value;

function filterQuery(filter: LeadFilter, page?: number) {
  const query = new URLSearchParams();
  if (filter.status) query.set('leadStatus', filter.status);
  if (filter.trade) query.set('leadTrade', filter.trade);
  if (filter.topic) query.set('leadTopic', filter.topic);
  if (page && page > 1) query.set('leadsPage', String(page));
  return query.toString();
}

/** A phone number or address that calls or writes when tapped (as it is when it is not valid). */
function Reach({ link }: { link: ContactLink }) {
  return link.href ? (
    <a href={link.href} className="font-medium underline underline-offset-2">
      {link.text}
    </a>
  ) : (
    link.text
  );
}

/**
 * One line of a lead's details. `unbroken`: a value that may be one long string (an address, a
 * path, a campaign name), allowed to wrap anywhere so a phone's screen never scrolls sideways;
 * other values wrap between words only.
 */
type Detail = { term: string; value: ReactNode; unbroken?: boolean };

/** The channel, source and campaign of the lead's visit, as the campaign view names them. */
function visitDetails(lead: LeadRow): Detail[] {
  if (!lead.visit) return [{ term: 'Came from', value: 'No visit on record' }];
  const { visit } = lead;
  return leadVisitDimensions.map((id) => ({
    term: dimensionLabels[id],
    value: visit[id],
    unbroken: id !== 'channel',
  }));
}

function OutboxNotice({ outbox }: { outbox: OutboxSummary }) {
  if (outbox.pending === 0 && outbox.failed === 0) {
    return (
      <p className="mt-2 text-muted-foreground text-sm">Every email about leads has been sent.</p>
    );
  }
  return (
    <p
      role="status"
      className="mt-2 wrap-break-word rounded-lg border border-amber-400 bg-amber-50 p-3 text-amber-950 text-sm dark:bg-amber-950 dark:text-amber-50"
    >
      {outbox.pending > 0
        ? `${outbox.pending} ${outbox.pending === 1 ? 'email is' : 'emails are'} waiting to be sent${outbox.nextRetryAt ? `; next attempt ${formatBusinessTime(outbox.nextRetryAt)}` : ''}. `
        : ''}
      {outbox.failed > 0
        ? `${outbox.failed} ${outbox.failed === 1 ? 'email' : 'emails'} could not be sent after every retry. `
        : ''}
      {outbox.lastError ? `The mail server said: ${outbox.lastError}` : ''}
    </p>
  );
}

/**
 * The Leads inbox: every contact-form request, newest first, with its status, note and who last
 * changed it. Filters and paging are plain links and a GET form, so they work without script;
 * changing a lead needs admin or sales, checked again by PATCH /api/admin/leads/:id.
 */
export function Leads({
  leads,
  total,
  page,
  pageSize,
  filter,
  outbox,
  canManage,
  notifyNewLeads,
}: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const select = 'mt-1 block h-10 rounded-lg border border-border bg-background px-2';
  const exportQuery = filterQuery(filter);
  return (
    <section
      id="leads"
      aria-labelledby="leads-heading"
      className="rounded-2xl border border-border bg-card p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="leads-heading" className="font-bold text-2xl">
          Leads
        </h2>
        <a
          href={`/api/admin/leads/export${exportQuery ? `?${exportQuery}` : ''}`}
          className="rounded-lg border border-border px-3 py-2 font-semibold text-sm hover:bg-muted"
        >
          Download CSV
        </a>
      </div>
      <p className="mt-1 text-muted-foreground">
        Messages from the contact form, newest first. Requests the spam rules caught are kept under
        Spam and were not emailed. {canManage ? '' : 'Only admins and sales can change a lead.'}
      </p>
      <OutboxNotice outbox={outbox} />
      <PreferenceToggle
        preference="notifyNewLeads"
        initial={notifyNewLeads}
        label="Email me when a new lead comes in"
        onText="You will get an email for each new lead."
        offText="New-lead emails are off."
      />

      <form method="get" action="/admin/leads" className="mt-5 flex flex-wrap items-end gap-3">
        {(
          [
            ['leadStatus', 'Status', 'All statuses', filter.status, statusOptions],
            ['leadTrade', 'Trade', 'All trades', filter.trade, tradeOptions],
            ['leadTopic', 'Topic', 'All topics', filter.topic, topicOptions],
          ] as const
        ).map(([name, title, all, value, choices]) => (
          <div key={name}>
            <label htmlFor={`${name}-filter`} className="font-medium text-sm">
              {title}
            </label>
            <select id={`${name}-filter`} name={name} defaultValue={value ?? ''} className={select}>
              <option value="">{all}</option>
              {choices.map(([choice, text]) => (
                <option key={choice} value={choice}>
                  {text}
                </option>
              ))}
            </select>
          </div>
        ))}
        <button
          type="submit"
          className="h-10 rounded-lg border border-border px-4 font-semibold hover:bg-muted"
        >
          Filter
        </button>
      </form>

      <p className="mt-4 text-muted-foreground text-sm">
        {total === 0
          ? 'No leads match.'
          : `${total} ${total === 1 ? 'lead' : 'leads'}, page ${page} of ${pages}.`}
      </p>
      <ol className="mt-2 space-y-4">
        {leads.map((lead) => (
          <li key={lead.id} className="rounded-xl border border-border p-3 sm:p-4">
            <article aria-labelledby={`lead-${lead.id}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3
                  id={`lead-${lead.id}`}
                  className="min-w-0 wrap-break-word font-semibold text-lg"
                >
                  {lead.name}{' '}
                  <span className="font-normal text-muted-foreground">· {lead.business}</span>
                </h3>
                <p className="text-muted-foreground text-sm">
                  <span className="mr-2 rounded-full border border-border px-2 py-0.5 font-semibold capitalize">
                    {lead.status}
                  </span>
                  <When at={lead.createdAt} />
                </p>
              </div>
              <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                {(
                  [
                    { term: 'About', value: label<Topic>(topicLabels, lead.topic) },
                    { term: 'Trade', value: label<Trade>(tradeLabels, lead.trade) },
                    {
                      term: 'Phone',
                      value: lead.phone ? <Reach link={phoneLink(lead.phone)} /> : '—',
                    },
                    {
                      term: 'Email',
                      value: lead.email ? <Reach link={mailLink(lead.email)} /> : '—',
                      unbroken: true,
                    },
                    {
                      term: 'Contact by',
                      value: label<ContactMethod>(contactMethodLabels, lead.preferredContact),
                    },
                    { term: 'Best time', value: label<BestTime>(bestTimeLabels, lead.bestTime) },
                    { term: 'Sent from', value: lead.sourcePage, unbroken: true },
                    ...visitDetails(lead),
                    ...(lead.spamReason ? [{ term: 'Spam rule', value: lead.spamReason }] : []),
                    ...(lead.mailPending
                      ? [
                          {
                            term: 'Emails about it',
                            value: `${lead.mailPending} waiting to be sent`,
                          },
                        ]
                      : []),
                    {
                      term: 'Last change',
                      value: lead.updatedAt ? (
                        <>
                          {lead.updatedBy ?? 'someone'}, <When at={lead.updatedAt} />
                        </>
                      ) : (
                        'None yet'
                      ),
                      unbroken: true,
                    },
                  ] satisfies Detail[]
                ).map(({ term, value, unbroken }) => (
                  <div key={term} className="flex gap-2">
                    <dt className="shrink-0 font-medium">{term}:</dt>
                    <dd className={unbroken ? 'min-w-0 wrap-anywhere' : 'min-w-0 wrap-break-word'}>
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
              {lead.message ? (
                <p className="mt-2 wrap-break-word whitespace-pre-wrap">{lead.message}</p>
              ) : null}
              {canManage ? (
                <LeadEditor id={lead.id} name={lead.name} status={lead.status} note={lead.note} />
              ) : lead.note ? (
                <p className="mt-2 wrap-break-word text-sm">
                  <span className="font-medium">Note:</span> {lead.note}
                </p>
              ) : null}
            </article>
          </li>
        ))}
      </ol>
      {pages > 1 ? (
        <nav aria-label="Leads pages" className="mt-4 flex gap-4">
          {page > 1 ? (
            <a
              href={`/admin/leads?${filterQuery(filter, page - 1)}`}
              className="font-semibold underline"
            >
              Newer leads
            </a>
          ) : null}
          {page < pages ? (
            <a
              href={`/admin/leads?${filterQuery(filter, page + 1)}`}
              className="font-semibold underline"
            >
              Older leads
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
