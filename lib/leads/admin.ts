import 'server-only';
import { z } from 'zod';
import { toCsv } from '@/lib/csv';
import { dimensionLabels } from '@/lib/db/campaign-model';
import { type LeadFilter, type LeadRow, leadVisitDimensions } from '@/lib/db/queries/leads';
import {
  type BestTime,
  bestTimeLabels,
  type ContactMethod,
  contactMethodLabels,
  leadStatuses,
  type Topic,
  type Trade,
  topicLabels,
  topics,
  tradeLabels,
  trades,
} from './options';

/** Leads a page of the inbox shows. */
export const leadsPageSize = 25;

/** The inbox's filters, from query parameters; anything unknown means no filter. */
export function parseLeadFilter(params: URLSearchParams): LeadFilter & { page: number } {
  const pick = <T extends string>(list: readonly T[], value: string | null) =>
    list.includes(value as T) ? (value as T) : null;
  const page = Number.parseInt(params.get('leadsPage') ?? '', 10);
  return {
    status: pick(leadStatuses, params.get('leadStatus')),
    trade: pick(trades, params.get('leadTrade')),
    topic: pick(topics, params.get('leadTopic')),
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), 1e6) : 1,
  };
}

/** A status and/or note change, as the inbox sends it. */
export const leadChangeSchema = z
  .object({
    status: z.enum(leadStatuses, 'Choose new, contacted, won, lost or spam.').optional(),
    note: z
      .string()
      .max(2000, 'Keep the note to 2,000 characters or fewer.')
      .refine((value) => !value.includes('\u0000'), 'Remove the unusual characters from the note.')
      .optional(),
  })
  .strict()
  .refine((value) => value.status !== undefined || value.note !== undefined, {
    message: 'Send a status or a note.',
  });

const label = <T extends string>(labels: Record<T, string>, value: string) =>
  labels[value as T] ?? value;

/** The inbox as a spreadsheet: one row per lead, every text cell escaped (lib/analytics/csv). */
export function leadsCsv(leads: LeadRow[]): string {
  const header = [
    'Received',
    'Status',
    'Topic',
    'Name',
    'Business',
    'Trade',
    'Phone',
    'Email',
    'Preferred contact',
    'Best time',
    'Message',
    'Note',
    'Updated by',
    'Updated at',
    'Sent from',
    ...leadVisitDimensions.map((id) => dimensionLabels[id]),
    'Landing page',
    'Referrer',
    'UTM source',
    'UTM medium',
    'UTM campaign',
    'Spam rule',
  ];
  const rows = leads.map((lead) => [
    lead.createdAt.toISOString(),
    lead.status,
    label<Topic>(topicLabels, lead.topic),
    lead.name,
    lead.business,
    label<Trade>(tradeLabels, lead.trade),
    lead.phone,
    lead.email,
    label<ContactMethod>(contactMethodLabels, lead.preferredContact),
    label<BestTime>(bestTimeLabels, lead.bestTime),
    lead.message,
    lead.note,
    lead.updatedBy,
    lead.updatedAt?.toISOString() ?? null,
    lead.sourcePage,
    ...leadVisitDimensions.map((id) => lead.visit?.[id] ?? null),
    lead.attribution?.landingPage ?? null,
    lead.attribution?.referrer ?? null,
    lead.attribution?.utmSource ?? null,
    lead.attribution?.utmMedium ?? null,
    lead.attribution?.utmCampaign ?? null,
    lead.spamReason,
  ]);
  return toCsv([header, ...rows]);
}
