import 'server-only';
import { getDb } from '@/lib/db/client';
import { recordDeal } from '@/lib/db/queries/deals';
import { errorBody, errorResponse } from '@/lib/http/error-body';
import type { Rule } from '@/lib/http/rate-limit';
import { receiveDelivery } from '@/lib/http/webhook-intake';
import { unstorableString } from '@/lib/storable-text';
import { type Issue, readDeal } from './payload';
import { hubSpotSignedUri, type SignatureCheck, verifyHubSpot, verifyPlain } from './signature';

/** A deal is a few hundred bytes; 16 KB leaves room for a CRM's extra fields. */
export const maxDealBytes = 16 * 1024;

/**
 * A CRM sends in bursts when a workflow enrolls many deals at once; 120 a minute from one
 * address passes (HubSpot retries a 429 after its Retry-After), shared between instances.
 */
export const dealRule: Rule = { max: 120, windowMs: 60_000 };

export type CrmWebhookOptions = {
  secret: string | undefined;
  /** SITE_URL: the public origin HubSpot called, for its v3 signature. */
  siteUrl: string;
  /** SITE_CURRENCY. */
  currency: string;
  rule?: Rule;
  /** The limit's name; tests give each suite its own. */
  limitName?: string;
  now?: () => number;
};

const badRequest = (message: string, issues?: Issue[]) =>
  Response.json(errorBody('invalid_delivery', message, issues ? { issues } : {}), {
    status: 400,
    headers: { 'Cache-Control': 'no-store' },
  });

const unauthorized = (message: string) => errorResponse(401, 'invalid_signature', message);

/** The signature a delivery carries, checked; null when it carries none. */
function checkSignature(
  request: Request,
  raw: Buffer,
  options: CrmWebhookOptions & { secret: string },
  now: number,
): { scheme: 'X-Signature' | 'X-HubSpot-Signature-v3'; check: SignatureCheck } | null {
  const plain = request.headers.get('x-signature');
  if (plain !== null) {
    return { scheme: 'X-Signature', check: verifyPlain(options.secret, raw, plain) };
  }
  const hubSpot = request.headers.get('x-hubspot-signature-v3');
  if (hubSpot === null) return null;
  const check = verifyHubSpot(
    options.secret,
    {
      method: request.method,
      uri: hubSpotSignedUri(options.siteUrl, request.url),
      raw,
      signature: hubSpot,
      timestamp: request.headers.get('x-hubspot-request-timestamp') ?? '',
    },
    now,
  );
  return { scheme: 'X-HubSpot-Signature-v3', check };
}

/**
 * POST /api/webhooks/crm: a deal's stage and amount from the CRM (docs/analytics.md, "Deal values
 * from the CRM"). In order: configured (503), rate limit (429), JSON media type (415), body
 * within the cap (413), the signature over the raw bytes (401), JSON (400), the payload (400, or
 * 422 for another currency), then the deal recorded: 200 `{ ok, deal: { deal_id, stage, matched } }`,
 * with a message when the delivery was kept out by a later stage already stored.
 */
export async function handleCrmWebhook(
  request: Request,
  options: CrmWebhookOptions,
): Promise<Response> {
  const received = await receiveDelivery(request, {
    secret: options.secret,
    notConfigured:
      'Deal deliveries are not accepted until CRM_WEBHOOK_SECRET is set (for HubSpot, to the app’s client secret).',
    limitName: options.limitName ?? 'crm-webhook',
    rule: options.rule ?? dealRule,
    maxBytes: maxDealBytes,
    noun: 'deal',
  });
  if (received instanceof Response) return received;
  const { raw, secret } = received;

  const now = options.now?.() ?? Date.now();
  const signed = checkSignature(request, raw, { ...options, secret }, now);
  if (signed === null) {
    return unauthorized(
      'A deal must be signed (X-Signature: sha256=<hex> or X-HubSpot-Signature-v3).',
    );
  }
  if (!signed.check.ok) {
    return unauthorized(
      signed.check.reason === 'replay'
        ? 'The X-HubSpot-Request-Timestamp is more than five minutes from now.'
        : `The ${signed.scheme} does not match this request (is CRM_WEBHOOK_SECRET the secret it was signed with?).`,
    );
  }

  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    return badRequest('The body is not JSON in UTF-8.');
  }
  const unstorable = unstorableString(body);
  if (unstorable) return badRequest(`The body cannot be stored: ${unstorable}.`);
  const parsed = readDeal(body, { currency: options.currency, now: new Date(now) });
  if (!parsed.ok) {
    if (parsed.status === 422) return errorResponse(422, parsed.code, parsed.message);
    return badRequest(parsed.message, parsed.issues);
  }

  const { deal } = parsed;
  const stored = await recordDeal(
    await getDb(),
    {
      dealId: deal.dealId,
      stage: deal.stage,
      amountCents: deal.amountCents,
      currency: deal.currency,
      occurredAt: deal.occurredAt,
      matchKind: deal.match.kind,
      matchKey: deal.match.key,
    },
    new Date(now),
  );
  return Response.json(
    {
      ok: true,
      deal: { deal_id: stored.dealId, stage: stored.stage, matched: stored.bookingId !== null },
      ...(stored.applied
        ? {}
        : {
            message: `Kept out: the deal is already stored at ${stored.stage} (${stored.occurredAt.toISOString()}), which this ${deal.stage} delivery does not replace.`,
          }),
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
