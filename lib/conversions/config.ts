import 'server-only';
import { z } from 'zod';
import { readServiceAccount, type ServiceAccountKey } from './google-auth';
import { type Platform, platforms } from './types';

/**
 * Which ad platforms booked demos are reported to, read from the environment. A platform is
 * configured by its credential; its other variables are then required. Nothing here prints a
 * variable's value: a message names the variable and what is wrong with it.
 */

export type MetaDestination = {
  pixelId: string;
  accessToken: string;
  /** `META_CAPI_URL`, no trailing slash. */
  baseUrl: string;
  /** The Graph API version in the path (`v24.0`). */
  apiVersion: string;
  /** The standard event the booking is (`Schedule`); a pixel event of the same name dedups. */
  eventName: string;
  /** Events go to Events Manager's Test Events tab only, when set. */
  testEventCode: string | null;
  /** Send click ids only: no hashed email or phone. */
  clickIdsOnly: boolean;
};

export type ConsentStatus = 'CONSENT_GRANTED' | 'CONSENT_DENIED';

export type GoogleDestination = {
  /** The Google Ads account (operating account), digits only. */
  customerId: string;
  /** A manager account with access to `customerId`, when the service account is a user there. */
  loginCustomerId: string | null;
  /** The conversion action (`productDestinationId`). */
  conversionActionId: string;
  serviceAccount: ServiceAccountKey;
  baseUrl: string;
  tokenUrl: string;
  /** Test mode: Google validates each request and records nothing. */
  validateOnly: boolean;
  /** Request-level consent, sent only when set. */
  consent: { adUserData?: ConsentStatus; adPersonalization?: ConsentStatus } | null;
  clickIdsOnly: boolean;
};

export type MicrosoftDestination = {
  tagId: string;
  accessToken: string;
  baseUrl: string;
  /** The custom event's name; with `eventId`, the pair a UET tag event dedups against. */
  eventName: string;
  /** `adStorageConsent`, sent only when set. */
  adStorageConsent: 'G' | 'D' | null;
  clickIdsOnly: boolean;
};

export type ConversionDestinations = {
  meta: MetaDestination | null;
  google: GoogleDestination | null;
  microsoft: MicrosoftDestination | null;
};

export const defaults = {
  metaUrl: 'https://graph.facebook.com',
  metaVersion: 'v24.0',
  metaEventName: 'Schedule',
  googleDataManagerUrl: 'https://datamanager.googleapis.com',
  googleTokenUrl: 'https://oauth2.googleapis.com/token',
  microsoftUrl: 'https://capi.uet.microsoft.com',
  microsoftEventName: 'book_demo',
} as const;

const credential = z
  .string()
  .regex(/^[\x21-\x7E]+$/, 'must be the token alone, with no spaces or line breaks');
