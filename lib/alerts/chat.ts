import 'server-only';
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Alerts posted to a chat incoming webhook that takes `{ "text": … }`: Slack's incoming webhooks
 * (https://api.slack.com/messaging/webhooks) and Google Chat's
 * (https://developers.google.com/workspace/chat/quickstart/webhooks).
 *
 * The URL is typed in by an admin and then contacted by the server, so it is checked twice:
 * when it is saved (`checkChatWebhookUrl`: https, no credentials, a host name whose every address
 * is public) and again at connect time (`httpsTransport` re-checks each address the lookup
 * answers), so that a name which later resolves to 10.0.0.1 or 169.254.169.254 is never
 * contacted. A webhook URL is a secret (whoever has it can post), so no message here contains it.
 *
 * Answers, as the services document them:
 * - Slack (https://api.slack.com/changelog/2016-05-17-changes-to-errors-for-incoming-webhooks and
 *   the "Handling errors" table of the incoming webhooks page): 200 `ok`; 400 `invalid_payload`,
 *   `user_not_found`; 403 `action_prohibited`, `invalid_token`; 404 `channel_not_found`,
 *   `no_service`, `no_active_hooks`; 410 `channel_is_archived`; 500 `rollup_error`; and 429 with
 *   Retry-After in seconds (https://api.slack.com/docs/rate-limits).
 * - Google Chat: 200 with the created Message as JSON; errors as
 *   `{ "error": { "code", "message", "status" } }`, 429 `RESOURCE_EXHAUSTED` when a space's
 *   quota is used up (https://developers.google.com/workspace/chat/limits).
 *
 * 2xx is sent; 408, 429, 5xx, no answer and a timeout are retried; any other answer needs a
 * person, and its message says what to do.
 */

/** Every address a host name resolves to, as `dns.promises.lookup(host, { all: true })` answers. */
export type LookupAll = (hostname: string) => Promise<{ address: string; family: number }[]>;

/** Posts `body` (JSON) to `url` and hands back the answer; aborts when `signal` does. */
export type ChatTransport = (
  url: URL,
  body: string,
  signal: AbortSignal,
) => Promise<{ status: number; headers: Record<string, string>; body: string }>;

export type ChatOutcome =
  | { state: 'sent' }
  | { state: 'retry'; message: string; retryAfterMs?: number }
  | { state: 'failed'; message: string };

export type ChatUrlCheck = { ok: true; url: string } | { ok: false; message: string };

const maxUrlLength = 2048;
/** Slack advises at most 4,000 characters in `text` (longer is truncated at 40,000). */
export const maxChatTextLength = 4000;
const maxAnswerBytes = 16 * 1024;
const maxMessageLength = 300;
const defaultTimeoutMs = 10_000;
const lookupTimeoutMs = 5_000;
const maxRetryAfterMs = 3_600_000;

/** The system resolver: every address, in the order it answers them. */
const lookupAll: LookupAll = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

// ——————————————————————————————————————— Public addresses ———————————————————————————————————————

/**
 * Addresses the server must never contact on an admin's behalf (IANA special-purpose registries).
 * Two lists: a BlockList matches IPv4 addresses against IPv6 rules as mapped ones, so `::/8`
 * would take in every IPv4 address.
 */
const nonPublicIpv4 = new BlockList();
const nonPublicIpv6 = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8], // "this network", with the unspecified address
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, with cloud metadata at 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, with the broadcast address
] as const) {
  nonPublicIpv4.addSubnet(network, bits, 'ipv4');
}
for (const [network, bits] of [
  ['::', 8], // unspecified, loopback, IPv4-compatible and other reserved forms
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments (Teredo, benchmarking…)
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  nonPublicIpv6.addSubnet(network, bits, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address that `isIP` accepts (zone removed). */
function ipv6Groups(address: string): number[] {
  let text = address;
  // A trailing dotted quad (::ffff:10.0.0.1) is the last two groups.
  const quad = /(?:\d+\.){3}\d+$/.exec(address);
  if (quad) {
    const [a = 0, b = 0, c = 0, d = 0] = quad[0].split('.').map(Number);
    text = `${address.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groups = (part: string) => (part ? part.split(':').map((hex) => parseInt(hex, 16)) : []);
  const [head = '', tail] = text.split('::');
  if (tail === undefined) return groups(head);
  const [before, after] = [groups(head), groups(tail)];
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * The IPv4 address an IPv6 one stands for, when it embeds one: IPv4-mapped (::ffff:a.b.c.d),
 * the well-known NAT64 prefix (64:ff9b::/96, what DNS64 answers for an IPv4-only host) and
 * 6to4 (2002:AABB:CCDD::/48). Judged as that IPv4 address.
 */
function embeddedIpv4(groups: number[]): string | null {
  const [g0, g1 = 0, g2 = 0, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const zeros = (...values: (number | undefined)[]) => values.every((value) => value === 0);
  if (g0 === 0 && zeros(g1, g2, g3, g4) && g5 === 0xffff) return ipv4Of(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && zeros(g2, g3, g4, g5)) return ipv4Of(g6, g7);
  if (g0 === 0x2002) return ipv4Of(g1, g2);
  return null;
}

/** Whether the server may contact `address` for an admin: a unicast address on the internet. */
function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return !nonPublicIpv4.check(bare, 'ipv4');
  if (family !== 6) return false;
  const embedded = embeddedIpv4(ipv6Groups(bare));
  if (embedded) return !nonPublicIpv4.check(embedded, 'ipv4');
  return !nonPublicIpv6.check(bare, 'ipv6');
}

// ——————————————————————————————————————————— The URL ————————————————————————————————————————————

const localNames = /(^|\.)(localhost|local|internal|home\.arpa)$/;

/**
 * What is wrong with a parsed webhook URL before any lookup, or null: the scheme, credentials
 * and a host that is an IP address or a name that only means something on a local network.
 */
function refusalOf(url: URL): string | null {
  if (url.protocol !== 'https:') return 'The chat webhook URL must start with https://.';
  if (url.username || url.password) {
    return 'The chat webhook URL must not contain a user name or password.';
  }
  const host = url.hostname.replace(/\.$/, '');
  if (isIP(host.replace(/^\[|\]$/g, ''))) {
    return 'The chat webhook URL must name its host (such as hooks.slack.com), not give an IP address.';
  }
  if (localNames.test(host) || !host.includes('.')) {
    return 'The chat webhook URL must name a host on the internet, not one on a local network.';
  }
  return null;
}

type Resolved =
  | { kind: 'public'; addresses: { address: string; family: number }[] }
  | { kind: 'refused'; message: string }
  | { kind: 'unresolved'; message: string; code: string };

/** Looks `hostname` up and judges every address it has: one that is not public refuses all. */
async function resolvePublic(hostname: string, lookup: LookupAll): Promise<Resolved> {
  let addresses: { address: string; family: number }[];
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(Object.assign(new Error('lookup'), { code: 'ETIMEOUT' })),
        lookupTimeoutMs,
      );
    });
    addresses = await Promise.race([lookup(hostname), timeout]);
  } catch (error) {
    const code = codeOf(error);
    if (code === 'ENOTFOUND' || code === 'ENODATA') return doesNotResolve;
    return {
      kind: 'unresolved',
      code,
      message: `The chat webhook's host could not be looked up just now (${code}); try again in a moment.`,
    };
  } finally {
    clearTimeout(timer);
  }
  if (addresses.length === 0) return doesNotResolve;
  const blocked = addresses.find(({ address }) => !isPublicAddress(address));
  if (blocked) {
    return {
      kind: 'refused',
      message: `The chat webhook's host resolves to ${blocked.address.slice(0, 45)}, a private or reserved address the site will not contact.`,
    };
  }
  return { kind: 'public', addresses };
}

const doesNotResolve: Resolved = {
  kind: 'unresolved',
  code: 'ENOTFOUND',
  message: "The chat webhook's host does not resolve (no DNS record was found); check the URL.",
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused
const unsafeCharacters = /[\s\u0000-\u001F\u007F-\u009F\p{Cf}]/u;

/**
 * The check the admin form runs when an admin saves a chat webhook URL: the normalised URL, or
 * one sentence that says what is wrong (and never repeats the URL).
 */
export async function checkChatWebhookUrl(
  raw: string,
  { lookup = lookupAll }: { lookup?: LookupAll } = {},
): Promise<ChatUrlCheck> {
  const refuse = (message: string): ChatUrlCheck => ({ ok: false, message });
  if (raw.trim() === '') return refuse('Enter the chat webhook URL.');
  if (raw.length > maxUrlLength) {
    return refuse('The chat webhook URL is longer than 2,048 characters; copy it again.');
  }
  if (unsafeCharacters.test(raw)) {
    return refuse('The chat webhook URL contains spaces or control characters; paste it again.');
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('The chat webhook URL is not a full URL; copy it again, starting with https://.');
  }
  const refusal = refusalOf(url);
  if (refusal) return refuse(refusal);
  const resolved = await resolvePublic(url.hostname, lookup);
  if (resolved.kind !== 'public') return refuse(resolved.message);
  return { ok: true, url: url.href };
}

// ————————————————————————————————————————— Sending ——————————————————————————————————————————————

/** A webhook the server must not contact: a failure for a person, not a retry. */
export class ChatAddressRefused extends Error {
  override name = 'ChatAddressRefused';
}

/** `lookup` for node:net that hands the socket only public addresses, or refuses the host. */
function guardedLookup(lookup: LookupAll): LookupFunction {
  return (hostname, options, callback) => {
    resolvePublic(hostname, lookup).then(
      (resolved) => {
        if (resolved.kind === 'refused')
          return callback(new ChatAddressRefused(resolved.message), '');
        if (resolved.kind === 'unresolved') {
          return callback(Object.assign(new Error(resolved.message), { code: resolved.code }), '');
        }
        const wanted = resolved.addresses.filter(
          ({ family }) => !options.family || family === options.family,
        );
        if (options.all) return callback(null, wanted);
        const [first] = wanted;
        if (!first)
          return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '');
        return callback(null, first.address, first.family);
      },
      (error) => callback(error, ''),
    );
  };
}

/**
 * The transport used outside tests: an HTTPS POST on a fresh connection (no pooled socket can
 * skip the check) whose lookup re-checks every address at connect time. No redirect is followed;
 * at most 16 KB of the answer is read.
 */
export function httpsTransport(lookup: LookupAll = lookupAll): ChatTransport {
  return (url, body, signal) =>
    new Promise((resolve, reject) => {
      const refusal = refusalOf(url);
      if (refusal) return reject(new ChatAddressRefused(refusal));
      const request = httpsRequest(
        url,
        {
          method: 'POST',
          agent: false,
          lookup: guardedLookup(lookup),
          signal,
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          const finish = () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: Object.fromEntries(
                Object.entries(response.headers).map(([name, value]) => [
                  name,
                  Array.isArray(value) ? value.join(', ') : (value ?? ''),
                ]),
              ),
              body: Buffer.concat(chunks).toString('utf8'),
            });
          response.on('data', (chunk: Buffer) => {
            if (size < maxAnswerBytes) chunks.push(chunk.subarray(0, maxAnswerBytes - size));
            size += chunk.length;
            if (size >= maxAnswerBytes) {
              finish();
              response.destroy();
            }
          });
          response.on('end', finish);
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
}

/** `text` cut to Slack's advised length, with an ellipsis, never between a surrogate pair. */
function capChatText(text: string): string {
  if (text.length <= maxChatTextLength) return text;
  const cut = text.slice(0, maxChatTextLength - 1);
  return `${/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut}…`;
}

/**
 * Posts one alert. Never throws: a timeout (`timeoutMs` over the connection and the answer),
 * no answer, 408, 429 and 5xx are `retry`; an answer that needs a person is `failed`.
 */
export async function postChatMessage(
  url: string,
  text: string,
  options: { lookup?: LookupAll; transport?: ChatTransport; timeoutMs?: number } = {},
): Promise<ChatOutcome> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return failed('The saved chat webhook URL is not a valid URL; save it again.');
  }
  if (text.trim() === '') return failed('There is no text to post to the chat webhook.');
  const transport = options.transport ?? httpsTransport(options.lookup);
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('timeout');
    }, timeoutMs);
  });
  try {
    const sending = transport(
      target,
      JSON.stringify({ text: capChatText(text) }),
      controller.signal,
    );
    // Once timed out, the transport's own rejection (the abort) is nobody's concern.
    sending.catch(() => {});
    const answer = await Promise.race([sending, timedOut]);
    if (answer === 'timeout') {
      return retry(`The chat webhook did not answer within ${seconds(timeoutMs)}.`);
    }
    return classifyChatAnswer(answer);
  } catch (error) {
    if (error instanceof ChatAddressRefused) return failed(error.message);
    return retry(`The chat webhook could not be reached (${codeOf(error)}).`);
  } finally {
    clearTimeout(timer);
  }
}

