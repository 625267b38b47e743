import { z } from 'zod';
import { buildTimeVariables } from './build-time-env.mjs';
import { parseTrustProxy } from './trust-proxy-setting';

/**
 * The only reader of process.env. Parsed lazily so that importing a module never throws at build
 * time for a variable that module does not use.
 */
const optionalUrl = z
  .string()
  .trim()
  .url()
  .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) URL')
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SITE_URL: z
    .string()
    .trim()
    .url()
    .default('http://localhost:3000')
    .transform((value) => value.replace(/\/+$/, '')),
  BOOKING_URL_GENERAL: optionalUrl,
  BOOKING_URL_POOL: optionalUrl,
  BOOKING_URL_HVAC: optionalUrl,
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
    .optional(),
  DATA_DIR: z.string().trim().default('./data'),
  /** Requests per minute one client may send to /api/events; 0 turns the limit off. */
  ANALYTICS_RATE_LIMIT: z.coerce.number().int().min(0).default(120),
  /** Signs sessions; generated into DATA_DIR in development, required in production. */
  AUTH_SECRET: z.string().trim().min(32, 'must be at least 32 characters').optional(),
  /** Comma-separated addresses that are admins. */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('ADMIN_EMAILS must be comma-separated email addresses'))),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().trim().optional(),
  /** Where contact-form requests go, by topic; unset: the addresses in lib/site/config.ts. */
  SALES_EMAIL: z.email('SALES_EMAIL must be an email address').optional(),
  SUPPORT_EMAIL: z.email('SUPPORT_EMAIL must be an email address').optional(),
  PARTNERS_EMAIL: z.email('PARTNERS_EMAIL must be an email address').optional(),
  /**
   * Which proxies in front may name the client in X-Forwarded-For: a count or addresses and
   * ranges (lib/trust-proxy-setting.ts). Unset: none, the client is the socket's peer.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** Admins must enrol a second factor before they can manage users. */
  REQUIRE_ADMIN_2FA: z.stringbool().default(false),
  /** Phone-factor codes go through Twilio when all three are set; otherwise to DATA_DIR/sms/. */
  TWILIO_ACCOUNT_SID: z
    .string()
    .trim()
    .regex(/^AC[0-9a-f]{32}$/i, 'must be a Twilio account SID (AC...)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().optional(),
  TWILIO_FROM: z
    .string()
    .trim()
    .regex(
      /^(\+[1-9]\d{6,14}|MG[0-9a-f]{32})$/i,
      'must be an E.164 number or a messaging service SID',
    )
    .optional(),
  /**
   * The signing secret shared with the booking service: Calendly's webhook signing key or
   * Cal.com's webhook secret. Unset: POST /api/webhooks/booking answers 503.
   */
  BOOKING_WEBHOOK_SECRET: z.string().min(1).optional(),
  META_PIXEL_ID: z
    .string()
    .trim()
    .regex(/^\d{5,20}$/, 'must be the numeric pixel id')
    .optional(),
  /**
   * How long a booked demo waits before it is sent to the ad platforms (docs/conversions.md): a
   * cancellation in that time sends nothing. At most a day, as Meta and Microsoft take an event
   * up to 7 days old and retries need the rest.
   */
  CONVERSIONS_SEND_DELAY_MINUTES: z.coerce
    .number('must be a number of minutes')
    .int('must be a whole number of minutes')
    .min(0, 'must be 0 or more')
    .max(1440, 'must be at most 1440 (a day)')
    .default(30),
  /**
   * The one currency the site counts ad spend and deal values in (ISO 4217): a spend file or a
   * deal in another is refused with the reason.
   */
  SITE_CURRENCY: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code such as USD')
    .default('USD'),
  /**
   * Signs POST /api/webhooks/crm (`X-Signature: sha256=<hex>`, or HubSpot's v3 signature made
   * with this as the app's client secret). Unset: the endpoint answers 503.
   */
  CRM_WEBHOOK_SECRET: z.string().min(1).optional(),
});

export type Env = z.infer<typeof envSchema>;

for (const name of buildTimeVariables) {
  if (!(name in envSchema.shape)) {
    throw new Error(`lib/build-time-env.mjs names ${name}, which lib/env.ts does not define.`);
  }
}

let cached: Env | undefined;

/** Empty strings count as unset, as they do in most deployment dashboards. */
function readProcessEnv(source: Record<string, string | undefined>): Record<string, string> {
  const entries = Object.entries(source).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
  );
  return Object.fromEntries(entries);
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(readProcessEnv(source));
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  return result.data;
}

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
