import 'server-only';
import { createPrivateKey, type KeyObject, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { excerpt, exchange, parseJson } from './http';

/**
 * Google's service-account flow (OAuth 2.0 for server to server applications,
 * https://developers.google.com/identity/protocols/oauth2/service-account; the JWT bearer grant
 * of RFC 7523): an RS256-signed JWT naming the service account (`iss`), the scope, the token
 * endpoint (`aud`) and at most an hour of validity (`iat`, `exp`) is posted as
 * `grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer&assertion=<JWT>`; the answer's
 * `access_token` is then sent as `Authorization: Bearer …` until its `expires_in` runs out.
 * Signed with node:crypto; no client library.
 *
 * Errors name what is wrong and never carry the key, the assertion or a token.
 */

/** The Data Manager API's scope (its service definition's `oauth_scopes`). */
export const dataManagerScope = 'https://www.googleapis.com/auth/datamanager';

/** A service account's identity and key. The key object does not print its secret. */
export type ServiceAccountKey = {
  clientEmail: string;
  privateKeyId: string | null;
  privateKey: KeyObject;
};

const keyFileSchema = z.looseObject({
  type: z.literal('service_account'),
  client_email: z.email(),
  private_key: z.string().min(1),
  private_key_id: z.string().min(1).optional(),
});

/**
 * The service account in `value`: the key file's JSON itself (it starts with `{`), or the path
 * of the key file. Throws an error that says what is wrong without quoting the value.
 */
export function readServiceAccount(
  value: string,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): ServiceAccountKey {
  const trimmed = value.trim();
  let text = trimmed;
  if (!trimmed.startsWith('{')) {
    try {
      text = readFile(trimmed);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      throw new Error(`is neither the key file’s JSON nor the path of a readable file (${code}).`);
    }
  }
  const json = parseJson(text);
  if (json === null) throw new Error('is not JSON (expected the service account key file).');
  const parsed = keyFileSchema.safeParse(json);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))];
    throw new Error(`is not a service account key file (check: ${fields.join(', ')}).`);
  }
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(parsed.data.private_key);
  } catch {
    throw new Error('has a private_key that is not a PEM private key.');
  }
  if (privateKey.asymmetricKeyType !== 'rsa') {
    throw new Error('has a private_key that is not an RSA key (RS256 needs one).');
  }
  return {
    clientEmail: parsed.data.client_email,
    privateKeyId: parsed.data.private_key_id ?? null,
    privateKey,
  };
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** How long an assertion is valid: Google's maximum, an hour. */
const assertionLifetimeSeconds = 3600;

/** The signed JWT that asks `audience` (the token endpoint) for a token with `scope`. */
export function serviceAccountAssertion(
  key: ServiceAccountKey,
  {
    audience,
    scope = dataManagerScope,
    now = new Date(),
  }: { audience: string; scope?: string; now?: Date },
): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = {
    alg: 'RS256',
    typ: 'JWT',
    ...(key.privateKeyId ? { kid: key.privateKeyId } : {}),
  };
  const claims = {
    iss: key.clientEmail,
    scope,
    aud: audience,
    iat,
    exp: iat + assertionLifetimeSeconds,
  };
  const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signature = sign('sha256', Buffer.from(signingInput), key.privateKey);
  return `${signingInput}.${base64url(signature)}`;
}

/** A refused or failed token request; `status` is the endpoint's HTTP status, null for none. */
export class GoogleAuthError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'GoogleAuthError';
  }
}

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
});

const tokenError = z.looseObject({
  error: z.string().optional(),
  error_description: z.string().optional(),
});

/** An access token source: `get` answers from the cache while the token lives. */
export type AccessTokens = {
  get(): Promise<string>;
  /** Drops the cached token (after the API refused it). */
  forget(): void;
};

export type TokenOptions = {
  key: ServiceAccountKey;
  tokenUrl: string;
  scope?: string;
  fetch?: typeof globalThis.fetch;
  now?: () => Date;
  /** A token is renewed this long before it expires, so that none expires in flight. */
  marginMs?: number;
};

/**
 * Access tokens for the service account, fetched when needed and kept until `marginMs` before
 * they expire. Concurrent callers share one token request.
 */
export function serviceAccountTokens({
  key,
  tokenUrl,
  scope = dataManagerScope,
  fetch,
  now = () => new Date(),
  marginMs = 5 * 60_000,
}: TokenOptions): AccessTokens {
  let cached: { token: string; renewAt: number } | null = null;
  let inFlight: Promise<string> | null = null;

  async function request(): Promise<string> {
    const sentAt = now().getTime();
    const assertion = serviceAccountAssertion(key, {
      audience: tokenUrl,
      scope,
      now: new Date(sentAt),
    });
    const answer = await exchange(
      {
        method: 'POST',
        url: tokenUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
          assertion,
        }).toString(),
      },
      { fetch },
    );
    if (answer.status === null) {
      throw new GoogleAuthError(`Google's token endpoint did not answer (${answer.error}).`, null);
    }
    const json = parseJson(answer.body);
    if (answer.status < 200 || answer.status > 299) {
      const refusal = tokenError.safeParse(json);
      const why = refusal.success
        ? [refusal.data.error, refusal.data.error_description].filter(Boolean).join(': ')
        : '';
      throw new GoogleAuthError(
        `Google refused a token for the service account ${key.clientEmail} (HTTP ${answer.status}${why ? `, ${excerpt(why, 200)}` : ''}).`,
        answer.status,
      );
    }
    const parsed = tokenAnswer.safeParse(json);
    if (!parsed.success) {
      throw new GoogleAuthError(
        "Google's token endpoint answered without an access token.",
        answer.status,
      );
    }
    cached = {
      token: parsed.data.access_token,
      renewAt: sentAt + parsed.data.expires_in * 1000 - marginMs,
    };
    return parsed.data.access_token;
  }

  return {
    get() {
      if (cached && now().getTime() < cached.renewAt) return Promise.resolve(cached.token);
      inFlight ??= request().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    forget() {
      cached = null;
    },
  };
}
