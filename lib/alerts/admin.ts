import 'server-only';
import type { Rule } from '@/lib/http/rate-limit';
import { isAlertRuleId, maxWindowHours, ruleById } from './rules';

/** The Alerts section's path, and where a rule's form sends a browser back to. */
export const alertsPath = '/admin/alerts';

/** Test alerts a person may send in an hour: enough to check a webhook, not a way to flood one. */
export const testAlertRule: Rule = { max: 5, windowMs: 60 * 60_000 };

/**
 * A chat webhook's URL as the page shows it: the address's path is its secret, so only the host
 * and the path's last four characters show ("https://hooks.slack.com/…Xy3z").
 */
export function maskChatUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const tail = `${parsed.pathname}${parsed.search}`.slice(-4);
    return `${parsed.origin}/…${tail}`;
  } catch {
    return '(not a URL)';
  }
}

/** The sentence a rule's form is refused with: what its fields take. */
export function ruleRefusal(ruleId: string): string | null {
  if (!isAlertRuleId(ruleId)) return null;
  const rule = ruleById(ruleId);
  const range = (min: number, max: number) =>
    `from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}`;
  const window =
    rule.kind === 'figure'
      ? `, and the window a whole number of hours ${range(1, maxWindowHours)}`
      : '';
  return `Nothing was saved: ${rule.thresholdLabel} must be a whole number ${range(rule.min, rule.max)}${window}.`;
}

export const chatRefusal =
  'Nothing was saved: the chat webhook must be an https:// address on the public internet (a Slack or Google Chat incoming webhook), without a user name or password.';

export const testLimitSentence = `You have sent ${testAlertRule.max} test alerts in the last hour. Try again later.`;

type Params = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * What a plain form's post came back with, as fixed sentences chosen by code (nothing from the
 * address is shown): `?refused=<rule id>|chat|test`, `?saved=<rule id>|chat`, `?removed=chat`,
 * `?tested=1`.
 */
export function alertsNotice(params: Params) {
  const refused = first(params.refused);
  if (refused === 'chat')
    return { kind: 'alert' as const, text: chatRefusal, ruleId: 'chat' as const };
  if (refused === 'test')
    return { kind: 'alert' as const, text: testLimitSentence, ruleId: 'test' as const };
  const ruleText = ruleRefusal(refused);
  if (ruleText && isAlertRuleId(refused))
    return { kind: 'alert' as const, text: ruleText, ruleId: refused };
  const saved = first(params.saved);
  if (saved === 'chat')
    return { kind: 'status' as const, text: 'The chat webhook is saved.', ruleId: 'chat' as const };
  if (first(params.removed) === 'chat') {
    return {
      kind: 'status' as const,
      text: 'The chat webhook is removed: alerts go by mail only.',
      ruleId: 'chat' as const,
    };
  }
  if (isAlertRuleId(saved)) {
    return { kind: 'status' as const, text: `${ruleById(saved).label}: saved.`, ruleId: saved };
  }
  if (first(params.tested) === '1') {
    return {
      kind: 'status' as const,
      text: 'A test alert is on its way to your inbox (and to the chat webhook, when one is set).',
      ruleId: 'test' as const,
    };
  }
  return null;
}
