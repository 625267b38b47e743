import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetaFake } from '@/tests/fakes/ad-platforms';
import { jsonAnswer as answer, bodyOf, testConversion, testNow } from '@/tests/fakes/conversions';
import type { MetaDestination } from './config';
import { sha256Hex } from './hash';
import { exchange, hours } from './http';
import { buildMetaBatch, classifyMetaAnswer, metaBatchLimit } from './meta';
import type { Batch } from './types';

const token = 'EAAGm0PX4ZCpsBAKZCmetatoken';
const config: MetaDestination = {
  pixelId: '123456789012345',
  accessToken: token,
  baseUrl: 'https://graph.facebook.com',
  apiVersion: 'v24.0',
  eventName: 'Schedule',
  testEventCode: null,
  clickIdsOnly: false,
};

describe('the Meta request', () => {
  it('posts one Schedule event per booking to the pixel’s events edge, token in the body', () => {
    const conversion = testConversion({ value: 150, currency: 'usd' });
    const batch = buildMetaBatch(config, [conversion], testNow);
    expect(batch.request).toMatchObject({
      method: 'POST',
      url: 'https://graph.facebook.com/v24.0/123456789012345/events',
      headers: { 'content-type': 'application/json' },
    });
    expect(batch.request?.url).not.toContain(token);
    expect(bodyOf(batch)).toEqual({
      access_token: token,
      data: [
        {
          event_name: 'Schedule',
          event_time: Math.floor(conversion.eventTime.getTime() / 1000),
          event_id: 'AAAAAAAAAAAAAAAA',
          action_source: 'website',
          event_source_url: 'https://jackie.example/pools?utm_source=google',
          user_data: {
            client_user_agent: conversion.userAgent,
            em: [sha256Hex('dana.reyes@gmail.com')],
            ph: [sha256Hex('16505551212')],
            fbc: `fb.1.${conversion.landingTime?.getTime()}.${conversion.clickIds.fbclid}`,
            external_id: [sha256Hex('3f2a9c1e7b4d')],
          },
          custom_data: { value: 150, currency: 'USD' },
        },
      ],
    });
    expect(batch.sent).toEqual([0]);
    expect(batch.outcomes).toEqual([null]);
  });

  it('prefers the _fbc cookie, sends _fbp, and ignores cookie values that are not Meta’s format', () => {
    const cookies = { fbc: 'fb.1.1554763741205.AbCdEf', fbp: 'fb.1.1558571054389.1098115397' };
    const [event] = bodyOf(buildMetaBatch(config, [testConversion(cookies)], testNow)).data;
    expect(event.user_data).toMatchObject(cookies);
    const [odd] = bodyOf(
      buildMetaBatch(config, [testConversion({ fbc: 'fb.1.x.<script>', fbp: 'tracker' })], testNow),
    ).data;
    expect(odd.user_data.fbc).toMatch(/^fb\.1\.\d{13}\.IwAR2F4/);
    expect(odd.user_data.fbp).toBeUndefined();
  });

  it('sends the test event code when one is set', () => {
    const body = bodyOf(
      buildMetaBatch({ ...config, testEventCode: 'TEST123' }, [testConversion()], testNow),
    );
    expect(body.test_event_code).toBe('TEST123');
  });

  it('settles before sending what Meta would refuse or could not use', () => {
    const old = testConversion({ eventTime: new Date(testNow.getTime() - 7 * 86_400_000 - 1000) });
    const nothing = testConversion({ clickIds: { gclid: 'abc' }, hashed: null });
    const noAgent = testConversion({ userAgent: null });
    const noPage = testConversion({ eventSourceUrl: 'javascript:alert(1)' });
    const odd = testConversion({
      clickIds: { fbclid: `IwAR\u0000${'x'.repeat(10_000)}` },
      hashed: null,
    });
    const fine = testConversion({ bookingId: 'fine' });
    const batch = buildMetaBatch(config, [old, nothing, noAgent, noPage, odd, fine], testNow);
    expect(batch.outcomes.slice(0, 5).map((outcome) => outcome?.kind)).toEqual([
      'give-up',
      'skip',
      'give-up',
      'give-up',
      'give-up',
    ]);
    expect(batch.outcomes[0]).toMatchObject({ reason: 'Older than 7 days: Meta refuses it.' });
    expect(batch.outcomes[1]).toMatchObject({
      reason: 'No Meta click id and no hashed contact detail.',
    });
    expect(batch.outcomes[4]).toMatchObject({ reason: 'The fbclid is not one Meta could read.' });
    expect(batch.sent).toEqual([5]);
    expect(bodyOf(batch).data.map((event: { event_id: string }) => event.event_id)).toEqual([
      'fine',
    ]);
  });

  it('sends a refused fbclid’s event on its hashed details alone', () => {
    const batch = buildMetaBatch(
      config,
      [testConversion({ clickIds: { fbclid: 'bad id' } })],
      testNow,
    );
    expect(bodyOf(batch).data[0].user_data.fbc).toBeUndefined();
    expect(bodyOf(batch).data[0].user_data.em).toHaveLength(1);
  });

  it('sends click ids only when so configured', () => {
    const clickIdsOnly = { ...config, clickIdsOnly: true };
    const [event] = bodyOf(buildMetaBatch(clickIdsOnly, [testConversion()], testNow)).data;
    expect(event.user_data.em).toBeUndefined();
    expect(event.user_data.ph).toBeUndefined();
    expect(event.user_data.fbc).toBeDefined();
    const batch = buildMetaBatch(clickIdsOnly, [testConversion({ clickIds: {} })], testNow);
    expect(batch.request).toBeNull();
    expect(batch.outcomes[0]?.kind).toBe('skip');
  });

  it('takes at most Meta’s documented 1,000 events a request', () => {
    const many = Array.from({ length: metaBatchLimit }, (_, index) =>
      testConversion({ bookingId: `b${index}` }),
    );
    expect(bodyOf(buildMetaBatch(config, many, testNow)).data).toHaveLength(1000);
    expect(() => buildMetaBatch(config, [...many, testConversion()], testNow)).toThrow(RangeError);
  });
});

