import type { DateStyle } from './values';

/**
 * The report files the spend import reads, each known by its header row. Column names are
 * compared trimmed and case-insensitively; columns not listed here are ignored. The comment on
 * each says which download it is; tests/fixtures/spend/ holds files shaped like each.
 */

export const spendFormatIds = ['google', 'meta', 'microsoft', 'plain'] as const;
export type SpendFormatId = (typeof spendFormatIds)[number];

export type ColumnRole = 'day' | 'dayEnd' | 'campaign' | 'cost' | 'currency' | 'source' | 'medium';

export type ColumnSpec = {
  role: ColumnRole;
  /** The name messages show. */
  label: string;
  /** Lower-case names, or a pattern over the lower-cased name. */
  names: readonly (string | RegExp)[];
  required: boolean;
};

export type SpendFormat = {
  id: SpendFormatId;
  /** What the file is, for messages: "a Google Ads campaign report". */
  label: string;
  /**
   * The canonical source (lib/sources.ts) and the medium that make the channel rules
   * (lib/analytics/channels.ts) count the platform's visits as Paid Search or Paid Social;
   * null for the plain CSV, whose rows name them.
   */
  source: string | null;
  medium: string | null;
  columns: readonly ColumnSpec[];
  dateStyles: readonly DateStyle[];
  /** Rows below the header that are the report's own totals, not a campaign's day. */
  totals: 'total-rows' | 'summary-row' | 'none';
  /** Whether one (day, campaign) may take several rows, to be summed (see parseSpendFile). */
  sumsRepeats: boolean;
};

/** Meta puts the account's currency in the cost column's name: "Amount spent (USD)". */
export const metaCostColumn = /^amount spent \(([a-z]{3})\)$/;

export const spendFormats: readonly SpendFormat[] = [
  {
    // Google Ads > Campaigns, segmented by day, downloaded as .csv (UTF-8) or "Excel .csv"
    // (UTF-16 LE, tabs): the report's title and date range above the header, "Total: …" rows
    // (Account, Campaigns, Search, …) at the end, thousands grouped by commas.
    id: 'google',
    label: 'a Google Ads campaign report by day',
    source: 'google',
    medium: 'cpc',
    columns: [
      { role: 'day', label: 'Day', names: ['day'], required: true },
      { role: 'campaign', label: 'Campaign', names: ['campaign'], required: true },
      { role: 'cost', label: 'Cost', names: ['cost'], required: true },
      { role: 'currency', label: 'Currency code', names: ['currency code'], required: true },
    ],
    dateStyles: ['iso'],
    totals: 'total-rows',
    sumsRepeats: true,
  },
  {
    // Ads Manager > Campaigns, broken down by day, Export table data as .csv: one row per
    // campaign and day, where Reporting starts and Reporting ends are that day.
    id: 'meta',
    label: 'a Meta Ads Manager export by day',
    source: 'facebook',
    medium: 'paid',
    columns: [
      { role: 'day', label: 'Reporting starts', names: ['reporting starts'], required: true },
      { role: 'dayEnd', label: 'Reporting ends', names: ['reporting ends'], required: true },
      { role: 'campaign', label: 'Campaign name', names: ['campaign name'], required: true },
      { role: 'cost', label: 'Amount spent (USD)', names: [metaCostColumn], required: true },
    ],
    dateStyles: ['iso'],
    totals: 'summary-row',
    sumsRepeats: true,
  },
  {
    // Microsoft Advertising's campaign report as the web app and the Reporting API write it:
    // "Report Name: …", "Report Time: …", "Time Zone: …" … above the header, a blank line, the
    // rows, a blank line and "©2026 Microsoft Corporation. All rights reserved.". Days are
    // yyyy-mm-dd from the API, M/D/YYYY from the web app in US English.
    id: 'microsoft',
    label: 'a Microsoft Advertising campaign report',
    source: 'bing',
    medium: 'cpc',
    columns: [
      { role: 'day', label: 'Date', names: ['date', 'day', 'timeperiod'], required: true },
      {
        role: 'campaign',
        label: 'Campaign',
        names: ['campaign', 'campaign name', 'campaignname'],
        required: true,
      },
      { role: 'cost', label: 'Spend', names: ['spend'], required: true },
      {
        role: 'currency',
        label: 'Currency code',
        names: ['currency code', 'currencycode', 'currency'],
        required: false,
      },
    ],
    dateStyles: ['iso', 'us'],
    totals: 'total-rows',
    sumsRepeats: true,
  },
  {
    // Anything else, written by hand or by a script: one row per day and campaign.
    id: 'plain',
    label: 'a plain spend CSV',
    source: null,
    medium: null,
    columns: [
      { role: 'day', label: 'date', names: ['date'], required: true },
      { role: 'source', label: 'source', names: ['source'], required: true },
      { role: 'medium', label: 'medium', names: ['medium'], required: true },
      { role: 'campaign', label: 'campaign', names: ['campaign'], required: true },
      { role: 'cost', label: 'cost', names: ['cost'], required: true },
      { role: 'currency', label: 'currency', names: ['currency'], required: true },
    ],
    dateStyles: ['iso'],
    totals: 'none',
    sumsRepeats: false,
  },
];

export const columnMatches = (spec: ColumnSpec, name: string) =>
  spec.names.some((candidate) =>
    typeof candidate === 'string' ? candidate === name : candidate.test(name),
  );

/** "Day, Campaign, Cost and Currency code" */
export const joinList = (labels: readonly string[]) =>
  labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? '');

export const requiredColumnList = (format: SpendFormat) =>
  joinList(format.columns.filter((spec) => spec.required).map((spec) => spec.label));
