/**
 * Why the endpoint did not store an event: the reasons it records (the database keeps them as
 * plain text, one count per day and reason) with the dashboard's label and description of each.
 */
export const dropReasons = [
  'bot',
  'spam',
  'rate_limit',
  'invalid',
  'oversize',
  'staff',
  'gpc',
] as const;
export type DropReason = (typeof dropReasons)[number];

export const dropReasonLabels: Record<string, string> = {
  bot: 'Bot',
  spam: 'Spam referrer',
  rate_limit: 'Rate limit',
  invalid: 'Invalid',
  oversize: 'Oversize',
  staff: 'Staff',
  gpc: 'Global Privacy Control',
} satisfies Record<DropReason, string>;

export const dropReasonDescriptions: Record<string, string> = {
  bot: 'Sent by a known bot or crawler',
  spam: 'Referrer on the spam list',
  rate_limit: 'Too many requests from one address',
  invalid: 'Not valid JSON or failed validation',
  oversize: 'Request body over the size cap',
  staff: 'Sent by a signed-in staff browser',
  gpc: 'Browser asked not to be tracked (Sec-GPC)',
} satisfies Record<DropReason, string>;

/** A reason's label; a reason the code no longer knows (older rows) shows as stored. */
export const dropReasonLabel = (reason: string) => dropReasonLabels[reason] ?? reason;