const baseUrl = z
  .url('must be a URL')
  .regex(/^https?:\/\/[^?#]+$/, 'must be an http(s) URL with no query')
  .transform((value) => value.replace(/\/+$/, ''));
const digits = (what: string) => z.string().regex(/^\d{1,20}$/, `must be ${what}, digits only`);
const eventName = z
  .string()
  .regex(/^[\w .-]{1,100}$/, 'must be an event name (letters, digits, _ . -)');
const flag = z.stringbool('must be true or false').default(false);
const consent = z.enum(['granted', 'denied'], 'must be granted or denied').optional();

const schema = z.object({
  META_CAPI_TOKEN: credential.optional(),
  META_PIXEL_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'must be the numeric pixel id')
    .optional(),
  META_CAPI_URL: baseUrl.default(defaults.metaUrl),
  META_CAPI_VERSION: z
    .string()
    .regex(/^v\d{1,3}\.\d{1,3}$/, 'must look like v24.0')
    .default(defaults.metaVersion),
  META_CAPI_EVENT_NAME: eventName.default(defaults.metaEventName),
  META_TEST_EVENT_CODE: z
    .string()
    .regex(/^\w{1,64}$/, 'must be the code Events Manager shows')
    .optional(),
  META_CAPI_CLICK_IDS_ONLY: flag,

  GOOGLE_ADS_CUSTOMER_ID: z
    .string()
    .regex(/^\d{3}-?\d{3}-?\d{4}$/, 'must be the Google Ads customer id (123-456-7890)')
    .transform((value) => value.replaceAll('-', ''))
    .optional(),
  GOOGLE_ADS_LOGIN_CUSTOMER_ID: z
    .string()
    .regex(/^\d{3}-?\d{3}-?\d{4}$/, 'must be the manager account id (123-456-7890)')
    .transform((value) => value.replaceAll('-', ''))
    .optional(),
  GOOGLE_ADS_CONVERSION_ACTION_ID: digits('the conversion action id').optional(),
  GOOGLE_SERVICE_ACCOUNT_JSON: z.string().optional(),
  GOOGLE_DATA_MANAGER_URL: baseUrl.default(defaults.googleDataManagerUrl),
  GOOGLE_OAUTH_TOKEN_URL: z
    .url('must be a URL')
    .regex(/^https?:\/\/[^?#]+$/, 'must be an http(s) URL with no query')
    .default(defaults.googleTokenUrl),
  GOOGLE_ADS_VALIDATE_ONLY: flag,
  GOOGLE_ADS_AD_USER_DATA_CONSENT: consent,
  GOOGLE_ADS_AD_PERSONALIZATION_CONSENT: consent,
  GOOGLE_ADS_CLICK_IDS_ONLY: flag,

  MICROSOFT_CAPI_TOKEN: credential.optional(),
  MICROSOFT_UET_TAG_ID: digits('the UET tag id').optional(),
  MICROSOFT_CAPI_URL: baseUrl.default(defaults.microsoftUrl),
  MICROSOFT_CAPI_EVENT_NAME: eventName.default(defaults.microsoftEventName),
  MICROSOFT_AD_STORAGE_CONSENT: consent,
  MICROSOFT_CAPI_CLICK_IDS_ONLY: flag,
});

type Variables = z.infer<typeof schema>;

/** The variables every configured platform needs, by the variable that configures it. */
const required = {
  meta: { by: ['META_CAPI_TOKEN'], needs: ['META_CAPI_TOKEN', 'META_PIXEL_ID'] },
  google: {
    by: [
      'GOOGLE_ADS_CUSTOMER_ID',
      'GOOGLE_ADS_CONVERSION_ACTION_ID',
      'GOOGLE_SERVICE_ACCOUNT_JSON',
    ],
    needs: [
      'GOOGLE_ADS_CUSTOMER_ID',
      'GOOGLE_ADS_CONVERSION_ACTION_ID',
      'GOOGLE_SERVICE_ACCOUNT_JSON',
    ],
  },
  microsoft: {
    by: ['MICROSOFT_CAPI_TOKEN'],
    needs: ['MICROSOFT_CAPI_TOKEN', 'MICROSOFT_UET_TAG_ID'],
  },
} as const satisfies Record<string, { by: (keyof Variables)[]; needs: (keyof Variables)[] }>;

const consentStatus = (value: 'granted' | 'denied' | undefined): ConsentStatus | undefined =>
  value === undefined ? undefined : value === 'granted' ? 'CONSENT_GRANTED' : 'CONSENT_DENIED';

/**
 * The configured destinations. Throws one error listing every problem (`VARIABLE: what is
 * wrong`); empty strings count as unset, as in lib/env.ts.
 */
export function conversionDestinations(
  env: Record<string, string | undefined>,
  { readFile }: { readFile?: (path: string) => string } = {},
): ConversionDestinations {
  const source = Object.fromEntries(
    Object.entries(env)
      .filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && entry[1].trim() !== '',
      )
      .map(([name, value]) => [name, value.trim()]),
  );
  const problems: string[] = [];
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      problems.push(`${issue.path.join('.')}: ${issue.message}`);
  }
  const vars = (parsed.success ? parsed.data : {}) as Partial<Variables>;
  const configured = (platform: keyof typeof required) => {
    if (!required[platform].by.some((name) => source[name] !== undefined)) return false;
    const missing = required[platform].needs.filter((name) => source[name] === undefined);
    for (const name of missing) {
      problems.push(
        `${name}: must be set with ${required[platform].by.filter((by) => source[by]).join(' and ')}`,
      );
    }
    return missing.length === 0;
  };
  const wantMeta = configured('meta');
  const wantGoogle = configured('google');
  const wantMicrosoft = configured('microsoft');

  let serviceAccount: ServiceAccountKey | null = null;
  if (wantGoogle && vars.GOOGLE_SERVICE_ACCOUNT_JSON) {
    try {
      serviceAccount = readServiceAccount(vars.GOOGLE_SERVICE_ACCOUNT_JSON, readFile);
    } catch (error) {
      problems.push(`GOOGLE_SERVICE_ACCOUNT_JSON: ${(error as Error).message}`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`Invalid conversion destination configuration:\n  ${problems.join('\n  ')}`);
  }
  const v = vars as Variables;
  const googleConsent = {
    ...(v.GOOGLE_ADS_AD_USER_DATA_CONSENT && {
      adUserData: consentStatus(v.GOOGLE_ADS_AD_USER_DATA_CONSENT),
    }),
    ...(v.GOOGLE_ADS_AD_PERSONALIZATION_CONSENT && {
      adPersonalization: consentStatus(v.GOOGLE_ADS_AD_PERSONALIZATION_CONSENT),
    }),
  };
  return {
    meta:
      wantMeta && v.META_CAPI_TOKEN && v.META_PIXEL_ID
        ? {
            pixelId: v.META_PIXEL_ID,
            accessToken: v.META_CAPI_TOKEN,
            baseUrl: v.META_CAPI_URL,
            apiVersion: v.META_CAPI_VERSION,
            eventName: v.META_CAPI_EVENT_NAME,
            testEventCode: v.META_TEST_EVENT_CODE ?? null,
            clickIdsOnly: v.META_CAPI_CLICK_IDS_ONLY,
          }
        : null,
    google:
      wantGoogle && serviceAccount && v.GOOGLE_ADS_CUSTOMER_ID && v.GOOGLE_ADS_CONVERSION_ACTION_ID
        ? {
            customerId: v.GOOGLE_ADS_CUSTOMER_ID,
            loginCustomerId: v.GOOGLE_ADS_LOGIN_CUSTOMER_ID ?? null,
            conversionActionId: v.GOOGLE_ADS_CONVERSION_ACTION_ID,
            serviceAccount,
            baseUrl: v.GOOGLE_DATA_MANAGER_URL,
            tokenUrl: v.GOOGLE_OAUTH_TOKEN_URL,
            validateOnly: v.GOOGLE_ADS_VALIDATE_ONLY,
            consent: Object.keys(googleConsent).length > 0 ? googleConsent : null,
            clickIdsOnly: v.GOOGLE_ADS_CLICK_IDS_ONLY,
          }
        : null,
    microsoft:
      wantMicrosoft && v.MICROSOFT_CAPI_TOKEN && v.MICROSOFT_UET_TAG_ID
        ? {
            tagId: v.MICROSOFT_UET_TAG_ID,
            accessToken: v.MICROSOFT_CAPI_TOKEN,
            baseUrl: v.MICROSOFT_CAPI_URL,
            eventName: v.MICROSOFT_CAPI_EVENT_NAME,
            adStorageConsent:
              v.MICROSOFT_AD_STORAGE_CONSENT === undefined
                ? null
                : v.MICROSOFT_AD_STORAGE_CONSENT === 'granted'
                  ? 'G'
                  : 'D',
            clickIdsOnly: v.MICROSOFT_CAPI_CLICK_IDS_ONLY,
          }
        : null,
  };
}

let configured: ConversionDestinations | undefined;
let configurationProblem: string | null = null;

const none: ConversionDestinations = { meta: null, google: null, microsoft: null };

/**
 * The destinations this process sends to, read once from the environment. A variable that is
 * set but wrong turns every destination off (logged once, naming the variable, never its value):
 * nothing is kept or sent for a platform that would refuse it.
 */
export function configuredDestinations(): ConversionDestinations {
  if (configured === undefined) {
    try {
      configured = conversionDestinations(process.env);
    } catch (error) {
      configurationProblem = (error as Error).message;
      console.error('conversions:', configurationProblem);
      configured = none;
    }
  }
  return configured;
}

/**
 * Why every destination is off although variables are set (each wrong variable and what is
 * wrong with it, never a value), or null: the admin's Conversions section says it.
 */
export function destinationsProblem(): string | null {
  configuredDestinations();
  return configurationProblem;
}

/** The platforms `destinations` configures, in the admin's order. */
export const configuredPlatforms = (destinations: ConversionDestinations): Platform[] =>
  platforms.filter((platform) => destinations[platform] !== null);

/**
 * Whether any ad platform is configured to learn of booked demos: while none is, the click ids'
 * values are not kept at all (only their kind, for the channel).
 */
export function anyConversionDestination(): boolean {
  return configuredPlatforms(configuredDestinations()).length > 0;
}
