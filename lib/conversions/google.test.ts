import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGoogleFake, testServiceAccount } from '@/tests/fakes/ad-platforms';
import { jsonAnswer as answer, bodyOf, testConversion, testNow } from '@/tests/fakes/conversions';
import type { GoogleDestination } from './config';
import {
  buildGoogleBatch,
  buildGoogleStatusRequest,
  classifyGoogleAnswer,
  classifyGoogleStatus,
  googleAuthFailure,
  googleBatchLimit,
  googleFirstCheckMs,
  tooRecentRetryMs,
} from './google';
import { GoogleAuthError, readServiceAccount, serviceAccountTokens } from './google-auth';
import { sha256Hex } from './hash';
import { exchange, hours } from './http';
import type { Batch, HttpAnswer, Outcome } from './types';

const account = testServiceAccount();
const config: GoogleDestination = {
  customerId: '1234567890',
  loginCustomerId: null,
  conversionActionId: '987654321',
  serviceAccount: readServiceAccount(account.json),
  baseUrl: 'https://datamanager.googleapis.com',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  validateOnly: false,
  consent: null,
  clickIdsOnly: false,
};

const badRequest = (...fields: string[]) =>
  answer(400, {
    error: {
      code: 400,
      status: 'INVALID_ARGUMENT',
      message: 'There was a problem with the request.',
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.BadRequest',
          fieldViolations: fields.map((field) => ({
            field,
            description: 'The HEX encoded value is malformed.',
            reason: 'INVALID_HEX_ENCODING',
          })),
        },
      ],
    },
  });
const status = (requestStatus: string, errorCounts?: unknown[]) =>
  answer(200, {
    requestStatusPerDestination: [
      { requestStatus, ...(errorCounts ? { errorInfo: { errorCounts } } : {}) },
    ],
  });

describe('the Google request', () => {
  it('ingests each booking into the conversion action with one click id and hashed user data', () => {
    const conversion = testConversion({ value: 150, currency: 'USD' });
    const batch = buildGoogleBatch(config, [conversion], testNow, 'ya29.token');
    expect(batch.request).toMatchObject({
      method: 'POST',
      url: 'https://datamanager.googleapis.com/v1/events:ingest',
      headers: { authorization: 'Bearer ya29.token', 'content-type': 'application/json' },
    });
    expect(bodyOf(batch)).toEqual({
      destinations: [
        {
          operatingAccount: { accountType: 'GOOGLE_ADS', accountId: '1234567890' },
          productDestinationId: '987654321',
        },
      ],
      events: [
        {
          transactionId: 'AAAAAAAAAAAAAAAA',
          eventTimestamp: conversion.eventTime.toISOString(),
          adIdentifiers: { gclid: conversion.clickIds.gclid },
          userData: {
            userIdentifiers: [
              { emailAddress: sha256Hex('danareyes@gmail.com') },
              { phoneNumber: sha256Hex('+16505551212') },
            ],
          },
          eventSource: 'WEB',
          conversionValue: 150,
          currency: 'USD',
        },
      ],
      encoding: 'HEX',
      validateOnly: false,
    });
  });

  it('prefers gclid, then wbraid, then gbraid, and skips a refused one for the next', () => {
    const ids = (clickIds: Record<string, string>) =>
      bodyOf(buildGoogleBatch(config, [testConversion({ clickIds })], testNow, 't')).events[0]
        .adIdentifiers;
    expect(ids({ gbraid: 'g', wbraid: 'w', gclid: 'c' })).toEqual({ gclid: 'c' });
    expect(ids({ gbraid: 'g', wbraid: 'w' })).toEqual({ wbraid: 'w' });
    expect(ids({ gbraid: 'g' })).toEqual({ gbraid: 'g' });
    expect(ids({ gclid: 'bad\u0000id', gbraid: 'g' })).toEqual({ gbraid: 'g' });
  });

  it('sends the manager account, consent and test mode as configured', () => {
    const body = bodyOf(
      buildGoogleBatch(
        {
          ...config,
          loginCustomerId: '1112223333',
          validateOnly: true,
          consent: { adUserData: 'CONSENT_GRANTED', adPersonalization: 'CONSENT_DENIED' },
        },
        [testConversion()],
        testNow,
        't',
      ),
    );
    expect(body.destinations[0].loginAccount).toEqual({
      accountType: 'GOOGLE_ADS',
      accountId: '1112223333',
    });
    expect(body.consent).toEqual({
      adUserData: 'CONSENT_GRANTED',
      adPersonalization: 'CONSENT_DENIED',
    });
    expect(body.validateOnly).toBe(true);
  });

  it('leaves out an expired click and sends the hashed details; gives up when nothing is left', () => {
    const landed = new Date(testNow.getTime() - 91 * 86_400_000);
    const batch = buildGoogleBatch(
      config,
      [
        testConversion({ landingTime: landed }),
        testConversion({ landingTime: landed, hashed: null }),
        testConversion({ clickIds: { gclid: 'x'.repeat(600) }, hashed: null }),
        testConversion({ clickIds: { fbclid: 'f' }, hashed: null }),
      ],
      testNow,
      't',
    );
    expect(bodyOf(batch).events).toHaveLength(1);
    expect(bodyOf(batch).events[0].adIdentifiers).toBeUndefined();
    expect(batch.outcomes).toEqual([
      null,
      { kind: 'give-up', reason: 'The click is older than 90 days.' },
      { kind: 'give-up', reason: 'The gclid is not one Google could read.' },
      { kind: 'skip', reason: 'No Google click id and no hashed contact detail.' },
    ]);
  });

  it('sends click ids only when so configured, and takes at most 2,000 events', () => {
    const event = bodyOf(
      buildGoogleBatch({ ...config, clickIdsOnly: true }, [testConversion()], testNow, 't'),
    ).events[0];
    expect(event.userData).toBeUndefined();
    const many = Array.from({ length: googleBatchLimit + 1 }, () => testConversion());
    expect(() => buildGoogleBatch(config, many, testNow, 't')).toThrow(RangeError);
  });
});

