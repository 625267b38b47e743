import {
  type CampaignFilters,
  campaignFilterNames,
  parseCampaignFilters,
} from '@/lib/analytics/campaign-filters';
import { campaignFilterLabels } from '@/lib/analytics/campaign-links';
import { customRangeDays, isRangePreset, type RangePreset } from '@/lib/analytics/range';
import { type SharedScope, sharedScopes } from '@/lib/db/schema/notes';
import { hasUnpairedSurrogate } from '@/lib/storable-text';

/**
 * What an admin chooses for a new shared link (the "Share this view" form): what it shows, the
 * filters and range it is locked to, a label, when it expires and an optional password. Pure:
 * the API, the form and the tests read the same fields the same way.
 */

/** The expiries offered, in days; a link lasts 90 days unless chosen otherwise. */
export const expiryChoices = [7, 30, 90, 365] as const;
export type ExpiryDays = (typeof expiryChoices)[number];
export const defaultExpiryDays: ExpiryDays = 90;

export const maxLabelLength = 100;
export const minPasswordLength = 8;
export const maxPasswordLength = 200;
/** The longest filter value a link is locked to (the campaign view reads no longer one). */
export const maxFilterLength = 300;

/** The prefix of a filter's field: `filter.source=google`. */
export const filterField = (name: string) => `filter.${name}`;

export type ShareSettings = {
  scope: SharedScope;
  range: RangePreset;
  filters: CampaignFilters;
  label: string | null;
  password: string | null;
  expiresInDays: ExpiryDays;
};

/** Why a form was refused, by code: a plain form's post comes back with `?refused=<code>`. */
export const shareRefusals = {
  scope: 'Choose what the link shows: the overview or the campaign view.',
  range:
    'That range is not one the views offer: a rolling range (today, this week, the last 7, 30 or 90 days, all time) or exact days, at most 400.',
  filter: `A link can be locked only to the campaign view’s filters (${campaignFilterNames
    .map((name) => campaignFilterLabels[name].toLowerCase())
    .join(', ')}), one value each of at most ${maxFilterLength} characters; the overview has none.`,
  label: `The label can be at most ${maxLabelLength} characters, with no control characters.`,
  expiry: `Choose when the link expires: in ${expiryChoices.slice(0, -1).join(', ')} or ${expiryChoices.at(-1)} days.`,
  password: `A password is ${minPasswordLength} to ${maxPasswordLength} characters long, or left empty for none.`,
  field: 'The form sent a field the Share this view form does not have.',
} as const;
export type ShareRefusal = keyof typeof shareRefusals;

export const isShareRefusal = (value: unknown): value is ShareRefusal =>
  typeof value === 'string' && Object.hasOwn(shareRefusals, value);

const fields = new Set(['scope', 'range', 'label', 'expires', 'password']);
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused.
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

/** Text an admin may store as it was typed: no control character, no half of a UTF-16 pair. */
const plainText = (text: string) => !controlCharacter.test(text) && !hasUnpairedSurrogate(text);

/**
 * A range as a link stores it: a rolling preset ('30d') or exact days ('2026-11-01..2026-11-30',
 * checked as the views check a URL's), or null for anything else.
 */
export function shareRange(value: string, now: Date = new Date()): RangePreset | null {
  const text = value.trim().toLowerCase();
  if (isRangePreset(text)) return text;
  const days = customRangeDays(text, now);
  return days ? `${days.from}..${days.to}` : null;
}

/**
 * The settings of a "Share this view" form (a browser's form post or its equivalent): every field
 * is known and sent once, the filters are the campaign view's (and only on it), the password is
 * empty or long enough. Anything else is refused with one of `shareRefusals`.
 */
export function parseShareForm(
  entries: Iterable<[string, FormDataEntryValue]>,
  now: Date = new Date(),
): { ok: true; settings: ShareSettings } | { ok: false; refusal: ShareRefusal } {
  const values = new Map<string, string>();
  const filters = new URLSearchParams();
  const refuse = (refusal: ShareRefusal) => ({ ok: false as const, refusal });
  for (const [name, value] of entries) {
    if (typeof value !== 'string') return refuse(name.startsWith('filter.') ? 'filter' : 'field');
    if (name.startsWith('filter.')) {
      const filter = name.slice('filter.'.length);
      const text = value.trim();
      if (!(campaignFilterNames as readonly string[]).includes(filter) || filters.has(filter)) {
        return refuse('filter');
      }
      if (text.length > maxFilterLength || !plainText(text)) return refuse('filter');
      if (text !== '') filters.set(filter, text);
    } else if (fields.has(name) && !values.has(name)) {
      values.set(name, value);
    } else {
      return refuse('field');
    }
  }
  const scope = values.get('scope');
  if (!(sharedScopes as readonly string[]).includes(scope ?? '')) return refuse('scope');
  if (scope === 'overview' && filters.size > 0) return refuse('filter');
  const range = shareRange(values.get('range') || '30d', now);
  if (!range) return refuse('range');
  const expires = Number(values.get('expires') || defaultExpiryDays);
  const expiresInDays = expiryChoices.find((days) => days === expires);
  if (!expiresInDays) return refuse('expiry');
  const label = values.get('label')?.trim() ?? '';
  if ([...label].length > maxLabelLength || !plainText(label)) return refuse('label');
  const password = values.get('password') ?? '';
  const length = [...password].length;
  if (password !== '' && (length < minPasswordLength || length > maxPasswordLength)) {
    return refuse('password');
  }
  return {
    ok: true,
    settings: {
      scope: scope as SharedScope,
      range,
      filters: parseCampaignFilters(filters),
      label: label === '' ? null : label,
      password: password === '' ? null : password,
      expiresInDays,
    },
  };
}