// ———————————————————————————————————————— The answer ————————————————————————————————————————————

/** What a person does about a refusal, by the service's error (Slack's code, Google's status). */
const refusals: Record<string, string> = {
  invalid_payload:
    'The chat webhook could not read the message (invalid_payload); this is a fault in the site, so please report it.',
  user_not_found:
    "The chat webhook's user no longer exists (user_not_found): create a new webhook and save its URL.",
  action_prohibited:
    'The workspace does not let this webhook post (action_prohibited): ask a Slack admin to allow it, or create a new webhook and save its URL.',
  invalid_token:
    "The chat webhook's token is no longer valid (invalid_token): create a new webhook and save its URL.",
  channel_not_found:
    "The chat webhook's channel no longer exists (channel_not_found): create a webhook for an existing channel and save its URL.",
  no_service: 'The chat webhook no longer exists (no_service): create a new one and save its URL.',
  no_active_hooks:
    'The chat webhook is turned off (no_active_hooks): turn it on again in Slack, or create a new one and save its URL.',
  channel_is_archived:
    "The chat webhook's channel is archived (channel_is_archived): unarchive it, or create a webhook for another channel and save its URL.",
  INVALID_ARGUMENT:
    'Google Chat could not read the message (INVALID_ARGUMENT); this is a fault in the site, so please report it.',
  UNAUTHENTICATED:
    "Google Chat refused the webhook's key or token (UNAUTHENTICATED): copy the webhook URL again from the space and save it.",
  PERMISSION_DENIED:
    'Google Chat does not let this webhook post (PERMISSION_DENIED): check that the space allows incoming webhooks, or create a new one and save its URL.',
  NOT_FOUND:
    'The chat webhook or its space no longer exists (NOT_FOUND): create a new webhook and save its URL.',
};

