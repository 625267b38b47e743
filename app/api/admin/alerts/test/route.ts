import { alertsPath, testAlertRule, testLimitSentence } from '@/lib/alerts/admin';
import { queueTestAlert } from '@/lib/alerts/notify';
import { audit } from '@/lib/auth/audit';
import { adminRoute } from '@/lib/auth/route';
import { getDb } from '@/lib/db/client';
import { errorResponse } from '@/lib/http/error-body';
import { limit } from '@/lib/http/rate-limit';
import { drainOutbox } from '@/lib/mail/outbox';
import { seeOther, wantsJson } from '@/lib/spend/routes';

export const runtime = 'nodejs';

/**
 * POST /api/admin/alerts/test (admins): "Send a test alert": one alert mail to the admin who
 * pressed it, and one message to the chat webhook when one is set, through the same outboxes as
 * real alerts; at most `testAlertRule.max` an hour per person. Audited.
 */
export const POST = adminRoute(
  { role: 'admin', form: { maxBytes: 1024 } },
  async ({ request, user }) => {
    const verdict = await limit('alert-test', user.id, testAlertRule);
    if (!verdict.ok) {
      if (wantsJson(request)) {
        return errorResponse(429, 'rate_limited', testLimitSentence, {
          'Retry-After': String(verdict.retryAfter),
        });
      }
      return seeOther(`${alertsPath}?refused=test#alerts-delivery`);
    }
    const chat = await queueTestAlert(await getDb(), user);
    void drainOutbox();
    await audit('alert_test_sent', {
      actor: user,
      target: chat ? `${user.email} and the chat webhook` : user.email,
      headers: request.headers,
    });
    if (wantsJson(request)) return Response.json({ sent: true, chat });
    return seeOther(`${alertsPath}?tested=1#alerts-delivery`);
  },
);
