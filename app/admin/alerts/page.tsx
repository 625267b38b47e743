import type { Metadata } from 'next';
import { Alerts } from '@/components/admin/alerts';
import { alertsNotice, maskChatUrl } from '@/lib/alerts/admin';
import { alertRules, defaultSettings } from '@/lib/alerts/rules';
import { requireSection } from '@/lib/auth/admin-gate';
import { getDb } from '@/lib/db/client';
import {
  chatBacklog,
  countAlertRecipients,
  lastEvaluationAt,
  listIncidentHistory,
  listOpenIncidents,
  readChatSetting,
  readRuleSettings,
} from '@/lib/db/queries/alerts';
import { one, type SearchParams } from '../search-params';

export const metadata: Metadata = { title: 'Alerts' };

const pageSize = 25;

/**
 * What fires now, the rules and who is told, and the history (docs/alerts.md). Admins and viewers
 * read it, sales do not; admins change the rules and the chat webhook and send a test alert
 * (checked again by the API). `?page=` pages the history; `?refused=`, `?saved=`, `?tested=`
 * are a plain form post's outcome, shown as fixed sentences.
 */
export default async function AlertsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireSection('alerts');
  if (!user) return null;
  const params = await searchParams;
  const page = Math.min(10_000, Math.max(1, Number.parseInt(one(params.page) ?? '1', 10) || 1));
  const db = await getDb();
  const [open, history, stored, chat, backlog, lastRunAt, recipients] = await Promise.all([
    listOpenIncidents(db),
    listIncidentHistory(db, page, pageSize),
    readRuleSettings(db),
    readChatSetting(db),
    chatBacklog(db, new Date(Date.now() - 24 * 3_600_000)),
    lastEvaluationAt(db),
    countAlertRecipients(db),
  ]);
  return (
    <Alerts
      view={{
        open,
        history: history.incidents,
        historyTotal: history.total,
        page,
        pageSize,
        rules: alertRules.map((rule) => ({
          rule,
          settings: stored.get(rule.id) ?? defaultSettings(rule),
        })),
        chat: {
          masked: chat.url ? maskChatUrl(chat.url) : null,
          updatedAt: chat.updatedAt,
          updatedBy: chat.updatedBy,
          ...backlog,
        },
        lastRunAt,
        recipients,
        canChange: user.isAdmin,
        notice: alertsNotice(params),
      }}
    />
  );
}