describe('Meta’s answers', () => {
  const two = () =>
    buildMetaBatch(
      config,
      [testConversion({ bookingId: 'a' }), testConversion({ bookingId: 'b' })],
      testNow,
    );

  it('are done for every event on a 200', () => {
    const outcomes = classifyMetaAnswer(
      two(),
      answer(200, { events_received: 2, fbtrace_id: 'x' }),
      1,
    );
    expect(outcomes).toEqual([
      { kind: 'done', detail: null },
      { kind: 'done', detail: null },
    ]);
  });

  it('retry with backoff on no answer, 5xx, 429 and Graph’s throttling codes', () => {
    const none = classifyMetaAnswer(two(), { status: null, error: 'timeout' }, 3);
    expect(none[0]).toEqual({
      kind: 'retry',
      delayMs: 4 * 60_000,
      reason: 'No answer (timeout).',
      alone: false,
    });
    expect(classifyMetaAnswer(two(), answer(503, {}), 1)[0]).toMatchObject({
      kind: 'retry',
      delayMs: 60_000,
    });
    const limited = classifyMetaAnswer(
      two(),
      answer(429, { error: { code: 4, message: 'limit' } }, { 'retry-after': '600' }),
      1,
    );
    expect(limited[1]).toMatchObject({ kind: 'retry', delayMs: 600_000 });
    const throttled = classifyMetaAnswer(
      two(),
      answer(400, { error: { code: 17, message: 'User request limit reached' } }),
      2,
    );
    expect(throttled[0]).toMatchObject({ kind: 'retry', delayMs: 120_000, alone: false });
    const transient = classifyMetaAnswer(
      two(),
      answer(400, { error: { code: 1, is_transient: true } }),
      1,
    );
    expect(transient[0]?.kind).toBe('retry');
  });

  it('retry hourly when the token is refused, naming the variable and not the token', () => {
    const [outcome] = classifyMetaAnswer(
      two(),
      answer(400, { error: { code: 190, message: 'Invalid OAuth access token' } }),
      1,
    );
    expect(outcome).toMatchObject({ kind: 'retry', delayMs: hours(1) });
    expect(outcome?.kind === 'retry' && outcome.reason).toContain('META_CAPI_TOKEN');
    expect(JSON.stringify(outcome)).not.toContain(token);
  });

  it('give a single refused event up, and send a refused batch again one event at a time', () => {
    const refusal = answer(400, {
      error: {
        code: 100,
        message: 'Invalid parameter',
        error_user_msg: 'event_time is too far in the past',
      },
    });
    const single = buildMetaBatch(config, [testConversion()], testNow);
    expect(classifyMetaAnswer(single, refusal, 1)).toEqual([
      { kind: 'give-up', reason: 'Meta: event_time is too far in the past' },
    ]);
    for (const outcome of classifyMetaAnswer(two(), refusal, 1)) {
      expect(outcome).toMatchObject({ kind: 'retry', delayMs: 0, alone: true });
    }
  });

  it('keep the outcomes settled before sending in their places', () => {
    const batch = buildMetaBatch(
      config,
      [testConversion({ hashed: null, clickIds: {} }), testConversion()],
      testNow,
    );
    const outcomes = classifyMetaAnswer(batch, answer(200, { events_received: 1 }), 1);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['skip', 'done']);
  });
});

