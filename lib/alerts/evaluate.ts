import 'server-only';
import { campaignQuery } from '@/lib/analytics/campaign-filters';
import { campaignsPath } from '@/lib/analytics/campaign-links';
import { businessDay } from '@/lib/calendar';
import type { SqlClient } from '@/lib/db/client';
import {
  bookingClicksSinceDay,
  bookingDeliveriesSince,
  type CountedFact,
  conversionsGivenUpSince,
  countWindows,
  endIncident,
  eventsInEarlierWeeks,
  firstVisitAt,
  type Incident,
  lastBookingReceivedAt,
  lastEventAt,
  listOpenIncidents,
  mailGivenUpSince,
  markNotified,
  openIncident,
  readRuleSettings,
  type WindowCount,
} from '@/lib/db/queries/alerts';
import type { AlertDirection, AlertFacts, AlertRuleId } from '@/lib/db/schema/alerts';
import { env } from '@/lib/env';
import { formatBusinessTime, formatCount, formatPercent } from '@/lib/format';
import { type Baseline, countBaseline, decide, median } from './baseline';
import {
  type AlertRule,
  alertRules,
  defaultSettings,
  type FigureRule,
  type HealthRule,
  paidChannels,
  type RuleSettings,
} from './rules';

/**
 * One check of every rule (docs/alerts.md): each figure rule for the site and each paid channel,
 * each health rule for the site. A rule that fires opens an incident (one per rule and scope,
 * whichever instance gets there first); an open incident ends when its rule is satisfied again.
 * lib/alerts/notify.ts tells people of both. Returns what it opened and ended.
 */

const hour = 3_600_000;
const day = 24 * hour;
/** The previous weeks a baseline is the median of. */
const baselineWeeks = 4;
/**
 * Visits of the last half hour may still click: the conversion-rate rule counts the visits that
 * began up to half an hour before the check, so the last ones are not read as not clicking.
 */
const settleMs = 30 * 60_000;
/** A silence this short is no silence: events arrive in batches, and nights are quiet. */
const shortestSilenceMs = 15 * 60_000;
/** "Booking deliveries silent" needs visitors still clicking: this many clicks in its days. */
const silentClicksMinimum = 3;

export type EvaluationResult = { opened: Incident[]; ended: Incident[] };

/** What a rule says for a scope: firing (in a direction, since when, why), or not. */
type Finding =
  | {
      scope: string;
      firing: true;
      direction: AlertDirection;
      since: Date;
      facts: AlertFacts;
    }
  | { scope: string; firing: false; facts: AlertFacts }
  /** Nothing to judge (too little history or volume): an open incident stays as it is. */
  | { scope: string; firing: null };

const scopeLabel = (scope: string) => (scope === '' ? '' : ` from ${scope}`);

/** 'the last 24 hours', 'the last 3 hours'. */
const windowWords = (hours: number) => (hours === 1 ? 'the last hour' : `the last ${hours} hours`);

/** The dashboard's view of a window: the overview for visits, the campaign view otherwise. */
function figurePath(rule: FigureRule, scope: string, from: Date, to: Date): string {
  const range = `${businessDay(from)}..${businessDay(to)}`;
  if (rule.measure === 'visits' && scope === '') return `/admin?range=${range}`;
  return `${campaignsPath}?${campaignQuery(scope ? { channel: scope } : {}, { range })}`;
}

/** The counts of a scope in each week: k = 0 the window, 1..4 the weeks before. */
function countsOf(rows: WindowCount[], scope: string, field: 'count' | 'clicked') {
  const weeks = Array.from({ length: baselineWeeks + 1 }, () => 0);
  for (const row of rows) {
    if (scope !== '' && row.channel !== scope) continue;
    weeks[row.k] = (weeks[row.k] ?? 0) + row[field];
  }
  return weeks;
}

