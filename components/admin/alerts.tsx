import { Link } from '@/components/ui/link';
import { Table, tableStyles } from '@/components/ui/table';
import {
  type AlertRule,
  maxWindowHours,
  paidChannels,
  type RuleSettings,
} from '@/lib/alerts/rules';
import type { Incident } from '@/lib/db/queries/alerts';
import type { AlertRuleId } from '@/lib/db/schema/alerts';
import { formatCount } from '@/lib/format';
import { cn } from '@/lib/utils';
import { inputClass, primaryClass, secondaryClass } from './form-kit';
import { AdminPanel } from './panel';
import { When } from './when';

const { cell: td, headCell: th, head, name: nameCell } = tableStyles.framed;

const linkClass =
  'font-semibold text-brand-800 underline underline-offset-2 hover:no-underline dark:text-brand-200';

export type AlertsView = {
  open: Incident[];
  history: Incident[];
  historyTotal: number;
  page: number;
  pageSize: number;
  rules: { rule: AlertRule; settings: RuleSettings }[];
  /** The chat webhook, masked (its path is a secret), and what its messages did lately. */
  chat: {
    masked: string | null;
    updatedAt: Date | null;
    updatedBy: string | null;
    waiting: number;
    failed: number;
    lastError: string | null;
  };
  lastRunAt: Date | null;
  recipients: number;
  /** The signed-in person may change rules and the webhook, and send a test (admins). */
  canChange: boolean;
  /** What a plain form's post came back with (`?refused=`, `?saved=`, `?tested=`). */
  notice: { kind: 'alert' | 'status'; text: string; ruleId?: AlertRuleId | 'chat' | 'test' } | null;
};

const ruleLabels = (rules: AlertsView['rules']) =>
  new Map(rules.map(({ rule }) => [rule.id, rule.label] as const));

/** "Booked demos, Paid Search" or "Booked demos". */
const incidentName = (labels: Map<AlertRuleId, string>, incident: Incident) =>
  `${labels.get(incident.ruleId) ?? incident.ruleId}${incident.scope ? `, ${incident.scope}` : ''}`;

const directionWords = { drop: 'Drop', spike: 'Spike', problem: 'Tracking' } as const;

function Notice({ notice, of }: { notice: AlertsView['notice']; of: string }) {
  if (!notice || notice.ruleId !== of) return null;
  return (
    <p
      role={notice.kind}
      className={cn('mt-3 font-medium', notice.kind === 'alert' && 'text-destructive')}
    >
      {notice.text}
    </p>
  );
}