/** Slack's answer is a bare code (`no_service`); Google's is JSON with `error.status`. */
function reasonOf(body: string): string | null {
  const text = body.trim();
  if (/^[a-z][a-z0-9_]{0,63}$/.test(text)) return text;
  try {
    const error = (JSON.parse(text) as { error?: unknown }).error;
    const code = typeof error === 'string' ? error : (error as { status?: unknown } | null)?.status;
    return typeof code === 'string' && /^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(code) ? code : null;
  } catch {
    return null;
  }
}

/**
 * The outcome of an answer. Messages name the HTTP status and the service's error code only:
 * never the answer's free text, which could echo the URL.
 */
function classifyChatAnswer(answer: {
  status: number;
  headers: Record<string, string>;
  body: string;
}): ChatOutcome {
  const { status } = answer;
  if (status >= 200 && status < 300) return { state: 'sent' };
  const reason = reasonOf(answer.body);
  const what = `HTTP ${status}${reason ? ` ${reason}` : ''}`;
  if (status >= 300 && status < 400) {
    return failed(
      `The chat webhook answered with a redirect (${what}), which is not followed: copy the webhook URL again and save it.`,
    );
  }
  if (status === 408 || status === 429 || status >= 500) {
    const busy = status === 429 ? 'is limiting messages' : 'had a problem';
    const after = retryAfterMs(answer.headers['retry-after']);
    return retry(
      `The chat service ${busy} (${what}); the alert will be sent again.`,
      after === undefined ? {} : { retryAfterMs: after },
    );
  }
  const known = reason ? refusals[reason] : undefined;
  if (known) return failed(known);
  if (status === 404 || status === 410) {
    return failed(
      `The chat webhook no longer exists (${what}): create a new one and save its URL.`,
    );
  }
  return failed(
    `The chat webhook refused the message (${what}): check the webhook in the chat service, or create a new one and save its URL.`,
  );
}

/** Retry-After in seconds or as an HTTP date, at most an hour; undefined when absent or unreadable. */
function retryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d{1,9}$/.test(text)) return Math.min(Number(text) * 1000, maxRetryAfterMs);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.min(Math.max(0, date - now), maxRetryAfterMs);
}

const clip = (message: string) => message.slice(0, maxMessageLength);
const failed = (message: string): ChatOutcome => ({ state: 'failed', message: clip(message) });
const retry = (message: string, extra: { retryAfterMs?: number } = {}): ChatOutcome => ({
  state: 'retry',
  message: clip(message),
  ...extra,
});

const seconds = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`);

/** A system error's code (ECONNRESET…), or a generic word: an error's text may name the host. */
function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code)) return code;
  return (error as Error | null)?.name === 'AbortError' ? 'aborted' : 'no answer';
}
