import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type ChatFakeMode,
  type ChatWebhookFake,
  startChatWebhookFake,
  transportTo,
} from '@/tests/fakes/chat-webhook';
import {
  type ChatOutcome,
  type ChatTransport,
  checkChatWebhookUrl,
  httpsTransport,
  type LookupAll,
  maxChatTextLength,
  postChatMessage,
} from './chat';

const answering =
  (...addresses: string[]): LookupAll =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const failing =
  (code: string): LookupAll =>
  async () => {
    throw Object.assign(new Error(`getaddrinfo ${code} hooks.example.com`), { code });
  };

const publicLookup = answering('52.89.214.238', '2600:1f14:436:7800::1');

/** A webhook URL whose path is the secret part, as Slack's are. */
const secretUrl = 'https://hooks.slack.com/services/T0SECRET/B0SECRET/s3cr3tT0k3nXYZ';
const secretToken = 's3cr3tT0k3nXYZ';

const refusalOf = async (raw: string, lookup: LookupAll = publicLookup) => {
  const result = await checkChatWebhookUrl(raw, { lookup });
  expect(result.ok).toBe(false);
  return result.ok ? '' : result.message;
};

describe('checkChatWebhookUrl', () => {
  it('accepts a public https URL and returns it normalised', async () => {
    const lookup = vi.fn(publicLookup);
    expect(
      await checkChatWebhookUrl('https://HOOKS.Slack.com/services/T0/B0/abc', { lookup }),
    ).toEqual({ ok: true, url: 'https://hooks.slack.com/services/T0/B0/abc' });
    expect(lookup).toHaveBeenCalledWith('hooks.slack.com');
  });

  it.each([
    ['64:ff9b::3459:d6ee', 'a NAT64 address of a public one'],
    ['::ffff:8.8.8.8', 'an IPv4-mapped public address'],
    ['2002:808:808::1', 'a 6to4 address of a public one'],
  ])('accepts a host that resolves to %s (%s)', async (address) => {
    expect((await checkChatWebhookUrl(secretUrl, { lookup: answering(address) })).ok).toBe(true);
  });

  it.each(['', '   '])('refuses an empty URL (%j)', async (raw) => {
    expect(await refusalOf(raw)).toBe('Enter the chat webhook URL.');
  });

  it('refuses a URL longer than 2,048 characters', async () => {
    const raw = `https://hooks.slack.com/services/${'a'.repeat(2048)}`;
    expect(await refusalOf(raw)).toMatch(/longer than 2,048 characters/);
  });

  it.each([
    ['a NUL', `${secretUrl}\u0000`],
    ['a newline', `${secretUrl}\n`],
    ['a tab', `https://hooks.slack.com/\tservices/x`],
    ['a space', ` ${secretUrl}`],
    ['a no-break space', `${secretUrl}\u00a0`],
    ['a zero-width space', `https://hooks.slack\u200b.com/services/x`],
    ['a DEL', `${secretUrl}\u007f`],
  ])('refuses %s', async (_, raw) => {
    expect(await refusalOf(raw)).toMatch(/spaces or control characters/);
  });

  it.each(['hooks.slack.com/services/x', 'https://', '//hooks.slack.com/x', 'https://exa mple'])(
    'refuses what is not a URL (%j)',
    async (raw) => {
      expect(await refusalOf(raw)).toMatch(/not a full URL|spaces/);
    },
  );

  it.each([
    'http://hooks.slack.com/services/x',
    'ftp://hooks.slack.com/x',
    'javascript:alert(1)',
    'data:text/plain,hi',
    'file:///etc/passwd',
  ])('refuses a URL that is not https (%s)', async (raw) => {
    expect(await refusalOf(raw)).toBe('The chat webhook URL must start with https://.');
  });

  it.each([
    'https://user:password@hooks.slack.com/services/x',
    'https://user@hooks.slack.com/services/x',
    'https://:password@hooks.slack.com/services/x',
  ])('refuses a user name or password in the URL (%s)', async (raw) => {
    const message = await refusalOf(raw);
    expect(message).toBe('The chat webhook URL must not contain a user name or password.');
  });

  it.each([
    'https://127.0.0.1/',
    'https://0x7f.1/',
    'https://2130706433/',
    'https://017700000001/',
    'https://127.1/',
    'https://[::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:7f00:1]/',
    'https://169.254.169.254/latest/meta-data/',
    'https://[fe80::1]/',
    'https://10.0.0.1./',
    'https://8.8.8.8/services/x',
  ])('refuses an IP address as the host (%s) without looking anything up', async (raw) => {
    const lookup = vi.fn(publicLookup);
    expect(await refusalOf(raw, lookup)).toMatch(/not give an IP address/);
    expect(lookup).not.toHaveBeenCalled();
  });

  it.each([
    'https://localhost/',
    'https://LOCALHOST./',
    'https://api.localhost/',
    'https://printer.local/',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://router.home.arpa/',
    'https://intranet/',
  ])('refuses a host on a local network (%s)', async (raw) => {
    const lookup = vi.fn(publicLookup);
    expect(await refusalOf(raw, lookup)).toMatch(/not one on a local network/);
    expect(lookup).not.toHaveBeenCalled();
  });

  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '0.1.2.3',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.254',
    '198.18.0.1',
    '198.19.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '198.51.100.7',
    '203.0.113.9',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    '::127.0.0.1',
    'fc00::1',
    'fd12:3456:789a::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    'ff05::2',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::127.0.0.1',
    '64:ff9b::a00:1',
    '64:ff9b:1::8.8.8.8',
    '2002:7f00:1::1',
    '2002:a9fe:a9fe::1',
    '2002:c0a8:101::1',
    '2001:db8::1',
    '2001:2::1',
  ])('refuses a host that resolves to %s', async (address) => {
    const message = await refusalOf(secretUrl, answering(address));
    expect(message).toMatch(/a private or reserved address the site will not contact/);
  });

  it('refuses a host when any one of its addresses is not public', async () => {
    const message = await refusalOf(secretUrl, answering('52.89.214.238', '10.0.0.7'));
    expect(message).toBe(
      "The chat webhook's host resolves to 10.0.0.7, a private or reserved address the site will not contact.",
    );
  });

  it.each([
    ['a name with no record', failing('ENOTFOUND')],
    ['a name with no address', failing('ENODATA')],
    ['an empty answer', answering()],
  ])('says so when the host does not resolve (%s)', async (_, lookup) => {
    expect(await refusalOf(secretUrl, lookup)).toBe(
      "The chat webhook's host does not resolve (no DNS record was found); check the URL.",
    );
  });

  it('asks to try again when the lookup fails for another reason', async () => {
    expect(await refusalOf(secretUrl, failing('EAI_AGAIN'))).toMatch(
      /could not be looked up just now \(EAI_AGAIN\); try again/,
    );
  });

  it('never repeats the URL in a refusal, and keeps each to a sentence', async () => {
    const cases: [string, LookupAll][] = [
      [`${secretUrl} `, publicLookup],
      [`${secretUrl}${'x'.repeat(2100)}`, publicLookup],
      [secretUrl.replace('https:', 'http:'), publicLookup],
      [secretUrl.replace('https://', 'https://me:pw@'), publicLookup],
      [secretUrl, answering('10.0.0.1')],
      [secretUrl, failing('ENOTFOUND')],
      [secretUrl, failing('ETIMEOUT')],
    ];
    for (const [raw, lookup] of cases) {
      const message = await refusalOf(raw, lookup);
      expect(message).not.toContain(secretToken);
      expect(message).not.toContain('hooks.slack.com/services');
      expect(message.length).toBeLessThanOrEqual(300);
    }
  });
});