describe('Google’s answers', () => {
  const three = () =>
    buildGoogleBatch(
      config,
      ['a', 'b', 'c'].map((bookingId) => testConversion({ bookingId })),
      testNow,
      't',
    );

  it('leave accepted events pending on their request id, or done in test mode', () => {
    const outcomes = classifyGoogleAnswer(three(), answer(200, { requestId: 't-1' }), 1);
    expect(outcomes[2]).toEqual({
      kind: 'pending',
      requestId: 't-1',
      position: 2,
      checkAfterMs: googleFirstCheckMs,
    });
    const tested = classifyGoogleAnswer(three(), answer(200, { requestId: 'v-1' }), 1, {
      validateOnly: true,
    });
    expect(tested[0]).toMatchObject({ kind: 'done' });
  });

  it('give up the events a 400 names and send the others again alone', () => {
    const outcomes = classifyGoogleAnswer(
      three(),
      badRequest('events.events[1].user_data.user_identifiers[0]'),
      1,
    );
    expect(outcomes[0]).toMatchObject({ kind: 'retry', delayMs: 0, alone: true });
    expect(outcomes[1]).toEqual({
      kind: 'give-up',
      reason: 'Google refused it: The HEX encoded value is malformed. (INVALID_HEX_ENCODING)',
    });
    expect(outcomes[2]).toMatchObject({ kind: 'retry', alone: true });
  });

  it('retry hourly when the destination is refused, and back off on 5xx, 429 and no answer', () => {
    const [destination] = classifyGoogleAnswer(
      three(),
      badRequest('destinations[0].product_destination_id'),
      1,
    );
    expect(destination).toMatchObject({ kind: 'retry', delayMs: hours(1), alone: false });
    expect(classifyGoogleAnswer(three(), answer(500, {}), 2)[0]).toMatchObject({
      kind: 'retry',
      delayMs: 120_000,
    });
    expect(classifyGoogleAnswer(three(), answer(429, {}), 1)[0]).toMatchObject({ kind: 'retry' });
    expect(classifyGoogleAnswer(three(), { status: null, error: 'timeout' }, 1)[0]).toMatchObject({
      kind: 'retry',
    });
    expect(classifyGoogleAnswer(three(), answer(401, {}), 1)[0]).toMatchObject({
      kind: 'retry',
      delayMs: hours(1),
    });
  });

  it('retry when the token cannot be had, hourly when Google refuses the service account', () => {
    const refused = googleAuthFailure(three(), new GoogleAuthError('refused', 400), 1);
    expect(refused[0]).toMatchObject({ kind: 'retry', delayMs: hours(1) });
    const down = googleAuthFailure(three(), new GoogleAuthError('down', null), 1);
    expect(down[0]).toMatchObject({ kind: 'retry', delayMs: 60_000 });
  });
});