async function judgeFigure(
  db: SqlClient,
  rule: FigureRule,
  settings: RuleSettings,
  now: Date,
  open: Map<string, Incident>,
  firstVisit: Date | null,
): Promise<Finding[]> {
  const hours = settings.windowHours ?? rule.defaultWindowHours;
  const to = new Date(now.getTime() - (rule.measure === 'rate' ? settleMs : 0));
  const from = new Date(to.getTime() - hours * hour);
  const scopes = ['', ...paidChannels];
  // Four whole weeks of the site before the window, or the baseline means nothing.
  if (!firstVisit || firstVisit.getTime() > from.getTime() - baselineWeeks * 7 * day) {
    return scopes.map((scope) => ({ scope, firing: null }));
  }
  const fact: CountedFact =
    rule.measure === 'booked'
      ? { eventType: 'booked_demo' }
      : rule.measure === 'clicks'
        ? { eventType: 'cta_click' }
        : { visits: true };
  const rows = await countWindows(db, fact, from, to, baselineWeeks);
  return scopes.map((scope): Finding => {
    const counts = countsOf(rows, scope, 'count');
    let observed = counts[0] as number;
    let baseline: Baseline;
    let baselineWords: string;
    if (rule.measure === 'rate') {
      const clicked = countsOf(rows, scope, 'clicked');
      const rates = counts
        .slice(1)
        .flatMap((visits, i) => (visits > 0 ? [(clicked[i + 1] as number) / visits] : []));
      const rate = median(rates) ?? 0;
      const visits = observed;
      observed = clicked[0] as number;
      baseline = {
        expected: visits * rate,
        weight: clicked.slice(1).reduce((sum, n) => sum + n, 0),
      };
      baselineWords = `${formatPercent(rate)} of visits clicked Book a Demo on the same weekday and hours of the previous four weeks (median); ${formatCount(visits)} visits would bring ${formatCount(Math.round(baseline.expected))}.`;
    } else {
      const history = counts.slice(1);
      baseline = countBaseline(history);
      baselineWords = `Usually ${formatCount(Math.round(baseline.expected))}: the median of the same weekday and hours of the previous four weeks (${[...history].reverse().map(formatCount).join(', ')}, oldest first).`;
    }
    const current = open.get(`${rule.id}|${scope}`);
    const direction =
      current?.direction === 'drop' || current?.direction === 'spike' ? current.direction : null;
    const decision = decide(direction, observed, baseline, settings.threshold);
    const verb = (d: 'drop' | 'spike') => (d === 'drop' ? 'fell to' : 'rose to');
    const summary = (d: 'drop' | 'spike' | null) =>
      d
        ? `${rule.label}${scopeLabel(scope)} ${verb(d)} ${formatCount(observed)} in ${windowWords(hours)}.`
        : `${rule.label}${scopeLabel(scope)} are back to ${formatCount(observed)} in ${windowWords(hours)}.`;
    const facts = (d: 'drop' | 'spike' | null): AlertFacts => ({
      summary: summary(d),
      baseline: baselineWords,
      observed,
      expected: Math.round(baseline.expected * 10) / 10,
      path: figurePath(rule, scope, from, now),
    });
    if (decision?.kind === 'fire') {
      return {
        scope,
        firing: true,
        direction: decision.direction,
        since: from,
        facts: facts(decision.direction),
      };
    }
    if (decision?.kind === 'recover') return { scope, firing: false, facts: facts(null) };
    return { scope, firing: null };
  });
}

/** A health rule's finding for the site. */
const health = (
  firing: boolean,
  since: Date,
  summary: string,
  path: string,
  baseline: string | null = null,
): Finding =>
  firing
    ? {
        scope: '',
        firing: true,
        direction: 'problem',
        since,
        facts: { summary, baseline, observed: null, expected: null, path },
      }
    : {
        scope: '',
        firing: false,
        facts: { summary, baseline, observed: null, expected: null, path },
      };