/** Every message an outcome carries, for the checks that apply to all of them. */
const messages: string[] = [];
const remember = (outcome: ChatOutcome) => {
  if (outcome.state !== 'sent') messages.push(outcome.message);
  return outcome;
};

describe.each<ChatFakeMode>(['slack', 'google'])('postChatMessage to a %s webhook', (mode) => {
  let fake: ChatWebhookFake;
  let transport: ChatTransport;
  const post = async (text: string, timeoutMs?: number) =>
    remember(await postChatMessage(fake.webhookUrl, text, { transport, timeoutMs }));

  beforeAll(async () => {
    fake = await startChatWebhookFake({ mode });
    transport = transportTo(fake);
  });
  afterAll(() => fake.close());

  it('sends the text as JSON { text }', async () => {
    expect(await post('3 demos were booked today.')).toEqual({ state: 'sent' });
    const last = fake.received.at(-1);
    expect(last?.method).toBe('POST');
    expect(last?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(last?.body ?? '')).toEqual({ text: '3 demos were booked today.' });
    expect(fake.messages.at(-1)).toBe('3 demos were booked today.');
  });

  it('retries when rate limited, waiting as long as Retry-After says', async () => {
    fake.failNext(1, 'rate-limit');
    const outcome = await post('Rate limited');
    expect(outcome).toMatchObject({ state: 'retry', retryAfterMs: 1000 });
    expect(outcome.state === 'retry' && outcome.message).toMatch(/limiting messages \(HTTP 429/);
    expect(await post('Rate limited, again')).toEqual({ state: 'sent' });
  });

  it('retries after a server error', async () => {
    fake.failNext(1, 'server-error');
    const outcome = await post('Server error');
    expect(outcome.state).toBe('retry');
    expect(outcome.state === 'retry' && outcome.retryAfterMs).toBeUndefined();
    expect(outcome.state === 'retry' && outcome.message).toMatch(
      mode === 'slack' ? /HTTP 500 rollup_error/ : /HTTP 500 INTERNAL/,
    );
  });

  it('fails, saying what to do, when the channel or space is gone', async () => {
    fake.failNext(1, 'gone');
    expect(await post('Gone')).toEqual({
      state: 'failed',
      message:
        mode === 'slack'
          ? "The chat webhook's channel is archived (channel_is_archived): unarchive it, or create a webhook for another channel and save its URL."
          : 'The chat webhook or its space no longer exists (NOT_FOUND): create a new webhook and save its URL.',
    });
  });

  it('fails, saying what to do, when the webhook was removed', async () => {
    fake.failNext(1, 'no-service');
    const outcome = await post('No service');
    expect(outcome.state).toBe('failed');
    if (mode === 'slack') {
      expect(outcome).toEqual({
        state: 'failed',
        message:
          'The chat webhook no longer exists (no_service): create a new one and save its URL.',
      });
    }
  });

  it('retries when the webhook does not answer in time', async () => {
    fake.failNext(1, 'hang');
    const outcome = await post('Hang', 200);
    expect(outcome).toEqual({
      state: 'retry',
      message: 'The chat webhook did not answer within 200 ms.',
    });
  });

  it('cuts a long text at 4,000 characters with an ellipsis, never inside a surrogate pair', async () => {
    await post('x'.repeat(5000));
    expect(fake.messages.at(-1)).toBe(`${'x'.repeat(maxChatTextLength - 1)}…`);
    await post(`${'a'.repeat(maxChatTextLength - 2)}${'😀'.repeat(10)}`);
    const cut = fake.messages.at(-1) ?? '';
    expect(cut).toBe(`${'a'.repeat(maxChatTextLength - 2)}…`);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    const exact = 'b'.repeat(maxChatTextLength);
    await post(exact);
    expect(fake.messages.at(-1)).toBe(exact);
  });

  it('is refused by the fake for a body that is not { text }', async () => {
    const outcome = remember(
      await postChatMessage(fake.webhookUrl, 'x', {
        transport: (url, _, signal) =>
          transport(url, JSON.stringify({ text: 'x', extra: 1 }), signal),
      }),
    );
    expect(outcome.state).toBe('failed');
    expect(outcome.state === 'failed' && outcome.message).toMatch(
      mode === 'slack' ? /invalid_payload/ : /INVALID_ARGUMENT/,
    );
  });

  it('never puts the webhook URL in a message', () => {
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(message).not.toContain(fake.webhookUrl);
      expect(message).not.toContain(new URL(fake.webhookUrl).pathname);
      expect(message.length).toBeLessThanOrEqual(300);
    }
  });
});

