import {
  generateKeyPairSync,
  type KeyObject,
  randomUUID,
  verify as verifySignature,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { z } from 'zod';

/**
 * Local stand-ins for the three ad platforms, for tests: node:http servers on 127.0.0.1 and a
 * random port that speak each platform's documented format (lib/conversions/*.ts cite the
 * pages). Each checks the method, the path, the credentials and every field of the body
 * (strict zod schemas: an unknown field is an error), records what it received, and answers as
 * the platform does. `failNext(n, mode)` makes the next n requests fail: 500, 429 (with
 * Retry-After), 400, a hang (no answer until closed), or for Google a processing result of
 * TOO_RECENT_CLICK.
 *
 * The Google fake also serves the OAuth token endpoint (it verifies the JWT assertion's RS256
 * signature with the public key of a key pair the test made) and requestStatus:retrieve.
 */

export type FailMode = 'server-error' | 'rate-limit' | 'invalid' | 'hang' | 'too-recent';

export type Received = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
};

type Reply = { status: number; json: unknown; headers?: Record<string, string> } | 'hang';

export type Fake = {
  url: string;
  /** Every request, in order, as received. */
  received: Received[];
  failNext(count: number, mode: FailMode): void;
  close(): Promise<void>;
};

type Handler = (request: Received, fail: FailMode | null) => Reply | Promise<Reply>;

const maxBodyBytes = 5 * 1024 * 1024;

/** A server that records each request and hands it, with the failure due, to `handle`. */
async function serve(handle: Handler, failing: FailMode[] = []): Promise<Fake> {
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  const hanging = new Set<ServerResponse>();
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > maxBodyBytes) {
        res.writeHead(413).end();
        return;
      }
      chunks.push(chunk as Buffer);
    }
    const text = Buffer.concat(chunks).toString('utf8');
    const type = req.headers['content-type'] ?? '';
    const body = type.startsWith('application/json')
      ? safeJson(text)
      : type.startsWith('application/x-www-form-urlencoded')
        ? Object.fromEntries(new URLSearchParams(text))
        : text;
    const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
    received.push(request);
    const reply = await handle(request, failing.shift() ?? null);
    if (reply === 'hang') {
      hanging.add(res);
      return;
    }
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(JSON.stringify(reply.json));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    failNext(count, mode) {
      for (let i = 0; i < count; i += 1) failing.push(mode);
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { unparsable: text.slice(0, 200) };
  }
}

const isJson = (request: Received) =>
  String(request.headers['content-type'] ?? '').startsWith('application/json');

const hex64 = z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in lowercase hex');
const issuesOf = (error: z.ZodError, prefix: string) =>
  error.issues.map((issue) => `${[prefix, ...issue.path].join('.')}: ${issue.message}`);

/** Whether `seconds` lies within the 7 days before `now` (and not ahead of it). */
const withinSevenDays = (seconds: number, now: Date) =>
  seconds * 1000 <= now.getTime() + 60_000 && now.getTime() - seconds * 1000 <= 7 * 86_400_000;

// ————————————————————————————————————————————— Meta —————————————————————————————————————————————

const metaEventSchema = z.strictObject({
  event_name: z.string().min(1),
  event_time: z.int().positive(),
  event_id: z.string().min(1).max(1000),
  action_source: z.literal('website'),
  event_source_url: z.url(),
  user_data: z.strictObject({
    client_user_agent: z.string().min(1),
    em: z.array(hex64).min(1).optional(),
    ph: z.array(hex64).min(1).optional(),
    fbc: z
      .string()
      .regex(/^fb\.1\.\d{13}\.[A-Za-z0-9\-._~]+$/)
      .optional(),
    fbp: z
      .string()
      .regex(/^fb\.1\.\d{13}\.\d+$/)
      .optional(),
    external_id: z.array(hex64).min(1).optional(),
  }),
  custom_data: z
    .strictObject({ value: z.number().nonnegative(), currency: z.string().regex(/^[A-Z]{3}$/) })
    .optional(),
});

const metaBodySchema = z.strictObject({
  data: z.array(z.unknown()).min(1).max(1000),
  access_token: z.string(),
  test_event_code: z.string().optional(),
});

export type MetaEvent = z.infer<typeof metaEventSchema>;

const graphError = (
  status: number,
  error: Record<string, unknown>,
  headers?: Record<string, string>,
): Reply => ({
  status,
  headers,
  json: { error: { type: 'OAuthException', fbtrace_id: randomUUID(), ...error } },
});

