import { createHash } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * The invitee's email and phone, normalised the way each platform documents and SHA-256 hashed
 * (lowercase hex), once, when the booking delivery is received: only these hashes are kept.
 *
 * - Meta (https://developers.facebook.com/docs/marketing-api/conversions-api/parameters/customer-information-parameters):
 *   email trimmed and lower-cased; phone as digits only, with the country code and no `+`.
 * - Google (https://developers.google.com/data-manager/api/devguides/concepts/formatting):
 *   email lower-cased with every space removed, and for gmail.com / googlemail.com the dots and
 *   any `+suffix` removed from the local part; phone in E.164 with its `+`.
 * - Microsoft: its Conversions API guide
 *   (https://learn.microsoft.com/en-us/advertising/guides/uet-conversion-api-integration) asks
 *   for SHA-256 `em` and `ph`; its normalisation could not be read here, so the email is trimmed
 *   and lower-cased (as Meta's) and the phone is E.164 with its `+` (as Google's).
 *
 * A phone without a country code is read as a US number (libphonenumber-js, as the contact form).
 */

/** SHA-256 of the UTF-8 text, as 64 lowercase hex digits. */
export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A hashed value as the platforms take it: 64 lowercase hex digits. */
export const hashedPattern = /^[0-9a-f]{64}$/;

// Control characters (NUL included) never belong in an address or a number.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
const controlCharacter = /[\u0000-\u001F\u007F]/;

/** A lower-cased address with one `@`, something on each side and no space, or null. */
function plainEmail(value: string, dropSpaces: boolean): string | null {
  const trimmed = (dropSpaces ? value.replace(/\s+/g, '') : value.trim()).toLowerCase();
  if (controlCharacter.test(trimmed)) return null;
  return /^[^\s@]+@[^\s@]+$/.test(trimmed) && trimmed.length <= 320 ? trimmed : null;
}

/** Meta's form of an email address: trimmed and lower-cased. */
export const normaliseMetaEmail = (value: string) => plainEmail(value, false);

const gmailDomains = new Set(['gmail.com', 'googlemail.com']);

/**
 * Google's form of an email address: lower-cased, no whitespace at all; for gmail.com and
 * googlemail.com, no dots and no `+suffix` in the local part
 * (`cloudy.sanfrancisco+shopping@gmail.com` → `cloudysanfrancisco@gmail.com`).
 */
export function normaliseGoogleEmail(value: string): string | null {
  const email = plainEmail(value, true);
  if (email === null) return null;
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1);
  if (!gmailDomains.has(domain)) return email;
  const local = email.slice(0, at).split('+')[0]?.replaceAll('.', '') ?? '';
  return local === '' ? null : `${local}@${domain}`;
}

/** A phone number in E.164 (`+16505551212`), or null when it is not a valid number. */
export function e164(value: string): string | null {
  // An international `00` prefix reads as `+` (a US default would read it as a local number).
  const trimmed = value.trim().replace(/^00(?=[1-9])/, '+');
  if (!/^[+\d\s().\-–/]{7,30}(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i.test(trimmed)) return null;
  const phone = parsePhoneNumberFromString(trimmed, 'US');
  return phone?.isValid() ? phone.number : null;
}

/** Meta's form of a phone number: digits with the country code, no `+` (`16505551212`). */
export const normaliseMetaPhone = (value: string) => e164(value)?.slice(1) ?? null;

const hashed = (normalised: string | null) =>
  normalised === null ? undefined : sha256Hex(normalised);

export const metaEmail = (value: string) => hashed(normaliseMetaEmail(value));
export const metaPhone = (value: string) => hashed(normaliseMetaPhone(value));
export const googleEmail = (value: string) => hashed(normaliseGoogleEmail(value));
export const googlePhone = (value: string) => hashed(e164(value));
export const microsoftEmail = metaEmail;
export const microsoftPhone = googlePhone;

/** The hashes each platform is sent; a detail that was missing or unreadable is left out. */
export type HashedContacts = {
  meta: { em?: string; ph?: string };
  google: { email?: string; phone?: string };
  microsoft: { em?: string; ph?: string };
};

/** The hash of `value` by `hash`, or undefined when there is no value. */
const hashOf = (value: string | null | undefined, hash: (value: string) => string | undefined) =>
  value ? hash(value) : undefined;

/** Drops the keys whose value is undefined, so that stored JSON has only the hashes made. */
function defined<T extends Record<string, string | undefined>>(value: T): Partial<T> {
  const entries = Object.entries(value).filter((entry) => entry[1] !== undefined);
  return Object.fromEntries(entries) as Partial<T>;
}

/** The invitee's email and phone (either may be missing) hashed for every platform. */
export function hashedContacts(
  email: string | null | undefined,
  phone: string | null | undefined,
): HashedContacts {
  return {
    meta: defined({ em: hashOf(email, metaEmail), ph: hashOf(phone, metaPhone) }),
    google: defined({ email: hashOf(email, googleEmail), phone: hashOf(phone, googlePhone) }),
    microsoft: defined({ em: hashOf(email, microsoftEmail), ph: hashOf(phone, microsoftPhone) }),
  };
}