async function judgeHealth(
  db: SqlClient,
  rule: HealthRule,
  settings: RuleSettings,
  now: Date,
  firstVisit: Date | null,
): Promise<Finding> {
  const threshold = settings.threshold;
  switch (rule.id) {
    case 'events_stopped': {
      const last = await lastEventAt(db);
      if (!last) return { scope: '', firing: null };
      if (now.getTime() - last.getTime() < shortestSilenceMs) {
        return health(
          false,
          last,
          `Events are being stored again (the last at ${formatBusinessTime(last)}).`,
          '/admin?range=today',
        );
      }
      const from = new Date(Math.max(last.getTime(), now.getTime() - 7 * day));
      const usual = median(await eventsInEarlierWeeks(db, from, now)) ?? 0;
      return health(
        usual >= threshold,
        last,
        `No event has been stored since ${formatBusinessTime(last)}.`,
        '/admin?range=today',
        `The same weekday and hours of the previous four weeks brought ${formatCount(Math.round(usual))} events (median).`,
      );
    }
    case 'booking_silent': {
      const since = new Date(now.getTime() - threshold * day);
      const [deliveries, lastBooking, clicks] = await Promise.all([
        bookingDeliveriesSince(db, since),
        lastBookingReceivedAt(db),
        bookingClicksSinceDay(db, businessDay(since)),
      ]);
      const accepted = deliveries.get('accepted')?.lastAt ?? null;
      const lastDelivery = [accepted, lastBooking]
        .filter((at): at is Date => at !== null)
        .sort((a, b) => b.getTime() - a.getTime())[0];
      const silent = !lastDelivery || lastDelivery < since;
      const oldEnough = firstVisit !== null && firstVisit < since;
      const refused =
        (deliveries.get('bad_signature')?.count ?? 0) +
        (deliveries.get('stale_signature')?.count ?? 0);
      const unconfigured =
        (deliveries.get('unconfigured')?.count ?? 0) > 0 || !env().BOOKING_WEBHOOK_SECRET;
      const days = `${formatCount(threshold)} day${threshold === 1 ? '' : 's'}`;
      const why = unconfigured
        ? 'BOOKING_WEBHOOK_SECRET is not set, so the endpoint answers every delivery 503: set it to the booking service’s signing key.'
        : refused > 0
          ? `The endpoint refused ${formatCount(refused)} deliver${refused === 1 ? 'y' : 'ies'} for their signature in that time: the booking service’s secret was probably rotated; set BOOKING_WEBHOOK_SECRET to the new one.`
          : 'None arrived at all: check that the booking service’s webhook subscription still points at /api/webhooks/booking.';
      return health(
        silent && oldEnough && clicks >= silentClicksMinimum,
        lastDelivery && lastDelivery > new Date(0) ? lastDelivery : since,
        silent
          ? `No booking delivery was accepted in ${days}, while visitors clicked Book a Demo ${formatCount(clicks)} times. ${why}`
          : `Booking deliveries arrive again (the last at ${formatBusinessTime(lastDelivery as Date)}).`,
        '/admin/campaigns?range=7d',
      );
    }
    case 'booking_refused': {
      const since = new Date(now.getTime() - hour);
      const deliveries = await bookingDeliveriesSince(db, since);
      const bad = deliveries.get('bad_signature')?.count ?? 0;
      const stale = deliveries.get('stale_signature')?.count ?? 0;
      const refused = bad + stale;
      const parts = [
        bad
          ? `${formatCount(bad)} with a signature that does not match BOOKING_WEBHOOK_SECRET`
          : null,
        stale
          ? `${formatCount(stale)} signed more than five minutes from now (a clock, or a replay)`
          : null,
      ].filter(Boolean);
      return health(
        refused >= threshold,
        since,
        refused > 0
          ? `The booking webhook refused ${formatCount(refused)} deliver${refused === 1 ? 'y' : 'ies'} in the last hour: ${parts.join(' and ')}. Booked demos in them are not counted until the booking service sends them again.`
          : 'The booking webhook has refused no delivery in the last hour.',
        '/admin/alerts',
      );
    }
    case 'conversions_given_up': {
      const given = await conversionsGivenUpSince(db, new Date(now.getTime() - day));
      return health(
        given.count >= threshold,
        given.firstAt ?? now,
        given.count > 0
          ? `An ad platform gave up on ${formatCount(given.count)} booked demo${given.count === 1 ? '' : 's'} in the last 24 hours: they will not count in its reports unless sent again.`
          : 'No booked demo was given up by an ad platform in the last 24 hours.',
        '/admin/conversions?state=given_up',
      );
    }
    case 'mail_stuck': {
      const given = await mailGivenUpSince(db, new Date(now.getTime() - day));
      return health(
        given.count >= threshold,
        given.firstAt ?? now,
        given.count > 0
          ? `The outbox gave up on ${formatCount(given.count)} mail${given.count === 1 ? '' : 's'} after all their retries in the last 24 hours: check the SMTP settings and the server's log.`
          : 'No mail was given up in the last 24 hours.',
        '/admin/alerts',
      );
    }
    default:
      return { scope: '', firing: null };
  }
}

const keyOf = (ruleId: AlertRuleId, scope: string) => `${ruleId}|${scope}`;

/** Checks every rule at `now`, opening and ending incidents. */
export async function evaluateAlerts(
  db: SqlClient,
  now: Date = new Date(),
): Promise<EvaluationResult> {
  const [stored, openList, firstVisit] = await Promise.all([
    readRuleSettings(db),
    listOpenIncidents(db),
    firstVisitAt(db),
  ]);
  const open = new Map(
    openList.map((incident) => [keyOf(incident.ruleId, incident.scope), incident]),
  );
  const result: EvaluationResult = { opened: [], ended: [] };
  const settingsOf = (rule: AlertRule) => stored.get(rule.id) ?? defaultSettings(rule);

  for (const rule of alertRules) {
    const settings = settingsOf(rule);
    if (!settings.enabled) {
      // A rule turned off ends what it had open, without telling anyone it recovered.
      for (const incident of openList.filter((item) => item.ruleId === rule.id)) {
        const ended = await endIncident(db, incident.id, now, {
          ...incident.facts,
          summary: `The rule “${rule.label}” was turned off.`,
        });
        if (ended) await markNotified(db, incident.id, 'recovered', now);
      }
      continue;
    }
    const findings =
      rule.kind === 'figure'
        ? await judgeFigure(db, rule, settings, now, open, firstVisit)
        : [await judgeHealth(db, rule, settings, now, firstVisit)];
    for (const finding of findings) {
      const current = open.get(keyOf(rule.id, finding.scope));
      if (finding.firing === true && !current) {
        const incident = await openIncident(db, {
          ruleId: rule.id,
          scope: finding.scope,
          direction: finding.direction,
          startedAt: finding.since,
          firedAt: now,
          facts: finding.facts,
        });
        if (incident) result.opened.push(incident);
      } else if (finding.firing === false && current) {
        if (await endIncident(db, current.id, now, finding.facts)) {
          result.ended.push({ ...current, endedAt: now, recovery: finding.facts });
        }
      }
    }
  }
  return result;
}