/**
 * Meta's Conversions API: `POST /{version}/{pixel id}/events`. An invalid event refuses the
 * whole batch (400, code 100), as Meta documents; a wrong token is code 190.
 */
export async function startMetaFake(options: {
  pixelId: string;
  accessToken: string;
  now?: () => Date;
}): Promise<Fake & { events: MetaEvent[]; testEvents: MetaEvent[] }> {
  const events: MetaEvent[] = [];
  const testEvents: MetaEvent[] = [];
  const now = options.now ?? (() => new Date());
  const fake = await serve((request, fail) => {
    const route = /^\/(v\d+\.\d+)\/(\d+)\/events$/.exec(request.path);
    if (request.method !== 'POST' || !route || route[2] !== options.pixelId) {
      return graphError(404, { message: 'Unknown path components', code: 2500 });
    }
    if (fail === 'hang') return 'hang';
    if (fail === 'server-error') {
      return graphError(500, {
        message: 'An unexpected error has occurred.',
        code: 2,
        is_transient: true,
      });
    }
    if (fail === 'rate-limit') {
      return graphError(
        429,
        { message: '(#4) Application request limit reached', code: 4 },
        { 'retry-after': '120' },
      );
    }
    if (fail === 'invalid') {
      return graphError(400, {
        message: 'Invalid parameter',
        code: 100,
        error_user_msg: 'Forced failure.',
      });
    }
    if (!isJson(request)) return graphError(400, { message: 'Expected a JSON body', code: 100 });
    const body = metaBodySchema.safeParse(request.body);
    if (!body.success) {
      return graphError(400, {
        message: 'Invalid parameter',
        code: 100,
        error_user_msg: issuesOf(body.error, 'body').join('; '),
      });
    }
    if (body.data.access_token !== options.accessToken) {
      return graphError(401, { message: 'Invalid OAuth access token data.', code: 190 });
    }
    const problems: string[] = [];
    const parsed = body.data.data.map((event, index) => {
      const result = metaEventSchema.safeParse(event);
      if (!result.success) problems.push(...issuesOf(result.error, `data[${index}]`));
      else if (!withinSevenDays(result.data.event_time, now())) {
        problems.push(`data[${index}].event_time: more than 7 days ago or in the future`);
      }
      return result.success ? result.data : null;
    });
    if (problems.length > 0) {
      return graphError(400, {
        message: 'Invalid parameter',
        code: 100,
        error_subcode: 2804050,
        error_user_msg: problems.join('; '),
      });
    }
    (body.data.test_event_code ? testEvents : events).push(...(parsed as MetaEvent[]));
    return {
      status: 200,
      json: { events_received: parsed.length, messages: [], fbtrace_id: randomUUID() },
    };
  });
  return Object.assign(fake, { events, testEvents });
}

// ———————————————————————————————————————————— Google ————————————————————————————————————————————

const dataManagerScope = 'https://www.googleapis.com/auth/datamanager';

/** A service account key pair for the Google fake: the key file's JSON and its public key. */
export function testServiceAccount(
  clientEmail = 'conversions@jackie-test.iam.gserviceaccount.com',
) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const json = JSON.stringify({
    type: 'service_account',
    project_id: 'jackie-test',
    private_key_id: randomUUID().replaceAll('-', ''),
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    client_email: clientEmail,
    token_uri: 'https://oauth2.googleapis.com/token',
  });
  return { json, publicKey, clientEmail };
}

const accountSchema = z.strictObject({
  accountType: z.literal('GOOGLE_ADS'),
  accountId: z.string().regex(/^\d{10}$/),
});
const consentStatus = z.enum(['CONSENT_GRANTED', 'CONSENT_DENIED']);

const googleEventSchema = z
  .strictObject({
    transactionId: z.string().min(1).max(1000),
    eventTimestamp: z.iso.datetime({ offset: true }),
    adIdentifiers: z
      .strictObject({
        gclid: z.string().min(1).optional(),
        gbraid: z.string().min(1).optional(),
        wbraid: z.string().min(1).optional(),
      })
      .refine((ids) => Object.keys(ids).length === 1, 'exactly one of gclid, gbraid, wbraid')
      .optional(),
    userData: z
      .strictObject({
        userIdentifiers: z
          .array(
            z.union([
              z.strictObject({ emailAddress: hex64 }),
              z.strictObject({ phoneNumber: hex64 }),
            ]),
          )
          .min(1)
          .max(10),
      })
      .optional(),
    eventSource: z.literal('WEB'),
    conversionValue: z.number().nonnegative().optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
  })
  .refine((event) => event.adIdentifiers || event.userData, {
    message: 'NO_IDENTIFIERS_PROVIDED',
  });

