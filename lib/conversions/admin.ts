import 'server-only';
import { toCsv } from '@/lib/csv';
import type { ConversionLogEntry, ConversionLogFilter } from '@/lib/db/queries/conversion-log';
import {
  type ConversionPlatform,
  type ConversionState,
  conversionPlatforms,
  conversionStates,
} from '@/lib/db/schema/conversions';
import { businessTime } from '@/lib/format';
import { type ConversionDestinations, configuredDestinations, destinationsProblem } from './config';

/**
 * The admin's Conversions section (`/admin/conversions`) in words: each destination as its
 * variables set it (never a credential), each row's state, the log's filter from the address,
 * and the log as CSV.
 */

export const platformLabels: Record<ConversionPlatform, string> = {
  meta: 'Meta',
  google: 'Google Ads',
  microsoft: 'Microsoft Advertising',
};

export const stateLabels: Record<ConversionState, string> = {
  queued: 'Waiting to send',
  pending: 'Sent, being processed',
  done: 'Sent',
  given_up: 'Given up',
  skipped: 'Skipped',
};

/** What each state means, for the section's key. */
export const stateMeanings: Record<ConversionState, string> = {
  queued: 'due at the time shown, or retried then after a failure (its reason is shown)',
  pending: 'Google accepted the request and is processing it; it is checked again later',
  done: 'the platform accepted it',
  given_up:
    'refused for good, or failed too many times: the reason is shown, and an admin can send it again',
  skipped: 'nothing to send, or canceled: the reason is shown',
};

export const bookingStatusLabels = {
  booked: 'Booked',
  cancelled: 'Canceled',
  rescheduled: 'Rescheduled',
} as const;

export const providerLabels = { calendly: 'Calendly', calcom: 'Cal.com' } as const;

/** One destination as the section shows it: what it sends to and how, never its credential. */
export type DestinationView = {
  platform: ConversionPlatform;
  label: string;
  configured: boolean;
  /** The account it sends to, as identifiers that are not secrets. */
  account: string | null;
  /** The event the booked demo is sent as. */
  event: string | null;
  /** Test mode, in words, or null when it sends for real. */
  testMode: string | null;
  clickIdsOnly: boolean;
  /** The variables that turn it on, when it is off. */
  turnOn: string;
};

const turnOn: Record<ConversionPlatform, string> = {
  meta: 'META_PIXEL_ID and META_CAPI_TOKEN',
  google: 'GOOGLE_ADS_CUSTOMER_ID, GOOGLE_ADS_CONVERSION_ACTION_ID and GOOGLE_SERVICE_ACCOUNT_JSON',
  microsoft: 'MICROSOFT_UET_TAG_ID and MICROSOFT_CAPI_TOKEN',
};

const googleAccount = (digits: string) =>
  digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : digits;

export function destinationViews(destinations: ConversionDestinations): DestinationView[] {
  const { meta, google, microsoft } = destinations;
  const off = (platform: ConversionPlatform): DestinationView => ({
    platform,
    label: platformLabels[platform],
    configured: false,
    account: null,
    event: null,
    testMode: null,
    clickIdsOnly: false,
    turnOn: turnOn[platform],
  });
  return [
    meta
      ? {
          ...off('meta'),
          configured: true,
          account: `Pixel ${meta.pixelId}`,
          event: `${meta.eventName} (Conversions API ${meta.apiVersion})`,
          testMode: meta.testEventCode
            ? 'Test events: they show only in Events Manager’s Test Events (META_TEST_EVENT_CODE).'
            : null,
          clickIdsOnly: meta.clickIdsOnly,
        }
      : off('meta'),
    google
      ? {
          ...off('google'),
          configured: true,
          account: `Account ${googleAccount(google.customerId)}${google.loginCustomerId ? ` through manager ${googleAccount(google.loginCustomerId)}` : ''}`,
          event: `Conversion action ${google.conversionActionId} (Data Manager API)`,
          testMode: google.validateOnly
            ? 'Validate only: Google checks each request and records nothing (GOOGLE_ADS_VALIDATE_ONLY).'
            : null,
          clickIdsOnly: google.clickIdsOnly,
        }
      : off('google'),
    microsoft
      ? {
          ...off('microsoft'),
          configured: true,
          account: `UET tag ${microsoft.tagId}`,
          event: `${microsoft.eventName} (Conversions API)`,
          clickIdsOnly: microsoft.clickIdsOnly,
        }
      : off('microsoft'),
  ];
}

/** This process's destinations, and why they are all off when their variables are wrong. */
export const currentDestinations = () => ({
  views: destinationViews(configuredDestinations()),
  problem: destinationsProblem(),
});

const isPlatform = (value: string | null): value is ConversionPlatform =>
  conversionPlatforms.includes(value as ConversionPlatform);
const isState = (value: string | null): value is ConversionState =>
  conversionStates.includes(value as ConversionState);

/** The log's filter and page from the address (`platform`, `state`, `page`); anything else is ignored. */
export function parseConversionLogQuery(search: URLSearchParams): ConversionLogFilter & {
  page: number;
} {
  const platform = search.get('platform');
  const state = search.get('state');
  const page = Number.parseInt(search.get('page') ?? '', 10);
  return {
    platform: isPlatform(platform) ? platform : null,
    state: isState(state) ? state : null,
    page: Number.isFinite(page) ? Math.max(1, Math.min(page, 1e6)) : 1,
  };
}

/** The filter as a query, for links and the CSV's address ('' when there is none). */
export function conversionLogQuery(filter: ConversionLogFilter, page = 1): string {
  const query = new URLSearchParams();
  if (filter.platform) query.set('platform', filter.platform);
  if (filter.state) query.set('state', filter.state);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

const when = (at: Date | null) => (at ? businessTime(at, 'second').text : null);

/** The log as a spreadsheet: one line per booked demo and platform, every text cell escaped. */
export function conversionLogCsv(entries: ConversionLogEntry[]): string {
  const header = [
    'Booked',
    'Booking service',
    'Booking id',
    'Booking status',
    'Channel',
    'Source',
    'Campaign',
    'Click id',
    'Platform',
    'State',
    'Attempts',
    'Sent',
    'Last change',
    'Next send or check',
    'Hashed at receipt',
    'Message',
  ];
  return toCsv([
    header,
    ...entries.flatMap((entry) =>
      entry.rows.map((row) => [
        when(entry.bookedAt),
        providerLabels[entry.provider],
        entry.bookingId,
        bookingStatusLabels[entry.bookingStatus],
        entry.visit?.channel ?? null,
        entry.visit?.source ?? null,
        entry.visit?.campaign ?? null,
        entry.clickId,
        platformLabels[row.platform],
        stateLabels[row.state],
        row.attempts,
        when(row.sentAt),
        when(row.updatedAt),
        row.state === 'queued' || row.state === 'pending' ? when(row.dueAt) : null,
        row.hashedKeys.join(' and ') || 'none',
        row.message,
      ]),
    ),
  ]);
}
