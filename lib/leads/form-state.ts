import 'server-only';
import { seal, unseal } from '@/lib/seal';
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
  return seal(leadKey('form state'), { ...state, expires: now + lifetimeMs });
}

/** The state in a sealed value, or null when it is not one of ours or has expired. */
export function openFormState(
  sealed: string | null | undefined,
  now = Date.now(),
): FormState | null {
  if (!sealed || sealed.length > 40_000) return null;
  const parsed = unseal(leadKey('form state'), sealed) as (FormState & { expires: number }) | null;
  if (!parsed || !(parsed.expires > now)) return null;
  const values = Object.fromEntries(
    leadFieldNames.map((name) => [name, String(parsed.values?.[name] ?? '')]),
  ) as LeadFormValues;
  return { values, errors: parsed.errors ?? {}, source: String(parsed.source ?? '/contact') };
}