export type GoogleEvent = z.infer<typeof googleEventSchema>;

const ingestSchema = z.strictObject({
  destinations: z
    .array(
      z.strictObject({
        operatingAccount: accountSchema,
        loginAccount: accountSchema.optional(),
        productDestinationId: z.string().regex(/^\d+$/),
      }),
    )
    .length(1),
  events: z.array(z.unknown()).min(1).max(2000),
  encoding: z.literal('HEX'),
  consent: z
    .strictObject({
      adUserData: consentStatus.optional(),
      adPersonalization: consentStatus.optional(),
    })
    .optional(),
  validateOnly: z.boolean().optional(),
});

type Violation = { field: string; description: string; reason: string };

const googleError = (
  status: number,
  code: string,
  message: string,
  violations: Violation[] = [],
  headers?: Record<string, string>,
): Reply => ({
  status,
  headers,
  json: {
    error: {
      code: status,
      message,
      status: code,
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: code,
          domain: 'datamanager.googleapis.com',
        },
        ...(violations.length > 0
          ? [{ '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: violations }]
          : []),
      ],
    },
  },
});

/** The claims of a JWT assertion whose RS256 signature `publicKey` verifies, else null. */
function verifiedClaims(assertion: string, publicKey: KeyObject): Record<string, unknown> | null {
  const [header, claims, signature, ...rest] = assertion.split('.');
  if (!header || !claims || !signature || rest.length > 0) return null;
  const decoded = (part: string) =>
    safeJson(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (decoded(header).alg !== 'RS256') return null;
  const valid = verifySignature(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    publicKey,
    Buffer.from(signature, 'base64url'),
  );
  return valid ? decoded(claims) : null;
}

type RequestRecord = {
  events: GoogleEvent[];
  checks: number;
  errors: Map<string, number[]>;
};

/**
 * Google's OAuth token endpoint (`POST /token`), the Data Manager API's
 * `POST /v1/events:ingest` (fails fast: a bad event refuses the request with a field violation
 * at `events.events[i]`) and `GET /v1/requestStatus:retrieve` (PROCESSING for the first
 * `processingChecks` checks, then SUCCESS, or FAILED / PARTIAL_SUCCESS with the processing
 * errors `processingError` gives per event, with their record indices).
 */
export async function startGoogleFake(options: {
  customerId: string;
  conversionActionId: string;
  clientEmail: string;
  publicKey: KeyObject;
  now?: () => Date;
  tokenLifetimeSeconds?: number;
  processingChecks?: number;
  processingError?: (event: GoogleEvent) => string | null;
}): Promise<Fake & { events: GoogleEvent[]; tokensIssued: () => number }> {
  const now = options.now ?? (() => new Date());
  const tokens = new Map<string, number>();
  const requests = new Map<string, RequestRecord>();
  const events: GoogleEvent[] = [];
  let url = '';
  const authorised = (request: Received) => {
    const match = /^Bearer (\S+)$/.exec(String(request.headers.authorization ?? ''));
    const expires = match?.[1] ? tokens.get(match[1]) : undefined;
    return expires !== undefined && expires > now().getTime();
  };
  const fake = await serve((request, fail) => {
    const [path, query = ''] = request.path.split('?');
    if (path === '/token' && request.method === 'POST') {
      const form = request.body as Record<string, string>;
      const claims =
        form.grant_type === 'urn:ietf:params:oauth:grant-type:jwt-bearer' && form.assertion
          ? verifiedClaims(form.assertion, options.publicKey)
          : null;
      const seconds = now().getTime() / 1000;
      const iat = Number(claims?.iat);
      const exp = Number(claims?.exp);
      const ok =
        claims &&
        claims.iss === options.clientEmail &&
        claims.aud === `${url}/token` &&
        String(claims.scope).split(' ').includes(dataManagerScope) &&
        iat <= seconds + 60 &&
        exp > seconds &&
        exp - iat <= 3600;
      if (!ok)
        return {
          status: 400,
          json: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' },
        };
      const token = `ya29.fake-${randomUUID()}`;
      const lifetime = options.tokenLifetimeSeconds ?? 3599;
      tokens.set(token, now().getTime() + lifetime * 1000);
      return {
        status: 200,
        json: { access_token: token, expires_in: lifetime, token_type: 'Bearer' },
      };
    }
    if (path === '/v1/events:ingest' && request.method === 'POST') {
      if (!authorised(request))
        return googleError(
          401,
          'UNAUTHENTICATED',
          'Request had invalid authentication credentials.',
        );
      if (fail === 'hang') return 'hang';
      if (fail === 'server-error')
        return googleError(500, 'INTERNAL', 'Internal error encountered.');
      if (fail === 'rate-limit') {
        return googleError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded.', [], {
          'retry-after': '60',
        });
      }
      if (fail === 'invalid')
        return googleError(400, 'INVALID_ARGUMENT', 'There was a problem with the request.');
      if (!isJson(request)) return googleError(400, 'INVALID_ARGUMENT', 'Expected a JSON body.');
      const body = ingestSchema.safeParse(request.body);
      if (!body.success) {
        const violations = body.error.issues.map((issue) => ({
          field: issue.path.join('.'),
          description: issue.message,
          reason: 'INVALID_ARGUMENT',
        }));
        return googleError(
          400,
          'INVALID_ARGUMENT',
          'There was a problem with the request.',
          violations,
        );
      }
      const [destination] = body.data.destinations;
      const violations: Violation[] = [];
      if (destination?.operatingAccount.accountId !== options.customerId) {
        violations.push({
          field: 'destinations[0].operating_account.account_id',
          description: 'The user does not have permission.',
          reason: 'PERMISSION_DENIED',
        });
      }
      if (destination?.productDestinationId !== options.conversionActionId) {
        violations.push({
          field: 'destinations[0].product_destination_id',
          description: 'Conversion action ID is not valid.',
          reason: 'INVALID_CONVERSION_ACTION_ID',
        });
      }
      const parsed = body.data.events.map((event, index) => {
        const result = googleEventSchema.safeParse(event);
        if (!result.success) {
          for (const issue of result.error.issues) {
            violations.push({
              field: [`events.events[${index}]`, ...issue.path].join('.'),
              description: issue.message,
              reason:
                issue.message === 'NO_IDENTIFIERS_PROVIDED'
                  ? 'NO_IDENTIFIERS_PROVIDED'
                  : 'INVALID_FORMAT',
            });
          }
        }
        return result.success ? result.data : null;
      });
      if (violations.length > 0)
        return googleError(
          400,
          'INVALID_ARGUMENT',
          'There was a problem with the request.',
          violations,
        );
      const accepted = parsed as GoogleEvent[];
      if (body.data.validateOnly) return { status: 200, json: { requestId: `v-${randomUUID()}` } };
      const errors = new Map<string, number[]>();
      accepted.forEach((event, index) => {
        const reason =
          fail === 'too-recent'
            ? 'PROCESSING_ERROR_REASON_TOO_RECENT_CLICK'
            : (options.processingError?.(event) ?? null);
        if (reason) errors.set(reason, [...(errors.get(reason) ?? []), index]);
        else events.push(event);
      });
      const requestId = `t-${randomUUID()}`;
      requests.set(requestId, { events: accepted, checks: 0, errors });
      return { status: 200, json: { requestId } };
    }
    if (path === '/v1/requestStatus:retrieve' && request.method === 'GET') {
      if (!authorised(request))
        return googleError(
          401,
          'UNAUTHENTICATED',
          'Request had invalid authentication credentials.',
        );
      if (fail === 'server-error')
        return googleError(500, 'INTERNAL', 'Internal error encountered.');
      const record = requests.get(new URLSearchParams(query).get('requestId') ?? '');
      if (!record) {
        return googleError(400, 'INVALID_ARGUMENT', 'There was a problem with the request.', [
          {
            field: 'request_id',
            description: 'The request ID is not valid.',
            reason: 'INVALID_REQUEST_ID',
          },
        ]);
      }
      record.checks += 1;
      const failed = [...record.errors.values()].reduce((sum, indices) => sum + indices.length, 0);
      const requestStatus =
        record.checks <= (options.processingChecks ?? 0)
          ? 'PROCESSING'
          : failed === 0
            ? 'SUCCESS'
            : failed === record.events.length
              ? 'FAILED'
              : 'PARTIAL_SUCCESS';
      return {
        status: 200,
        json: {
          requestStatusPerDestination: [
            {
              destination: {
                operatingAccount: { accountType: 'GOOGLE_ADS', accountId: options.customerId },
                productDestinationId: options.conversionActionId,
              },
              requestStatus,
              eventsIngestionStatus: { recordCount: String(record.events.length) },
              ...(requestStatus !== 'PROCESSING' && failed > 0
                ? {
                    errorInfo: {
                      errorCounts: [...record.errors].map(([reason, indices]) => ({
                        reason,
                        recordCount: String(indices.length),
                        recordIndices: indices.map(String),
                      })),
                    },
                  }
                : {}),
            },
          ],
        },
      };
    }
    return googleError(404, 'NOT_FOUND', `No route for ${request.method} ${path}`);
  });
  url = fake.url;
  return Object.assign(fake, { events, tokensIssued: () => tokens.size });
}