/** A transport that answers `status`, `body` and `headers` without any network. */
const answer =
  (status: number, body = '', headers: Record<string, string> = {}): ChatTransport =>
  async () => ({ status, headers, body });

describe('postChatMessage classification', () => {
  const post = async (transport: ChatTransport) =>
    remember(await postChatMessage(secretUrl, 'Alert', { transport }));

  it.each([
    [200, 'ok'],
    [201, ''],
    [204, ''],
  ])('counts %i as sent', async (status, body) => {
    expect(await post(answer(status, body))).toEqual({ state: 'sent' });
  });

  it.each([301, 302, 307, 308])(
    'fails on a redirect (%i), which is not followed',
    async (status) => {
      const outcome = await post(answer(status, '', { location: `${secretUrl}/elsewhere` }));
      expect(outcome.state).toBe('failed');
      expect(outcome.state === 'failed' && outcome.message).toMatch(
        /^The chat webhook answered with a redirect/,
      );
    },
  );

  it.each([408, 429, 500, 502, 503, 504])('retries on %i', async (status) => {
    expect((await post(answer(status))).state).toBe('retry');
  });

  it('reads Retry-After as seconds or an HTTP date, at most an hour', async () => {
    const retryAfter = async (value: string) => {
      const outcome = await post(answer(429, 'rate_limited', { 'retry-after': value }));
      return outcome.state === 'retry' ? outcome.retryAfterMs : 'not a retry';
    };
    expect(await retryAfter('30')).toBe(30_000);
    expect(await retryAfter('0')).toBe(0);
    expect(await retryAfter('86400')).toBe(3_600_000);
    expect(await retryAfter('Thu, 01 Jan 1970 00:00:00 GMT')).toBe(0);
    expect(await retryAfter('Fri, 31 Dec 9999 23:59:59 GMT')).toBe(3_600_000);
    expect(await retryAfter('soon')).toBeUndefined();
    const outcome = await post(
      answer(503, JSON.stringify({ error: { code: 503, status: 'UNAVAILABLE' } }), {
        'retry-after': '5',
      }),
    );
    expect(outcome).toMatchObject({ state: 'retry', retryAfterMs: 5000 });
  });

  it.each([
    [400, 'invalid_payload', /fault in the site/],
    [400, 'user_not_found', /user_not_found\): create a new webhook/],
    [403, 'action_prohibited', /ask a Slack admin/],
    [403, 'invalid_token', /invalid_token\): create a new webhook/],
    [404, 'channel_not_found', /channel_not_found\): create a webhook for an existing channel/],
    [404, 'no_active_hooks', /turn it on again/],
    [404, 'no_service', /no_service\): create a new one/],
    [410, 'channel_is_archived', /unarchive it/],
  ])('fails on Slack’s %i %s, saying what to do', async (status, code, message) => {
    const outcome = await post(answer(status, code));
    expect(outcome.state).toBe('failed');
    expect(outcome.state === 'failed' && outcome.message).toMatch(message);
  });

  it.each([
    [400, 'INVALID_ARGUMENT', /fault in the site/],
    [401, 'UNAUTHENTICATED', /copy the webhook URL again/],
    [403, 'PERMISSION_DENIED', /allows incoming webhooks/],
    [404, 'NOT_FOUND', /no longer exists \(NOT_FOUND\)/],
  ])('fails on Google Chat’s %i %s, saying what to do', async (status, code, message) => {
    const body = JSON.stringify({
      error: { code: status, message: `Oops ${secretUrl}`, status: code },
    });
    const outcome = await post(answer(status, body));
    expect(outcome.state).toBe('failed');
    expect(outcome.state === 'failed' && outcome.message).toMatch(message);
  });

  it('fails on any other 4xx, naming the status', async () => {
    expect(await post(answer(418, `<html>${secretUrl}</html>`))).toEqual({
      state: 'failed',
      message:
        'The chat webhook refused the message (HTTP 418): check the webhook in the chat service, or create a new one and save its URL.',
    });
    expect(await post(answer(404, 'Not Found'))).toMatchObject({ state: 'failed' });
  });

  it('retries when the transport finds no answer, naming only the error code', async () => {
    const reset: ChatTransport = async () => {
      throw Object.assign(new Error(`socket hang up ${secretUrl}`), { code: 'ECONNRESET' });
    };
    expect(await post(reset)).toEqual({
      state: 'retry',
      message: 'The chat webhook could not be reached (ECONNRESET).',
    });
  });

  it('retries when the transport itself never settles', async () => {
    const never: ChatTransport = () => new Promise(() => {});
    const outcome = remember(
      await postChatMessage(secretUrl, 'Alert', { transport: never, timeoutMs: 50 }),
    );
    expect(outcome.state).toBe('retry');
  });

  it('fails without posting when the saved URL or the text is unusable', async () => {
    const transport = vi.fn(answer(200, 'ok'));
    expect((await postChatMessage('not a url', 'Alert', { transport })).state).toBe('failed');
    expect((await postChatMessage(secretUrl, '  ', { transport })).state).toBe('failed');
    expect(transport).not.toHaveBeenCalled();
  });

  it('never puts the webhook URL in a message, and keeps each short', async () => {
    await post(answer(400, secretUrl.repeat(400)));
    await post(answer(500, JSON.stringify({ error: { status: secretUrl } })));
    for (const message of messages) {
      expect(message).not.toContain(secretToken);
      expect(message.length).toBeLessThanOrEqual(300);
    }
  });
});

