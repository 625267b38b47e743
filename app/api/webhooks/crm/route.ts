import { handleCrmWebhook } from '@/lib/crm/webhook';
import { env } from '@/lib/env';

export const runtime = 'nodejs';

/** Deal stages and values from the CRM (lib/crm/webhook.ts). No Origin check: server to server. */
export function POST(request: Request) {
  const { CRM_WEBHOOK_SECRET, SITE_URL, SITE_CURRENCY } = env();
  return handleCrmWebhook(request, {
    secret: CRM_WEBHOOK_SECRET,
    siteUrl: SITE_URL,
    currency: SITE_CURRENCY,
  });
}