describe('Google’s request status', () => {
  const check = (answered: HttpAnswer, count = 3, checks = 1): Outcome[] =>
    classifyGoogleStatus(answered, 't-1', count, checks);

  it('asks again later while processing, with backoff, and is done on SUCCESS', () => {
    expect(check(status('PROCESSING'), 1, 1)).toEqual([
      { kind: 'pending', requestId: 't-1', position: 0, checkAfterMs: hours(1) },
    ]);
    expect(check(status('PROCESSING'), 1, 5)[0]).toMatchObject({ checkAfterMs: hours(6) });
    expect(check(status('SUCCESS'))).toEqual(Array(3).fill({ kind: 'done', detail: null }));
    expect(check({ status: null, error: 'timeout' })[0]).toMatchObject({ kind: 'pending' });
    expect(check(answer(503, {}))[1]).toMatchObject({ kind: 'pending', position: 1 });
  });

  it('sends a too recent click again in 6 hours, skips a click not found, and is done on a duplicate', () => {
    const outcomes = check(
      status('PARTIAL_SUCCESS', [
        {
          reason: 'PROCESSING_ERROR_REASON_TOO_RECENT_CLICK',
          recordCount: '1',
          recordIndices: ['0'],
        },
        { reason: 'PROCESSING_ERROR_REASON_CLICK_NOT_FOUND', recordCount: '1', recordIndices: [2] },
      ]),
    );
    expect(outcomes[0]).toMatchObject({ kind: 'retry', delayMs: tooRecentRetryMs });
    expect(outcomes[1]).toEqual({ kind: 'done', detail: null });
    expect(outcomes[2]).toMatchObject({ kind: 'skip' });
    const duplicate = check(
      status('FAILED', [
        { reason: 'PROCESSING_ERROR_REASON_DUPLICATE_TRANSACTION_ID', recordCount: '1' },
      ]),
      1,
    );
    expect(duplicate[0]).toMatchObject({ kind: 'done' });
    const old = check(
      status('FAILED', [{ reason: 'PROCESSING_ERROR_REASON_EVENT_TOO_OLD', recordCount: '1' }]),
      1,
    );
    expect(old[0]).toEqual({
      kind: 'give-up',
      reason: 'Google could not record it: event too old (PROCESSING_ERROR_REASON_EVENT_TOO_OLD).',
    });
  });

  it('applies one reason to all when it covers every record, else sends each again alone', () => {
    const all = check(
      status('FAILED', [{ reason: 'PROCESSING_ERROR_REASON_INVALID_GCLID', recordCount: '3' }]),
    );
    expect(all.every((outcome) => outcome.kind === 'give-up')).toBe(true);
    const unclear = check(
      status('PARTIAL_SUCCESS', [
        { reason: 'PROCESSING_ERROR_REASON_INVALID_GCLID', recordCount: '1' },
        { reason: 'PROCESSING_ERROR_REASON_TOO_RECENT_CLICK', recordCount: '1' },
      ]),
    );
    expect(
      unclear.every(
        (outcome) => outcome.kind === 'retry' && outcome.alone && outcome.delayMs === 0,
      ),
    ).toBe(true);
  });

  it('sends again when Google does not know the request', () => {
    expect(check(badRequest('request_id'))[0]).toMatchObject({ kind: 'retry', alone: true });
  });
});