// ——————————————————————————————————————————— Microsoft ——————————————————————————————————————————

const microsoftEventSchema = z.strictObject({
  eventType: z.literal('custom'),
  eventId: z.string().min(1).max(1000),
  eventName: z.string().min(1).max(100),
  eventTime: z.int().positive(),
  eventSourceUrl: z.url().optional(),
  adStorageConsent: z.enum(['G', 'D']).optional(),
  userData: z
    .strictObject({
      msclkid: z.string().min(1).optional(),
      em: hex64.optional(),
      ph: hex64.optional(),
      clientUserAgent: z.string().min(1).optional(),
    })
    .refine((user) => user.msclkid || user.em || user.ph, 'needs an msclkid, em or ph'),
  customData: z
    .strictObject({ value: z.number().nonnegative(), currency: z.string().regex(/^[A-Z]{3}$/) })
    .optional(),
});

const microsoftBodySchema = z.strictObject({
  data: z.array(z.unknown()).min(1).max(1000),
  continueOnValidationError: z.boolean().optional(),
  dataProvider: z.string().optional(),
});

export type MicrosoftEvent = z.infer<typeof microsoftEventSchema>;

const microsoftError = (
  status: number,
  code: string,
  message: string,
  details: unknown[] = [],
  headers?: Record<string, string>,
): Reply => ({
  status,
  headers,
  json: { error: { code, message, ...(details.length > 0 ? { details } : {}) } },
});

