import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { type LeadFieldErrors, type LeadFormValues, leadFieldNames } from './options';
import { leadKey } from './timer';

/**
 * A form sent without JavaScript that needs correcting is shown again on /contact/form, a page
 * rendered per request: the submit handler answers 303 with the values and messages sealed
 * (AES-256-GCM, key from AUTH_SECRET) into the address, so any instance can show them, nothing
 * half-made is stored, and neither logs nor proxies can read what the person typed.
 */
export type FormState = { values: LeadFormValues; errors: LeadFieldErrors; source: string };

/** How long a sealed form can be shown again. */
const lifetimeMs = 60 * 60_000;

export function sealFormState(state: FormState, now = Date.now()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', leadKey('form state'), iv);
  const plain = JSON.stringify({ ...state, expires: now + lifetimeMs });
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

/** The state in a sealed value, or null when it is not one of ours or has expired. */
export function openFormState(
  sealed: string | null | undefined,
  now = Date.now(),
): FormState | null {
  if (!sealed || sealed.length > 40_000) return null;
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', leadKey('form state'), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
    const parsed = JSON.parse(plain.toString('utf8')) as FormState & { expires: number };
    if (!(parsed.expires > now)) return null;
    const values = Object.fromEntries(
      leadFieldNames.map((name) => [name, String(parsed.values?.[name] ?? '')]),
    ) as LeadFormValues;
    return { values, errors: parsed.errors ?? {}, source: String(parsed.source ?? '/contact') };
  } catch {
    return null;
  }
}
