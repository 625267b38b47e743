import { createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGoogleFake, testServiceAccount } from '@/tests/fakes/ad-platforms';
import {
  dataManagerScope,
  GoogleAuthError,
  readServiceAccount,
  serviceAccountAssertion,
  serviceAccountTokens,
} from './google-auth';

const account = testServiceAccount();
const key = readServiceAccount(account.json);
let clock = new Date('2026-03-10T15:00:00Z');
const now = () => clock;
let google: Awaited<ReturnType<typeof startGoogleFake>>;

beforeAll(async () => {
  google = await startGoogleFake({
    customerId: '1234567890',
    conversionActionId: '987654321',
    clientEmail: account.clientEmail,
    publicKey: account.publicKey,
    now,
    tokenLifetimeSeconds: 3600,
  });
});
afterAll(() => google?.close());

const decode = (part: string | undefined) =>
  JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));

describe('the service account assertion', () => {
  it('is an RS256 JWT naming the account, the scope and the token endpoint, valid for an hour', () => {
    const assertion = serviceAccountAssertion(key, {
      audience: 'https://oauth2.googleapis.com/token',
      now: new Date('2026-03-10T15:00:00Z'),
    });
    const [header, claims, signature] = assertion.split('.');
    expect(decode(header)).toEqual({ alg: 'RS256', typ: 'JWT', kid: key.privateKeyId });
    expect(decode(claims)).toEqual({
      iss: account.clientEmail,
      scope: dataManagerScope,
      aud: 'https://oauth2.googleapis.com/token',
      iat: 1773154800,
      exp: 1773158400,
    });
    const signed = Buffer.from(`${header}.${claims}`);
    expect(
      verify('sha256', signed, account.publicKey, Buffer.from(signature ?? '', 'base64url')),
    ).toBe(true);
    const stranger = createPublicKey(
      testServiceAccount().publicKey.export({ type: 'spki', format: 'pem' }),
    );
    expect(verify('sha256', signed, stranger, Buffer.from(signature ?? '', 'base64url'))).toBe(
      false,
    );
  });
});

describe('serviceAccountTokens', () => {
  it('fetches a token once and answers from the cache until shortly before it expires', async () => {
    const before = google.tokensIssued();
    const tokens = serviceAccountTokens({
      key,
      tokenUrl: `${google.url}/token`,
      now,
      marginMs: 5 * 60_000,
    });
    const [first, concurrent] = await Promise.all([tokens.get(), tokens.get()]);
    expect(first).toMatch(/^ya29\.fake-/);
    expect(concurrent).toBe(first);
    expect(google.tokensIssued()).toBe(before + 1);
    const exchange = google.received.at(-1);
    expect(exchange?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(exchange?.body).toMatchObject({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
    });

    clock = new Date(clock.getTime() + 54 * 60_000);
    expect(await tokens.get()).toBe(first);
    clock = new Date(clock.getTime() + 2 * 60_000); // 56 minutes: within the 5-minute margin
    const second = await tokens.get();
    expect(second).not.toBe(first);
    expect(google.tokensIssued()).toBe(before + 2);

    tokens.forget();
    expect(await tokens.get()).not.toBe(second);
  });

  it('reports a refusal with Google’s reason and never the key or the assertion', async () => {
    const stranger = readServiceAccount(testServiceAccount(account.clientEmail).json);
    const tokens = serviceAccountTokens({ key: stranger, tokenUrl: `${google.url}/token`, now });
    const error = await tokens.get().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(GoogleAuthError);
    expect((error as GoogleAuthError).status).toBe(400);
    expect((error as Error).message).toBe(
      `Google refused a token for the service account ${account.clientEmail} (HTTP 400, invalid_grant: Invalid JWT Signature.).`,
    );
    const { assertion } = (google.received.at(-1)?.body ?? {}) as { assertion: string };
    expect((error as Error).message).not.toContain(assertion.slice(0, 20));
  });

  it('says when the endpoint does not answer', async () => {
    const tokens = serviceAccountTokens({ key, tokenUrl: 'http://127.0.0.1:9/token', now });
    await expect(tokens.get()).rejects.toMatchObject({
      name: 'GoogleAuthError',
      status: null,
      message: "Google's token endpoint did not answer (no answer).",
    });
  });
});
