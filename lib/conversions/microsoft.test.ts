import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMicrosoftFake } from '@/tests/fakes/ad-platforms';
import { jsonAnswer as answer, bodyOf, testConversion, testNow } from '@/tests/fakes/conversions';
import type { MicrosoftDestination } from './config';
import { sha256Hex } from './hash';
import { exchange, hours } from './http';
import { buildMicrosoftBatch, classifyMicrosoftAnswer, microsoftBatchLimit } from './microsoft';
import type { Batch } from './types';

const token = 'ms-capi-token-abc';
const config: MicrosoftDestination = {
  tagId: '187012345',
  accessToken: token,
  baseUrl: 'https://capi.uet.microsoft.com',
  eventName: 'book_demo',
  adStorageConsent: null,
  clickIdsOnly: false,
};

describe('the Microsoft request', () => {
  it('posts a custom event per booking to the UET tag, with the Bearer token', () => {
    const conversion = testConversion({ value: 150, currency: 'USD' });
    const batch = buildMicrosoftBatch({ ...config, adStorageConsent: 'G' }, [conversion], testNow);
    expect(batch.request).toMatchObject({
      method: 'POST',
      url: 'https://capi.uet.microsoft.com/v1/187012345/events',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(bodyOf(batch)).toEqual({
      continueOnValidationError: true,
      data: [
        {
          eventType: 'custom',
          eventId: 'AAAAAAAAAAAAAAAA',
          eventName: 'book_demo',
          eventTime: Math.floor(conversion.eventTime.getTime() / 1000),
          eventSourceUrl: conversion.eventSourceUrl,
          adStorageConsent: 'G',
          userData: {
            msclkid: conversion.clickIds.msclkid,
            em: sha256Hex('dana.reyes@gmail.com'),
            ph: sha256Hex('+16505551212'),
            clientUserAgent: conversion.userAgent,
          },
          customData: { value: 150, currency: 'USD' },
        },
      ],
    });
  });

  it('settles what Microsoft would refuse or could not use, and sends the rest', () => {
    const expired = new Date(testNow.getTime() - 91 * 86_400_000);
    const batch = buildMicrosoftBatch(
      config,
      [
        testConversion({ eventTime: new Date(testNow.getTime() - 8 * 86_400_000) }),
        testConversion({ clickIds: { gclid: 'g' }, hashed: null }),
        testConversion({ clickIds: { msclkid: 'a b' }, hashed: null }),
        testConversion({ landingTime: expired, hashed: null }),
        testConversion({ landingTime: expired, bookingId: 'hashed only' }),
      ],
      testNow,
    );
    expect(batch.outcomes.slice(0, 4)).toEqual([
      { kind: 'give-up', reason: 'Older than 7 days: Microsoft refuses it.' },
      { kind: 'skip', reason: 'No Microsoft click id and no hashed contact detail.' },
      { kind: 'give-up', reason: 'The msclkid is not one Microsoft could read.' },
      { kind: 'give-up', reason: 'The click is older than 90 days.' },
    ]);
    expect(bodyOf(batch).data).toHaveLength(1);
    expect(bodyOf(batch).data[0].userData.msclkid).toBeUndefined();
  });

  it('sends click ids only when so configured, and takes at most 1,000 events', () => {
    const [event] = bodyOf(
      buildMicrosoftBatch({ ...config, clickIdsOnly: true }, [testConversion()], testNow),
    ).data;
    expect(Object.keys(event.userData)).toEqual(['msclkid', 'clientUserAgent']);
    const many = Array.from({ length: microsoftBatchLimit + 1 }, () => testConversion());
    expect(() => buildMicrosoftBatch(config, many, testNow)).toThrow(RangeError);
  });
});

describe('Microsoft’s answers', () => {
  const three = () =>
    buildMicrosoftBatch(
      config,
      ['a', 'b', 'c'].map((bookingId) => testConversion({ bookingId })),
      testNow,
    );

  it('are done unless an event is named in the error details (warnings are not errors)', () => {
    const outcomes = classifyMicrosoftAnswer(
      three(),
      answer(200, {
        eventsReceived: 2,
        error: {
          code: 'ValidationError',
          details: [
            {
              index: 1,
              propertyName: 'userData.em',
              errorMessage: 'not a SHA-256',
              isWarning: false,
            },
            { index: 2, propertyName: 'eventSourceUrl', errorMessage: 'missing', isWarning: true },
          ],
        },
      }),
      1,
    );
    expect(outcomes).toEqual([
      { kind: 'done', detail: null },
      { kind: 'give-up', reason: 'Microsoft refused it: userData.em: not a SHA-256' },
      { kind: 'done', detail: null },
    ]);
  });

  it('give up the events a 400 names, send the others again alone, and retry 5xx, 429 and 401', () => {
    const named = classifyMicrosoftAnswer(
      three(),
      answer(400, {
        error: { code: 'ValidationError', details: [{ index: 0, errorMessage: 'bad' }] },
      }),
      1,
    );
    expect(named.map((outcome) => outcome.kind)).toEqual(['give-up', 'retry', 'retry']);
    expect(named[1]).toMatchObject({ alone: true, delayMs: 0 });
    const unnamed = classifyMicrosoftAnswer(
      three(),
      answer(400, { error: { message: 'Bad request' } }),
      1,
    );
    expect(unnamed[0]).toMatchObject({ kind: 'retry', alone: true });
    expect(classifyMicrosoftAnswer(three(), answer(502, {}), 1)[0]).toMatchObject({
      kind: 'retry',
      delayMs: 60_000,
    });
    const refused = classifyMicrosoftAnswer(three(), answer(401, {}), 1)[0];
    expect(refused).toMatchObject({ kind: 'retry', delayMs: hours(1) });
    expect(JSON.stringify(refused)).not.toContain(token);
  });
});

describe('against the Microsoft fake', () => {
  let microsoft: Awaited<ReturnType<typeof startMicrosoftFake>>;
  let local: MicrosoftDestination;
  beforeAll(async () => {
    microsoft = await startMicrosoftFake({
      tagId: config.tagId,
      accessToken: token,
      now: () => testNow,
    });
    local = { ...config, baseUrl: microsoft.url };
  });
  afterAll(() => microsoft?.close());

  const send = async (batch: Batch, attempt = 1) => {
    if (!batch.request) throw new Error('nothing to send');
    return classifyMicrosoftAnswer(batch, await exchange(batch.request), attempt);
  };

  it('records every field as built; an event it refuses leaves the others recorded', async () => {
    const conversions = [
      testConversion({ bookingId: 'm1' }),
      testConversion({ bookingId: 'm2', eventTime: new Date(testNow.getTime() + 86_400_000) }),
      testConversion({ bookingId: 'm3', clickIds: { msclkid: 'z'.repeat(10_240) } }),
    ];
    const batch = buildMicrosoftBatch(local, conversions, testNow);
    const outcomes = await send(batch);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['done', 'give-up', 'done']);
    expect(microsoft.events.map((event) => event.eventId)).toEqual(['m1', 'm3']);
    expect(microsoft.events[0]).toEqual(bodyOf(batch).data[0]);
  });

  it('is retried after a 500, a 429 and a refused request, and a wrong token hourly', async () => {
    microsoft.failNext(1, 'server-error');
    microsoft.failNext(1, 'rate-limit');
    const batch = buildMicrosoftBatch(local, [testConversion({ bookingId: 'again' })], testNow);
    expect((await send(batch, 1))[0]).toMatchObject({ kind: 'retry', delayMs: 60_000 });
    expect((await send(batch, 1))[0]).toMatchObject({ kind: 'retry', delayMs: 60_000 });
    expect(await send(batch, 3)).toEqual([{ kind: 'done', detail: null }]);
    microsoft.failNext(1, 'invalid');
    const two = buildMicrosoftBatch(local, [testConversion(), testConversion()], testNow);
    expect((await send(two)).every((outcome) => outcome.kind === 'retry' && outcome.alone)).toBe(
      true,
    );
    const wrong = buildMicrosoftBatch(
      { ...local, accessToken: 'nope' },
      [testConversion()],
      testNow,
    );
    expect((await send(wrong))[0]).toMatchObject({ kind: 'retry', delayMs: hours(1) });
  });
});
