import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { ChatTransport } from '@/lib/alerts/chat';

/**
 * A local stand-in for a chat incoming webhook, for tests: a node:http server on 127.0.0.1 and a
 * random port that answers as Slack (`mode: 'slack'`, text/plain `ok` or an error code such as
 * `invalid_payload`) or Google Chat (`mode: 'google'`, the created Message as JSON, or Google's
 * `{ error: { code, message, status } }`). It takes only a POST of JSON that is exactly
 * `{ text }` with some text, to its own webhook path; it records every request and every
 * connection. `failNext(n, mode)` makes the next n posts fail: 429 with Retry-After: 1, 500, a
 * hang (no answer until closed), a channel or space that is gone, or a webhook that was removed.
 *
 * `transportTo(fake)` posts to the fake whatever https webhook URL it is given (path and query
 * kept), so tests can use a realistic URL and check that it never reaches a message.
 */

export type ChatFakeMode = 'slack' | 'google';
export type ChatFailMode = 'rate-limit' | 'server-error' | 'hang' | 'gone' | 'no-service';

export type ChatPost = { method: string; path: string; headers: IncomingHttpHeaders; body: string };

export type ChatWebhookFake = {
  /** The server's origin, http://127.0.0.1:port. */
  url: string;
  /** The https webhook URL a test saves; its path and query are what the fake serves. */
  webhookUrl: string;
  /** Every request, in order, as received. */
  received: ChatPost[];
  /** The texts of the messages it accepted. */
  messages: string[];
  /** How many TCP connections were opened to it. */
  connections(): number;
  failNext(count: number, mode: ChatFailMode): void;
  close(): Promise<void>;
};

type Reply = {
  status: number;
  type: 'text' | 'json';
  body: unknown;
  headers?: Record<string, string>;
};

const slack = (status: number, code: string, headers?: Record<string, string>): Reply => ({
  status,
  type: 'text',
  body: code,
  headers,
});

const google = (
  status: number,
  code: string,
  message: string,
  headers?: Record<string, string>,
): Reply => ({
  status,
  type: 'json',
  body: { error: { code: status, message, status: code } },
  headers,
});

/** The failures as each service answers them. */
const failures: Record<ChatFakeMode, Record<Exclude<ChatFailMode, 'hang'>, Reply>> = {
  slack: {
    'rate-limit': slack(429, 'rate_limited', { 'retry-after': '1' }),
    'server-error': slack(500, 'rollup_error'),
    gone: slack(410, 'channel_is_archived'),
    'no-service': slack(404, 'no_service'),
  },
  google: {
    'rate-limit': google(
      429,
      'RESOURCE_EXHAUSTED',
      'Resource has been exhausted (e.g. check quota).',
      { 'retry-after': '1' },
    ),
    'server-error': google(500, 'INTERNAL', 'Internal error encountered.'),
    gone: google(404, 'NOT_FOUND', 'Requested entity was not found.'),
    'no-service': google(404, 'NOT_FOUND', 'Requested entity was not found.'),
  },
};

/** Why a request is not a valid post of `{ text }`, or null. */
function problemOf(method: string, type: string, body: string): string | null {
  if (method !== 'POST') return `Method ${method} is not supported.`;
  if (!type.startsWith('application/json')) return 'Invalid JSON payload received.';
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'Invalid JSON payload received.';
  }
  const fields = parsed && typeof parsed === 'object' ? Object.keys(parsed) : [];
  const text = (parsed as { text?: unknown } | null)?.text;
  if (fields.length !== 1 || typeof text !== 'string') {
    return 'Invalid JSON payload received. Expected exactly the field "text".';
  }
  return text.trim() === '' ? 'Message cannot be empty.' : null;
}

export async function startChatWebhookFake(options: {
  mode: ChatFakeMode;
}): Promise<ChatWebhookFake> {
  const { mode } = options;
  const secret = randomUUID().replaceAll('-', '');
  const path =
    mode === 'slack'
      ? `/services/T0ALERTS0/B0ALERTS0/${secret.slice(0, 24)}`
      : `/v1/spaces/AAAAalerts0/messages?key=AIzaSy${secret}&token=${secret}`;
  const received: ChatPost[] = [];
  const messages: string[] = [];
  const failing: ChatFailMode[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;

  const answer = (request: ChatPost): Reply | 'hang' => {
    if (request.path !== path) {
      return mode === 'slack'
        ? slack(404, 'no_service')
        : google(404, 'NOT_FOUND', 'Requested entity was not found.');
    }
    const problem = problemOf(
      request.method,
      String(request.headers['content-type'] ?? ''),
      request.body,
    );
    if (problem) {
      return mode === 'slack'
        ? slack(400, 'invalid_payload')
        : google(400, 'INVALID_ARGUMENT', problem);
    }
    const fail = failing.shift();
    if (fail === 'hang') return 'hang';
    if (fail) return failures[mode][fail];
    const { text } = JSON.parse(request.body) as { text: string };
    messages.push(text);
    if (mode === 'slack') return { status: 200, type: 'text', body: 'ok' };
    const space = 'spaces/AAAAalerts0';
    const thread = `${space}/threads/${randomUUID().slice(0, 11)}`;
    return {
      status: 200,
      type: 'json',
      body: {
        name: `${space}/messages/${randomUUID().slice(0, 11)}`,
        sender: { name: 'users/114022495153014004089', displayName: 'Jackie alerts', type: 'BOT' },
        text,
        formattedText: text,
        createTime: new Date().toISOString(),
        thread: { name: thread },
        space: { name: space, type: 'ROOM', spaceType: 'SPACE', displayName: 'Alerts' },
        argumentText: text,
      },
    };
  };

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    received.push(request);
    const reply = answer(request);
    // A hang keeps the socket open, unanswered, until close() destroys it.
    if (reply === 'hang') return;
    const json = reply.type === 'json';
    res.writeHead(reply.status, {
      'content-type': json ? 'application/json; charset=UTF-8' : 'text/plain; charset=utf-8',
      ...reply.headers,
    });
    res.end(json ? JSON.stringify(reply.body) : String(reply.body));
  });
  server.on('connection', (socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    webhookUrl: `https://${mode === 'slack' ? 'hooks.slack.com' : 'chat.googleapis.com'}${path}`,
    received,
    messages,
    connections: () => connections,
    failNext(count, fail) {
      for (let i = 0; i < count; i += 1) failing.push(fail);
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A transport that posts to the fake what would go to `url`, as the https transport does. */
export function transportTo(fake: ChatWebhookFake): ChatTransport {
  return async (url, body, signal) => {
    const response = await fetch(new URL(`${url.pathname}${url.search}`, fake.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body,
      signal,
      redirect: 'manual',
    });
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: await response.text(),
    };
  };
}
