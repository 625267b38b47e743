import 'server-only';
import { randomUUID } from 'node:crypto';
import { recordConversion } from '@/lib/analytics/conversions';
import { getDb } from '@/lib/db/client';
import { type Attribution, findSessionAttribution, insertLead } from '@/lib/db/queries/leads';
import { listLeadSubscribers } from '@/lib/db/queries/preferences';
import { readRequestText } from '@/lib/http/body';
import { clientAddress, headerSource } from '@/lib/http/client-address';
import { limit } from '@/lib/http/rate-limit';
import { isSameOrigin, mediaType } from '@/lib/http/request';
import { limitKey } from '@/lib/http/trust-proxy';
import { drainOutbox, enqueueMails } from '@/lib/mail/send';
import { validateLead } from './fields';
import { leadMails } from './mails';
import {
  fieldLimits,
  type LeadFieldErrors,
  type LeadFields,
  type LeadFormValues,
  leadFieldNames,
} from './options';
import { minFillMs, readTimer, timerFromCookies } from './timer';

/** The largest form body read: a full form is under 10 KB even percent-encoded. */
export const maxLeadBodyBytes = 32 * 1024;

/** Past this many requests an hour from one address, answer 429 instead of storing spam. */
const hardLimit = { max: 30, windowMs: 60 * 60_000 };
/** More than this in ten minutes from one address is kept as spam. */
const softLimit = { max: 5, windowMs: 10 * 60_000 };
/** More links than this in a message is spam; so is any link in a name. */
const maxLinks = 2;

/** The honeypot: a field people never see (hidden by the stylesheet, out of the tab order). */
export const honeypotField = 'website';

export type SubmitResult =
  | { kind: 'refused'; status: number; code: string; message: string }
  | { kind: 'invalid'; values: LeadFormValues; errors: LeadFieldErrors; source: string }
  | { kind: 'accepted'; spam: string | null };

export type SpamReason = 'honeypot' | 'no_timer' | 'too_fast' | 'links' | 'rate_limit';

const linkPattern = /\b(?:https?:\/\/|www\.)|\[url[=\]]|<a\s/gi;
export const countLinks = (value: string | null) => (value ?? '').match(linkPattern)?.length ?? 0;

/** The page the form was on: a plain site path, or /contact. */
export function sourcePath(value: string | null): string {
  return value && /^\/[a-z0-9/-]{0,100}$/.test(value) ? value : '/contact';
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Values for showing the form again: each clipped to what its field holds. */
function keptValues(params: URLSearchParams): LeadFormValues {
  const clip: Partial<Record<string, number>> = fieldLimits;
  return Object.fromEntries(
    leadFieldNames.map((name) => {
      const value = params.get(name) ?? '';
      return [name, value.slice(0, clip[name] ?? 40)];
    }),
  ) as LeadFormValues;
}

function spamReason(
  params: URLSearchParams,
  lead: LeadFields,
  cookieHeader: string | null,
  now: number,
): SpamReason | null {
  if ((params.get(honeypotField) ?? '') !== '') return 'honeypot';
  const timer = readTimer(timerFromCookies(cookieHeader), now);
  if (!timer) return 'no_timer';
  if (now - timer.startedAt < minFillMs) return 'too_fast';
  if (countLinks(lead.name) + countLinks(lead.business) > 0) return 'links';
  if (countLinks(lead.message) > maxLinks) return 'links';
  return null;
}

/**
 * A contact-form post, from a plain HTML form or the form's script (both send
 * application/x-www-form-urlencoded): refused (cross-site, wrong type, too large, too many),
 * invalid (the form is shown again with one message per field, nothing stored), or accepted. An
 * accepted request is committed, with its mails in the outbox and its analytics conversion,
 * before this returns; a request the spam rules catch is accepted the same way but stored as
 * spam, without mail or conversion.
 */
export async function submitLead(request: Request): Promise<SubmitResult> {
  if (!isSameOrigin(request)) {
    return refused(403, 'cross_site', 'Send the form from the contact page of this site.');
  }
  if (mediaType(request) !== 'application/x-www-form-urlencoded') {
    return refused(415, 'unsupported_media_type', 'Send the form as a web form (URL-encoded).');
  }
  const body = await readRequestText(request, maxLeadBodyBytes);
  if (body === null) return refused(413, 'too_large', 'The message is too long to send.');
  const params = new URLSearchParams(body);
  const source = sourcePath(params.get('source'));
  const checked = validateLead(Object.fromEntries(params));
  if (!checked.success) {
    return { kind: 'invalid', values: keptValues(params), errors: checked.errors, source };
  }

  const address = clientAddress(headerSource(request.headers));
  if (!(await limit('leads-hourly', limitKey(address), hardLimit)).ok) {
    return refused(
      429,
      'rate_limited',
      'Too many messages from your address. Try again in an hour, or email us.',
    );
  }
  const now = Date.now();
  const lead = checked.lead;
  const spam =
    spamReason(params, lead, request.headers.get('cookie'), now) ??
    ((await limit('leads', limitKey(address), softLimit)).ok ? null : 'rate_limit');
  const session = params.get('session') ?? '';
  const sessionId = uuidPattern.test(session) ? session.toLowerCase() : null;
  const db = await getDb();
  const attribution: Attribution | null =
    sessionId && !spam ? await findSessionAttribution(db, sessionId) : null;
  const timer = readTimer(timerFromCookies(request.headers.get('cookie')), now);
  const id = randomUUID();

  const stored = await db.transaction(async (tx) => {
    const inserted = await insertLead(tx, {
      id,
      status: spam ? 'spam' : 'new',
      spamReason: spam,
      topic: lead.topic,
      trade: lead.trade,
      name: lead.name,
      business: lead.business,
      phone: lead.phone,
      email: lead.email,
      preferredContact: lead.preferred,
      bestTime: lead.bestTime,
      message: lead.message,
      sourcePage: source,
      sessionId,
      attribution,
      ipAddress: address,
      formToken: timer?.id ?? null,
    });
    if (!inserted || spam) return inserted;
    await enqueueMails(tx, leadMails(id, lead, source, await listLeadSubscribers(tx)));
    await recordConversion(tx, {
      type: 'contact_submit',
      at: new Date(now),
      sessionId,
      userAgent: request.headers.get('user-agent'),
      path: source,
      label: lead.topic,
      attribution,
      details: { topic: lead.topic, trade: lead.trade },
    });
    return true;
  });
  if (stored && !spam) void drainOutbox();
  return { kind: 'accepted', spam };
}

function refused(status: number, code: string, message: string): SubmitResult {
  return { kind: 'refused', status, code, message };
}
