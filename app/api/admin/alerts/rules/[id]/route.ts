import { z } from 'zod';
import { alertsPath } from '@/lib/alerts/admin';
import { defaultSettings, isAlertRuleId, parseRuleForm, ruleById } from '@/lib/alerts/rules';
import { audit } from '@/lib/auth/audit';
import { adminRoute } from '@/lib/auth/route';
import { getDb } from '@/lib/db/client';
import { readRuleSettings, saveRuleSettings } from '@/lib/db/queries/alerts';
import { errorResponse } from '@/lib/http/error-body';
import { seeOther, wantsJson } from '@/lib/spend/routes';

export const runtime = 'nodejs';

const params = z.object({
  id: z.string().refine(isAlertRuleId, 'There is no such alert rule.'),
});

const onOff = (on: boolean) => (on ? 'on' : 'off');

/**
 * POST /api/admin/alerts/rules/:id (admins), a form with `enabled` (a checkbox), `threshold` and,
 * for a figure rule, `windowHours`: the rule's settings, audited as "Changed an alert rule" with
 * what changed. A browser's form post goes back to the section (a refusal as `?refused=<id>`);
 * `Accept: application/json` gets JSON (400 with the reason).
 */
export const POST = adminRoute(
  { role: 'admin', params, form: { maxBytes: 4096 } },
  async ({ request, user, params, form }) => {
    const rule = ruleById(params.id as Parameters<typeof ruleById>[0]);
    const parsed = parseRuleForm(rule, {
      enabled: form?.get('enabled') ?? false,
      threshold: form?.get('threshold'),
      windowHours: form?.get('windowHours'),
    });
    const back = (query: string) => seeOther(`${alertsPath}?${query}#rule-${rule.id}`);
    if (!parsed.ok) {
      if (wantsJson(request)) return errorResponse(400, 'invalid_request', parsed.message);
      return back(`refused=${rule.id}`);
    }
    const db = await getDb();
    const before = (await readRuleSettings(db)).get(rule.id) ?? defaultSettings(rule);
    const settings = {
      enabled: parsed.enabled,
      threshold: parsed.threshold,
      windowHours: parsed.windowHours,
    };
    await saveRuleSettings(db, rule.id, settings, user.email);
    const changes = [
      before.enabled !== settings.enabled
        ? `${onOff(before.enabled)} → ${onOff(settings.enabled)}`
        : null,
      before.threshold !== settings.threshold
        ? `${rule.thresholdLabel.toLowerCase()} ${before.threshold} → ${settings.threshold}`
        : null,
      before.windowHours !== settings.windowHours
        ? `window ${before.windowHours} h → ${settings.windowHours} h`
        : null,
    ].filter(Boolean);
    await audit('alert_rule_changed', {
      actor: user,
      target: `${rule.label}: ${changes.length ? changes.join(', ') : 'saved unchanged'}`,
      headers: request.headers,
    });
    if (wantsJson(request)) return Response.json({ rule: rule.id, ...settings });
    return back(`saved=${rule.id}`);
  },
);