function FiringNow({ view, labels }: { view: AlertsView; labels: Map<AlertRuleId, string> }) {
  if (view.open.length === 0) {
    return (
      <p className="mt-3">
        Nothing is firing.{' '}
        {view.lastRunAt ? (
          <>
            The rules were last checked <When at={view.lastRunAt} />.
          </>
        ) : (
          'The rules have not been checked yet: the server checks them every five minutes.'
        )}
      </p>
    );
  }
  return (
    <ul className="mt-4 space-y-4">
      {view.open.map((incident) => (
        <li key={incident.id} className="rounded-xl border border-destructive/40 p-4">
          <h3 className="font-semibold">
            {directionWords[incident.direction]}: {incidentName(labels, incident)}
          </h3>
          <p className="mt-1">{incident.facts.summary}</p>
          {incident.facts.baseline ? (
            <p className="mt-1 text-muted-foreground text-sm">{incident.facts.baseline}</p>
          ) : null}
          <p className="mt-1 text-sm">
            Since <When at={incident.startedAt} />; fired <When at={incident.firedAt} />.{' '}
            <Link href={incident.facts.path} className={linkClass}>
              Open the view
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}

function RuleForm({ rule, settings }: { rule: AlertRule; settings: RuleSettings }) {
  const field = 'mt-1 w-32';
  return (
    <form
      method="post"
      action={`/api/admin/alerts/rules/${rule.id}`}
      className="mt-3 flex flex-wrap items-end gap-3"
    >
      <label className="flex items-center gap-2 font-medium">
        <input
          type="checkbox"
          name="enabled"
          defaultChecked={settings.enabled}
          className="size-5"
        />
        On
      </label>
      <label className="font-medium text-sm">
        {rule.thresholdLabel}
        <input
          name="threshold"
          inputMode="numeric"
          required
          defaultValue={String(settings.threshold)}
          className={cn(inputClass, field, 'block')}
        />
      </label>
      {rule.kind === 'figure' ? (
        <label className="font-medium text-sm">
          Window (hours, 1 to {maxWindowHours})
          <input
            name="windowHours"
            inputMode="numeric"
            required
            defaultValue={String(settings.windowHours ?? rule.defaultWindowHours)}
            className={cn(inputClass, field, 'block')}
          />
        </label>
      ) : null}
      <button type="submit" className={secondaryClass}>
        Save {rule.label}
      </button>
    </form>
  );
}

function Rules({ view }: { view: AlertsView }) {
  return (
    <ul className="mt-4 space-y-6">
      {view.rules.map(({ rule, settings }) => (
        <li key={rule.id} id={`rule-${rule.id}`} className="border-border border-t pt-4">
          <h3 className="font-semibold">
            {rule.label}
            <span className="ml-2 font-normal text-muted-foreground text-sm">
              {settings.enabled ? 'On' : 'Off'}
            </span>
          </h3>
          <p className="mt-1 text-sm">{rule.description}</p>
          <p className="mt-1 text-muted-foreground text-sm">
            {rule.thresholdLabel}: {formatCount(settings.threshold)}
            {rule.kind === 'figure'
              ? `; window: ${settings.windowHours ?? rule.defaultWindowHours} hours; watched for the whole site and for ${paidChannels.join(' and ')}.`
              : '.'}
            {settings.updatedAt ? (
              <>
                {' '}
                Changed by {settings.updatedBy ?? 'an admin'}, <When at={settings.updatedAt} />.
              </>
            ) : (
              ' The default.'
            )}
          </p>
          {view.canChange ? <RuleForm rule={rule} settings={settings} /> : null}
          <Notice notice={view.notice} of={rule.id} />
        </li>
      ))}
    </ul>
  );
}

function Delivery({ view }: { view: AlertsView }) {
  const { chat } = view;
  return (
    <div className="mt-3 space-y-4">
      <p>
        Each alert, and its recovery, is mailed once to the {formatCount(view.recipients)}{' '}
        {view.recipients === 1 ? 'person who has' : 'people who have'} alerts on (on by default for
        admins; each person turns them on or off in{' '}
        <Link href="/admin/security" className={linkClass}>
          Security
        </Link>
        ).
      </p>
      <p>
        {chat.masked ? (
          <>
            Also posted to the chat webhook <code className="wrap-anywhere">{chat.masked}</code>
            {chat.updatedAt ? (
              <>
                , set by {chat.updatedBy ?? 'an admin'}, <When at={chat.updatedAt} />
              </>
            ) : null}
            .
          </>
        ) : (
          'No chat webhook is set: alerts go by mail only.'
        )}
        {chat.waiting > 0
          ? ` ${formatCount(chat.waiting)} message${chat.waiting === 1 ? ' is' : 's are'} waiting to be sent again.`
          : ''}
        {chat.failed > 0
          ? ` ${formatCount(chat.failed)} could not be delivered in the last day.`
          : ''}
      </p>
      {chat.lastError ? (
        <p className="text-muted-foreground text-sm">Last answer: {chat.lastError}</p>
      ) : null}
      {view.canChange ? (
        <>
          <form
            method="post"
            action="/api/admin/alerts/chat"
            className="flex flex-wrap items-end gap-3"
          >
            <label className="w-full min-w-0 font-medium text-sm sm:w-auto sm:flex-1">
              Chat webhook URL (Slack or Google Chat incoming webhook, https)
              <input
                name="url"
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://hooks.slack.com/services/…"
                className={cn(inputClass, 'mt-1 block w-full')}
              />
            </label>
            <button type="submit" className={secondaryClass}>
              Save webhook
            </button>
          </form>
          {chat.masked ? (
            <form method="post" action="/api/admin/alerts/chat">
              <input type="hidden" name="url" value="" />
              <button type="submit" className={secondaryClass}>
                Remove the chat webhook
              </button>
            </form>
          ) : null}
          <Notice notice={view.notice} of="chat" />
          <form method="post" action="/api/admin/alerts/test">
            <button type="submit" className={primaryClass}>
              Send a test alert
            </button>
          </form>
          <Notice notice={view.notice} of="test" />
        </>
      ) : null}
    </div>
  );
}

function History({ view, labels }: { view: AlertsView; labels: Map<AlertRuleId, string> }) {
  if (view.history.length === 0) return <p className="mt-3">No alert has fired yet.</p>;
  const pages = Math.max(1, Math.ceil(view.historyTotal / view.pageSize));
  return (
    <>
      <Table className="mt-4">
        <thead className={head}>
          <tr>
            <th scope="col" className={cn(th, 'text-left')}>
              Alert
            </th>
            <th scope="col" className={cn(th, 'text-left')}>
              What
            </th>
            <th scope="col" className={cn(th, 'text-left')}>
              Fired
            </th>
            <th scope="col" className={cn(th, 'text-left')}>
              Recovered
            </th>
          </tr>
        </thead>
        <tbody>
          {view.history.map((incident) => (
            <tr key={incident.id} className="border-border border-t align-top">
              <th scope="row" className={nameCell}>
                {directionWords[incident.direction]}: {incidentName(labels, incident)}
              </th>
              <td className={td}>
                {incident.facts.summary}{' '}
                <Link href={incident.facts.path} className={linkClass}>
                  View
                </Link>
              </td>
              <td className={td}>
                <When at={incident.firedAt} />
              </td>
              <td className={td}>
                {incident.endedAt ? <When at={incident.endedAt} /> : 'Still firing'}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {pages > 1 ? (
        <nav aria-label="History pages" className="mt-3 flex gap-4">
          {view.page > 1 ? (
            <Link href={`/admin/alerts?page=${view.page - 1}`} className={linkClass}>
              Newer
            </Link>
          ) : null}
          <span>
            Page {view.page} of {pages}
          </span>
          {view.page < pages ? (
            <Link href={`/admin/alerts?page=${view.page + 1}`} className={linkClass}>
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

/** The Alerts section: what fires now, the rules, who is told, and what fired before. */
export function Alerts({ view }: { view: AlertsView }) {
  const labels = ruleLabels(view.rules);
  return (
    <div>
      <h2 className="font-extrabold text-2xl tracking-tight sm:text-3xl">Alerts</h2>
      <p className="mt-1 max-w-prose text-muted-foreground">
        The server checks the booked demos, booking clicks, visits and booking conversion rate
        against the same weekday and hours of the previous four weeks, and the tracking itself,
        every five minutes. What fires is mailed at once, and again when it recovers.
      </p>
      <AdminPanel id="alerts-now" title="Firing now">
        <FiringNow view={view} labels={labels} />
      </AdminPanel>
      <AdminPanel id="alerts-delivery" title="Who is told">
        <Delivery view={view} />
      </AdminPanel>
      <AdminPanel id="alerts-rules" title="Rules">
        <Rules view={view} />
      </AdminPanel>
      <AdminPanel id="alerts-history" title="History">
        <History view={view} labels={labels} />
      </AdminPanel>
    </div>
  );
}