describe('against the Meta fake', () => {
  let meta: Awaited<ReturnType<typeof startMetaFake>>;
  let local: MetaDestination;
  beforeAll(async () => {
    meta = await startMetaFake({ pixelId: config.pixelId, accessToken: token, now: () => testNow });
    local = { ...config, baseUrl: meta.url };
  });
  afterAll(() => meta?.close());

  const send = async (batch: Batch, attempt = 1, timeoutMs?: number) => {
    if (!batch.request) throw new Error('nothing to send');
    return classifyMetaAnswer(batch, await exchange(batch.request, { timeoutMs }), attempt);
  };

  it('records every field as built, and a 10 KB or NUL click id sinks nobody else’s event', async () => {
    const conversions = [
      testConversion({ bookingId: 'one' }),
      testConversion({ bookingId: 'huge', clickIds: { fbclid: 'y'.repeat(10 * 1024) } }),
      testConversion({ bookingId: 'nul', clickIds: { fbclid: 'ab\u0000c' } }),
      testConversion({ bookingId: 'three', value: 99.5, currency: 'USD' }),
    ];
    const batch = buildMetaBatch(local, conversions, testNow);
    const outcomes = await send(batch);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['done', 'done', 'done', 'done']);
    expect(meta.events.map((event) => event.event_id)).toEqual(['one', 'huge', 'nul', 'three']);
    expect(meta.events).toEqual(bodyOf(batch).data);
    expect(meta.events[1]?.user_data.fbc).toBeUndefined();
    const request = meta.received.at(-1);
    expect(request?.path).toBe(`/v24.0/${config.pixelId}/events`);
    expect(request?.path).not.toContain(token);
  });

  it('is retried after a 500, a 429 (Retry-After) and a hang, then recorded', async () => {
    meta.failNext(1, 'server-error');
    meta.failNext(1, 'rate-limit');
    meta.failNext(1, 'hang');
    const batch = buildMetaBatch(local, [testConversion({ bookingId: 'again' })], testNow);
    expect((await send(batch, 1))[0]).toMatchObject({ kind: 'retry', delayMs: 60_000 });
    expect((await send(batch, 2))[0]).toMatchObject({ kind: 'retry', delayMs: 120_000 });
    expect((await send(batch, 3, 300))[0]).toMatchObject({
      kind: 'retry',
      reason: 'No answer (timeout).',
    });
    expect(await send(batch, 4)).toEqual([{ kind: 'done', detail: null }]);
    expect(meta.events.filter((event) => event.event_id === 'again')).toHaveLength(1);
  });

  it('sends a refused batch again one event per request, and each is then recorded', async () => {
    meta.failNext(1, 'invalid');
    const conversions = [testConversion({ bookingId: 'x1' }), testConversion({ bookingId: 'x2' })];
    const outcomes = await send(buildMetaBatch(local, conversions, testNow));
    expect(outcomes.every((outcome) => outcome.kind === 'retry' && outcome.alone)).toBe(true);
    for (const conversion of conversions) {
      expect(await send(buildMetaBatch(local, [conversion], testNow), 2)).toEqual([
        { kind: 'done', detail: null },
      ]);
    }
  });

  it('gives up an event Meta refuses alone, with Meta’s message', async () => {
    // A day in the future: our builder does not check it, Meta does.
    const future = testConversion({ eventTime: new Date(testNow.getTime() + 86_400_000) });
    const [outcome] = await send(buildMetaBatch(local, [future], testNow));
    expect(outcome).toEqual({
      kind: 'give-up',
      reason: 'Meta: data[0].event_time: more than 7 days ago or in the future',
    });
  });

  it('keeps test events apart, and a wrong token is retried hourly', async () => {
    await send(
      buildMetaBatch(
        { ...local, testEventCode: 'TEST42' },
        [testConversion({ bookingId: 'test' })],
        testNow,
      ),
    );
    expect(meta.testEvents.map((event) => event.event_id)).toEqual(['test']);
    const [outcome] = await send(
      buildMetaBatch({ ...local, accessToken: 'wrong' }, [testConversion()], testNow),
    );
    expect(outcome).toMatchObject({ kind: 'retry', delayMs: hours(1) });
  });
});
