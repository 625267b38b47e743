import { alertsPath, maskChatUrl } from '@/lib/alerts/admin';
import { checkChatWebhookUrl } from '@/lib/alerts/chat';
import { audit } from '@/lib/auth/audit';
import { adminRoute } from '@/lib/auth/route';
import { getDb } from '@/lib/db/client';
import { saveChatSetting } from '@/lib/db/queries/alerts';
import { errorResponse } from '@/lib/http/error-body';
import { seeOther, wantsJson } from '@/lib/spend/routes';

export const runtime = 'nodejs';

/**
 * POST /api/admin/alerts/chat (admins), a form with `url`: the chat webhook alerts are also
 * posted to (a Slack or Google Chat incoming webhook), or none when `url` is empty. The URL must
 * be https and reach only public addresses (lib/alerts/chat.ts), checked again at each send.
 * Audited with the URL masked (it is a secret).
 */
export const POST = adminRoute(
  { role: 'admin', form: { maxBytes: 4096 } },
  async ({ request, user, form }) => {
    const raw = form?.get('url');
    const text = typeof raw === 'string' ? raw.trim() : '';
    const db = await getDb();
    if (text === '') {
      await saveChatSetting(db, null, user.email);
      await audit('alert_chat_changed', {
        actor: user,
        target: 'removed',
        headers: request.headers,
      });
      return wantsJson(request)
        ? Response.json({ url: null })
        : seeOther(`${alertsPath}?removed=chat#alerts-delivery`);
    }
    const checked = await checkChatWebhookUrl(text);
    if (!checked.ok) {
      if (wantsJson(request)) return errorResponse(400, 'invalid_request', checked.message);
      return seeOther(`${alertsPath}?refused=chat#alerts-delivery`);
    }
    await saveChatSetting(db, checked.url, user.email);
    await audit('alert_chat_changed', {
      actor: user,
      target: maskChatUrl(checked.url),
      headers: request.headers,
    });
    if (wantsJson(request)) return Response.json({ url: maskChatUrl(checked.url) });
    return seeOther(`${alertsPath}?saved=chat#alerts-delivery`);
  },
);
