import type { RuleSettings } from '@/lib/db/queries/alerts';
import { type AlertRuleId, alertRuleIds } from '@/lib/db/schema/alerts';
import { type Channel, channels } from '@/lib/db/schema/sessions';

/**
 * The alert rules (docs/alerts.md): four over the figures, judged against the same weekday and
 * hours of the previous four weeks (lib/alerts/baseline.ts), for the whole site and for each paid
 * channel; five over the tracking itself. Each has one threshold an admin may change, and the
 * figure rules a window (the hours counted); `threshold` says what the number means.
 */

export type FigureMeasure = 'booked' | 'clicks' | 'visits' | 'rate';

type RuleBase = {
  id: AlertRuleId;
  label: string;
  /** What the rule watches, for the Alerts section. */
  description: string;
  /** What its threshold means, as a form label, and its bounds. */
  thresholdLabel: string;
  defaultThreshold: number;
  min: number;
  max: number;
  /** Whole numbers only (a count of events or days). */
  integer: boolean;
};

export type FigureRule = RuleBase & {
  kind: 'figure';
  measure: FigureMeasure;
  defaultWindowHours: number;
  /** The noun of its count ("booked demos"). */
  noun: string;
};

export type HealthRule = RuleBase & { kind: 'health' };

export type AlertRule = FigureRule | HealthRule;

/** The longest window a figure rule may count over: a week (the baselines are weeks apart). */
export const maxWindowHours = 168;

export const alertRules: readonly AlertRule[] = [
  {
    id: 'booked_demos',
    kind: 'figure',
    measure: 'booked',
    label: 'Booked demos',
    noun: 'booked demos',
    description:
      'Booked demos in the window, against the same weekday and hours of the previous four weeks.',
    thresholdLabel: 'Minimum booked demos to judge',
    defaultThreshold: 8,
    defaultWindowHours: 24,
    min: 1,
    max: 100_000,
    integer: true,
  },
  {
    id: 'booking_clicks',
    kind: 'figure',
    measure: 'clicks',
    label: 'Booking clicks',
    noun: 'booking clicks',
    description:
      'Clicks on a Book a Demo link in the window, against the same weekday and hours of the previous four weeks.',
    thresholdLabel: 'Minimum booking clicks to judge',
    defaultThreshold: 20,
    defaultWindowHours: 12,
    min: 1,
    max: 1_000_000,
    integer: true,
  },
  {
    id: 'visits',
    kind: 'figure',
    measure: 'visits',
    label: 'Visits',
    noun: 'visits',
    description:
      'Visits that began in the window, against the same weekday and hours of the previous four weeks.',
    thresholdLabel: 'Minimum visits to judge',
    defaultThreshold: 60,
    defaultWindowHours: 3,
    min: 1,
    max: 10_000_000,
    integer: true,
  },
  {
    id: 'booking_rate',
    kind: 'figure',
    measure: 'rate',
    label: 'Booking conversion rate',
    noun: 'visits with a booking click',
    description:
      'Visits with a booking click, against what the visits of the window would bring at the rate of the previous four weeks.',
    thresholdLabel: 'Minimum visits with a booking click to judge',
    defaultThreshold: 20,
    defaultWindowHours: 24,
    min: 1,
    max: 1_000_000,
    integer: true,
  },
  {
    id: 'events_stopped',
    kind: 'health',
    label: 'Tracking stopped',
    description:
      'No event stored for a stretch that, on the same weekday and hours of the previous four weeks, brought at least this many.',
    thresholdLabel: 'Events the silent stretch usually brings',
    defaultThreshold: 30,
    min: 5,
    max: 1_000_000,
    integer: true,
  },
  {
    id: 'booking_silent',
    kind: 'health',
    label: 'Booking deliveries silent',
    description:
      'No booking delivery accepted for this many days while visitors go on clicking Book a Demo.',
    thresholdLabel: 'Days without a delivery',
    defaultThreshold: 7,
    min: 1,
    max: 60,
    integer: true,
  },
  {
    id: 'booking_refused',
    kind: 'health',
    label: 'Booking deliveries refused',
    description:
      'Booking deliveries refused in the last hour because their signature did not match the secret.',
    thresholdLabel: 'Refused deliveries in an hour',
    defaultThreshold: 1,
    min: 1,
    max: 10_000,
    integer: true,
  },
  {
    id: 'conversions_given_up',
    kind: 'health',
    label: 'Conversions given up',
    description:
      'Booked demos an ad platform refused for good, or that ran out of retries, in the last 24 hours.',
    thresholdLabel: 'Conversions given up in 24 hours',
    defaultThreshold: 1,
    min: 1,
    max: 10_000,
    integer: true,
  },
  {
    id: 'mail_stuck',
    kind: 'health',
    label: 'Mail stuck',
    description: 'Mail the outbox gave up on after its retries, in the last 24 hours.',
    thresholdLabel: 'Mails given up in 24 hours',
    defaultThreshold: 1,
    min: 1,
    max: 10_000,
    integer: true,
  },
];

export const ruleById = (id: AlertRuleId): AlertRule =>
  alertRules.find((rule) => rule.id === id) as AlertRule;

export const isAlertRuleId = (value: unknown): value is AlertRuleId =>
  typeof value === 'string' && (alertRuleIds as readonly string[]).includes(value);

/** The channels the figure rules also watch one by one: the paid ones, where spend goes. */
export const paidChannels: readonly Channel[] = channels.filter((channel) =>
  channel.startsWith('Paid'),
);

export type { RuleSettings };

export const defaultSettings = (rule: AlertRule): RuleSettings => ({
  enabled: true,
  threshold: rule.defaultThreshold,
  windowHours: rule.kind === 'figure' ? rule.defaultWindowHours : null,
  updatedAt: null,
  updatedBy: null,
});

/** What a settings form sent, checked: the settings, or the sentence that says what is wrong. */
export function parseRuleForm(
  rule: AlertRule,
  fields: { enabled: unknown; threshold: unknown; windowHours: unknown },
):
  | { ok: true; enabled: boolean; threshold: number; windowHours: number | null }
  | { ok: false; message: string } {
  const number = (value: unknown, label: string, min: number, max: number, integer: boolean) => {
    const text =
      typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (!/^\d+(?:\.\d+)?$/.test(text)) {
      return `${label} must be a number${integer ? ' (a whole one)' : ''}, from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.`;
    }
    const parsed = Number(text);
    if ((integer && !Number.isInteger(parsed)) || parsed < min || parsed > max) {
      return `${label} must be ${integer ? 'a whole number ' : ''}from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.`;
    }
    return parsed;
  };
  const threshold = number(fields.threshold, rule.thresholdLabel, rule.min, rule.max, rule.integer);
  if (typeof threshold === 'string') return { ok: false, message: threshold };
  let windowHours: number | null = null;
  if (rule.kind === 'figure') {
    const hours = number(fields.windowHours, 'The window in hours', 1, maxWindowHours, true);
    if (typeof hours === 'string') return { ok: false, message: hours };
    windowHours = hours;
  }
  const enabled = fields.enabled === true || fields.enabled === 'on' || fields.enabled === 'true';
  return { ok: true, enabled, threshold, windowHours };
}