/**
 * Microsoft's Conversions API: `POST /v1/{tag id}/events` with a Bearer token. Invalid events
 * are reported by index; with `continueOnValidationError` the valid ones are still taken (200).
 */
export async function startMicrosoftFake(options: {
  tagId: string;
  accessToken: string;
  now?: () => Date;
}): Promise<Fake & { events: MicrosoftEvent[] }> {
  const events: MicrosoftEvent[] = [];
  const now = options.now ?? (() => new Date());
  const fake = await serve((request, fail) => {
    const route = /^\/v1\/(\d+)\/events$/.exec(request.path);
    if (request.method !== 'POST' || !route || route[1] !== options.tagId) {
      return microsoftError(404, 'NotFound', 'Unknown tag or path.');
    }
    if (request.headers.authorization !== `Bearer ${options.accessToken}`) {
      return microsoftError(401, 'Unauthorized', 'The token is not valid for this tag.');
    }
    if (fail === 'hang') return 'hang';
    if (fail === 'server-error') return microsoftError(500, 'InternalError', 'Internal error.');
    if (fail === 'rate-limit')
      return microsoftError(429, 'TooManyRequests', 'Slow down.', [], { 'retry-after': '30' });
    if (fail === 'invalid') return microsoftError(400, 'InvalidRequest', 'The request is invalid.');
    if (!isJson(request)) return microsoftError(415, 'UnsupportedMediaType', 'Send JSON.');
    const body = microsoftBodySchema.safeParse(request.body);
    if (!body.success)
      return microsoftError(400, 'InvalidRequest', issuesOf(body.error, 'body').join('; '));
    const details: unknown[] = [];
    const valid: MicrosoftEvent[] = [];
    body.data.data.forEach((event, index) => {
      const result = microsoftEventSchema.safeParse(event);
      const problem = !result.success
        ? issuesOf(result.error, '').join('; ')
        : !withinSevenDays(result.data.eventTime, now())
          ? 'eventTime: more than 7 days ago or in the future'
          : null;
      if (problem || !result.success) {
        details.push({
          index,
          propertyName: 'data',
          errorMessage: problem,
          errorCode: 'InvalidValue',
          isWarning: false,
        });
      } else valid.push(result.data);
    });
    if (details.length > 0 && (!body.data.continueOnValidationError || valid.length === 0)) {
      return microsoftError(400, 'ValidationError', 'One or more events are invalid.', details);
    }
    events.push(...valid);
    return {
      status: 200,
      json: {
        eventsReceived: valid.length,
        ...(details.length > 0
          ? { error: { code: 'ValidationError', message: 'Some events are invalid.', details } }
          : {}),
      },
    };
  });
  return Object.assign(fake, { events });
}