describe('httpsTransport', () => {
  let fake: ChatWebhookFake;
  beforeAll(async () => {
    fake = await startChatWebhookFake({ mode: 'slack' });
  });
  afterAll(() => fake.close());

  /** The fake's own webhook, under a public-looking name, on the fake's port. */
  const urlOnFake = () => {
    const url = new URL(fake.webhookUrl);
    url.hostname = 'hooks.example.com';
    url.port = new URL(fake.url).port;
    return url.href;
  };

  it.each([['127.0.0.1'], ['::ffff:127.0.0.1'], ['52.89.214.238', '127.0.0.1']])(
    'refuses at connect a host that now resolves to %s (and others)',
    async (...addresses) => {
      const lookup = vi.fn(answering(...addresses));
      const outcome = remember(
        await postChatMessage(urlOnFake(), 'Rebound', { lookup, timeoutMs: 5000 }),
      );
      expect(outcome.state).toBe('failed');
      expect(outcome.state === 'failed' && outcome.message).toMatch(
        /^The chat webhook's host resolves to .+, a private or reserved address the site will not contact\.$/,
      );
      expect(lookup).toHaveBeenCalledWith('hooks.example.com');
      expect(fake.connections()).toBe(0);
      expect(fake.received).toEqual([]);
    },
  );

  it('refuses an IP address, plain http and local names without a lookup', async () => {
    const lookup = vi.fn(answering('127.0.0.1'));
    const port = new URL(fake.url).port;
    for (const url of [
      `https://127.0.0.1:${port}/services/x`,
      `https://[::1]:${port}/services/x`,
      `http://hooks.example.com:${port}/services/x`,
      `https://localhost:${port}/services/x`,
    ]) {
      const outcome = await postChatMessage(url, 'Direct', { transport: httpsTransport(lookup) });
      expect(outcome.state).toBe('failed');
    }
    expect(lookup).not.toHaveBeenCalled();
    expect(fake.connections()).toBe(0);
  });

  it('retries when the host does not resolve at send time', async () => {
    const outcome = await postChatMessage(urlOnFake(), 'Unresolved', {
      lookup: failing('ENOTFOUND'),
    });
    expect(outcome).toEqual({
      state: 'retry',
      message: 'The chat webhook could not be reached (ENOTFOUND).',
    });
    expect(fake.connections()).toBe(0);
  });
});
