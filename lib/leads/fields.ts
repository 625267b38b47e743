import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import * as z from 'zod/mini';
import {
  bestTimes,
  contactMethods,
  fieldLimits,
  type LeadFieldErrors,
  type LeadFieldName,
  type LeadFields,
  leadFieldNames,
  topics,
  trades,
} from './options';

/**
 * The contact form's rules: one schema for the browser (inline messages; the form loads this
 * module on the first interaction) and the server (the authority). Written with zod's small
 * build and libphonenumber-js's smallest metadata, as this is the form's only large script.
 */
const unpairedSurrogate =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Control characters other than tab and line breaks (the message may have line breaks).
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Text PostgreSQL keeps as sent and a person can read: no NUL, control codes or broken pairs. */
export const isPlainText = (value: string) =>
  !controlCharacter.test(value) && !unpairedSurrogate.test(value);

function text(label: string, max: number, required: boolean) {
  return z
    .string(`Enter ${label}.`)
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, `Enter ${label}.`)] : []),
      z.maxLength(max, `Keep ${label} to ${max} characters or fewer.`),
      z.refine(isPlainText, `Remove the unusual characters from ${label}.`),
    );
}

function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, message);
}

/**
 * A phone number in E.164, or null when it is not one: North American numbers may be written
 * any usual way, others need their country code (+44 …).
 */
export function normalisePhone(value: string): string | null {
  const trimmed = value.trim();
  if (!/^[+\d\s().\-–/]{7,30}$/.test(trimmed)) return null;
  const phone = parsePhoneNumberFromString(trimmed, 'US');
  return phone?.isValid() ? phone.number : null;
}

const emailPattern = z.email('Enter an email address like name@example.com.');

export const leadFieldsSchema = z
  .object({
    topic: choice(topics, 'Choose what your message is about.'),
    name: text('your name', fieldLimits.name, true),
    business: text('your business name', fieldLimits.business, true),
    trade: choice(trades, 'Choose your trade.'),
    phone: z.string().check(
      z.trim(),
      z.maxLength(fieldLimits.phone, 'Enter a phone number like (555) 123-4567.'),
      z.refine(
        (value) => value === '' || normalisePhone(value) !== null,
        'Enter a phone number like (555) 123-4567, or +44 20 7946 0958 outside North America.',
      ),
    ),
    email: z.string().check(
      z.trim(),
      z.maxLength(fieldLimits.email, 'Enter an email address like name@example.com.'),
      z.refine(
        (value) => value === '' || emailPattern.safeParse(value).success,
        'Enter an email address like name@example.com.',
      ),
    ),
    preferred: choice(contactMethods, 'Choose how we should contact you.'),
    bestTime: choice(bestTimes, 'Choose the best time to reach you.'),
    message: text('your message', fieldLimits.message, false),
  })
  .check(
    z.superRefine((value, context) => {
      for (const [field, message] of Object.entries(reachErrors(value))) {
        context.issues.push({ code: 'custom', path: [field], message, input: value });
      }
    }),
  );

/**
 * How we can reach the person: a phone number or an email address, and the one they prefer.
 * Also applied when other fields fail (zod skips an object's own checks then), so every message
 * shows at once.
 */
function reachErrors(value: {
  phone?: unknown;
  email?: unknown;
  preferred?: unknown;
}): LeadFieldErrors {
  const phone = typeof value.phone === 'string' ? value.phone.trim() : '';
  const email = typeof value.email === 'string' ? value.email.trim() : '';
  if (phone === '' && email === '') {
    return { phone: 'Enter a phone number or an email address, so we can reach you.' };
  }
  if ((value.preferred === 'call' || value.preferred === 'text') && phone === '') {
    return { phone: 'Enter a phone number, or choose email as the way to reach you.' };
  }
  if (value.preferred === 'email' && email === '') {
    return { email: 'Enter your email address, or choose a call or a text instead.' };
  }
  return {};
}

export type LeadValidation =
  | { success: true; lead: LeadFields }
  | { success: false; errors: LeadFieldErrors };

/** The form's values checked: the lead, normalised, or one plain message per field. */
export function validateLead(values: Partial<Record<string, unknown>>): LeadValidation {
  const input = Object.fromEntries(
    leadFieldNames.map((name) => [name, typeof values[name] === 'string' ? values[name] : '']),
  );
  const result = leadFieldsSchema.safeParse(input);
  if (!result.success) {
    const errors: LeadFieldErrors = {};
    for (const [field, message] of Object.entries(reachErrors(input))) {
      errors[field as LeadFieldName] = message;
    }
    for (const issue of result.error.issues) {
      const field = issue.path[0] as LeadFieldName | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return { success: false, errors };
  }
  const data = result.data;
  return {
    success: true,
    lead: {
      ...data,
      phone: data.phone ? normalisePhone(data.phone) : null,
      email: data.email ? data.email : null,
      message: data.message ? data.message : null,
    },
  };
}