describe('against the Google fake', () => {
  let google: Awaited<ReturnType<typeof startGoogleFake>>;
  let local: GoogleDestination;
  let tokens: ReturnType<typeof serviceAccountTokens>;
  beforeAll(async () => {
    google = await startGoogleFake({
      customerId: config.customerId,
      conversionActionId: config.conversionActionId,
      clientEmail: account.clientEmail,
      publicKey: account.publicKey,
      now: () => testNow,
      processingChecks: 1,
      processingError: (event) =>
        event.adIdentifiers?.gclid === 'unknown-click'
          ? 'PROCESSING_ERROR_REASON_CLICK_NOT_FOUND'
          : null,
    });
    local = { ...config, baseUrl: google.url, tokenUrl: `${google.url}/token` };
    tokens = serviceAccountTokens({
      key: local.serviceAccount,
      tokenUrl: local.tokenUrl,
      now: () => testNow,
    });
  });
  afterAll(() => google?.close());

  const ingest = async (batch: Batch, attempt = 1, destination = local) => {
    if (!batch.request) throw new Error('nothing to send');
    return classifyGoogleAnswer(batch, await exchange(batch.request), attempt, destination);
  };
  const retrieve = async (requestId: string, count: number, checks: number) =>
    classifyGoogleStatus(
      await exchange(buildGoogleStatusRequest(local, requestId, await tokens.get())),
      requestId,
      count,
      checks,
    );

  it('ingests with a service-account token, then reports each event’s processing', async () => {
    const conversions = [
      testConversion({ bookingId: 'g1' }),
      testConversion({ bookingId: 'g2', clickIds: { gclid: 'unknown-click' } }),
      testConversion({ bookingId: 'g3', clickIds: { wbraid: 'w'.repeat(10_240) } }),
      testConversion({ bookingId: 'g4', clickIds: { gclid: 'ok\u0000' }, hashed: null }),
    ];
    const batch = buildGoogleBatch(local, conversions, testNow, await tokens.get());
    const outcomes = await ingest(batch);
    expect(outcomes[3]).toMatchObject({ kind: 'give-up' });
    const pending = outcomes.slice(0, 3);
    expect(pending.map((outcome) => outcome.kind)).toEqual(['pending', 'pending', 'pending']);
    const requestId = (pending[0] as { requestId: string }).requestId;
    expect(await retrieve(requestId, 3, 1)).toEqual(
      [0, 1, 2].map((position) => ({
        kind: 'pending',
        requestId,
        position,
        checkAfterMs: hours(1),
      })),
    );
    const settled = await retrieve(requestId, 3, 2);
    expect(settled.map((outcome) => outcome.kind)).toEqual(['done', 'skip', 'done']);
    expect(google.events.map((event) => event.transactionId)).toEqual(['g1', 'g3']);
    expect(google.events[1]?.userData?.userIdentifiers).toHaveLength(2);
  });

  it('retries a too recent click later, and then records it', async () => {
    google.failNext(1, 'too-recent');
    const batch = buildGoogleBatch(
      local,
      [testConversion({ bookingId: 'recent' })],
      testNow,
      await tokens.get(),
    );
    const [pending] = await ingest(batch);
    const requestId = (pending as { requestId: string }).requestId;
    await retrieve(requestId, 1, 1);
    expect(await retrieve(requestId, 1, 2)).toEqual([
      {
        kind: 'retry',
        delayMs: tooRecentRetryMs,
        reason: 'Google: the click is too recent; sent again later.',
        alone: false,
      },
    ]);
    const again = await ingest(
      buildGoogleBatch(
        local,
        [testConversion({ bookingId: 'recent' })],
        testNow,
        await tokens.get(),
      ),
      2,
    );
    const id = (again[0] as { requestId: string }).requestId;
    await retrieve(id, 1, 1);
    expect(await retrieve(id, 1, 2)).toEqual([{ kind: 'done', detail: null }]);
  });

  it('fails fast on a bad event: it gives up, the others go again alone', async () => {
    // The second booking's id is longer than the fake takes: our builder sends it, Google refuses.
    const conversions = [
      testConversion({ bookingId: 'fine' }),
      testConversion({ bookingId: 'x'.repeat(2000) }),
    ];
    const outcomes = await ingest(
      buildGoogleBatch(local, conversions, testNow, await tokens.get()),
    );
    expect(outcomes[0]).toMatchObject({ kind: 'retry', alone: true, delayMs: 0 });
    expect(outcomes[1]).toMatchObject({ kind: 'give-up' });
    expect(outcomes[1]?.kind === 'give-up' && outcomes[1].reason).toContain('1000 characters');
  });

  it('validates only in test mode, and a 500 or an expired token is retried', async () => {
    const testing = { ...local, validateOnly: true };
    const checked = await ingest(
      buildGoogleBatch(testing, [testConversion({ bookingId: 'v' })], testNow, await tokens.get()),
      1,
      testing,
    );
    expect(checked).toEqual([
      { kind: 'done', detail: 'Validated only (test mode): nothing recorded.' },
    ]);
    expect(google.events.some((event) => event.transactionId === 'v')).toBe(false);
    google.failNext(1, 'server-error');
    const failed = await ingest(
      buildGoogleBatch(local, [testConversion()], testNow, await tokens.get()),
    );
    expect(failed[0]).toMatchObject({ kind: 'retry', delayMs: 60_000 });
    const stale = await ingest(
      buildGoogleBatch(local, [testConversion()], testNow, 'ya29.expired'),
    );
    expect(stale[0]).toMatchObject({ kind: 'retry', delayMs: hours(1) });
  });
});
