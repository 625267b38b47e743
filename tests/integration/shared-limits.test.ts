/**
 * Limits hold in total across instances. Server processes (tests/integration/limits-server.ts:
 * the product's auth route and events handler, bundled with esbuild) run on one database; a
 * client sends its requests to one instance and then another, and the limit is reached at its
 * configured number whichever instance answers. On PostgreSQL two instances share the counts
 * through the database; PGlite is one process by construction, so one instance is started.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleApp } from '@/scripts/bundle-app.mjs';
import { browser, engines, root, type Server, startServer, type Target } from './server-process';

/** better-auth's rule for /sign-in/email and our per-address one (lib/auth/server.ts). */
const signInsPerMinute = 10;
const eventsPerMinute = 10;

/** The instance that answers request `i` of `total`: the first takes most, the last the rest. */
const pick = (servers: Server[], i: number, total: number) =>
  servers[i < total - 4 ? 0 : servers.length - 1] as Server;

async function signIn(server: Server, client: string, email: string): Promise<number> {
  const response = await fetch(`${server.base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': browser,
      'x-forwarded-for': client,
    },
    body: JSON.stringify({ email, password: 'not-the-password' }),
  });
  await response.body?.cancel();
  return response.status;
}

async function sendEvent(server: Server, client: string): Promise<number> {
  const response = await fetch(`${server.base}/api/events`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': browser,
      'x-forwarded-for': client,
    },
    body: JSON.stringify({
      event_type: 'page_view',
      session_id: randomUUID(),
      page: 'landing',
      url: 'https://jackie.example/',
    }),
  });
  await response.body?.cancel();
  return response.status;
}

/** The booking webhook's limit per address (lib/bookings/webhook.ts): a service's burst. */
const deliveriesPerMinute = 120;
const webhookSecret = 'calendly-signing-key-for-the-flood';

/** A Cal.com delivery signed with the servers' secret, for a booking no one made. */
async function sendDelivery(server: Server, client: string, i: number): Promise<number> {
  const body = JSON.stringify({
    triggerEvent: 'BOOKING_CANCELLED',
    createdAt: new Date().toISOString(),
    payload: {
      uid: `flood-${client}-${i}`,
      startTime: new Date().toISOString(),
      status: 'CANCELLED',
    },
  });
  const response = await fetch(`${server.base}/api/webhooks/booking`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': client,
      'x-cal-signature-256': createHmac('sha256', webhookSecret).update(body).digest('hex'),
    },
    body,
  });
  await response.body?.cancel();
  return response.status;
}

let bundle: { file: string; cleanup: () => void };
beforeAll(async () => {
  bundle = await bundleApp({
    entry: join(root, 'tests/integration/limits-server.ts'),
    name: 'limits-server',
  });
}, 60_000);
afterAll(() => bundle?.cleanup());

for (const engine of engines()) {
  describe(`limits shared by every instance on ${engine.name}`, () => {
    let target: Target;
    const servers: Server[] = [];

    beforeAll(async () => {
      target = await engine.create();
      const env = {
        ...target.env,
        TRUST_PROXY: 'loopback',
        ANALYTICS_RATE_LIMIT: String(eventsPerMinute),
        AUTH_SECRET: randomBytes(32).toString('hex'),
        BOOKING_WEBHOOK_SECRET: webhookSecret,
      };
      // One after the other: the first applies the migrations.
      // PGlite is one process by construction; PostgreSQL is shared by two.
      const instances = engine.name === 'postgres' ? 2 : 1;
      for (let i = 0; i < instances; i += 1) {
        servers.push(await startServer(bundle.file, env));
      }
    }, 120_000);

    afterAll(async () => {
      for (const server of servers) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      await target?.cleanup();
    }, 60_000);

    it(`refuses the sign-in after ${signInsPerMinute} a minute from one address`, async () => {
      const total = signInsPerMinute + 2;
      const statuses: number[] = [];
      for (let i = 0; i < total; i += 1) {
        // A different account each time: only the limit per client address applies.
        const email = `nobody-${i}@jackie.example`;
        statuses.push(await signIn(pick(servers, i, total), '198.51.100.10', email));
      }
      expect(statuses).toEqual([
        ...Array(signInsPerMinute).fill(401),
        ...Array(total - signInsPerMinute).fill(429),
      ]);
      // Another client is not affected.
      expect(await signIn(servers[0] as Server, '198.51.100.11', 'nobody@jackie.example')).toBe(
        401,
      );
    }, 60_000);

    it(`refuses the sign-in after ${signInsPerMinute} a minute for one account`, async () => {
      const total = signInsPerMinute + 2;
      const statuses: number[] = [];
      for (let i = 0; i < total; i += 1) {
        // A different client address each time: only the limit per account applies.
        statuses.push(
          await signIn(pick(servers, i, total), `203.0.113.${i + 1}`, 'x@jackie.example'),
        );
      }
      expect(statuses).toEqual([
        ...Array(signInsPerMinute).fill(401),
        ...Array(total - signInsPerMinute).fill(429),
      ]);
    }, 60_000);

    it(`refuses events after ${eventsPerMinute} requests a minute from one address`, async () => {
      const client = '198.51.100.20';
      const statuses: number[] = [];
      for (let i = 0; i < eventsPerMinute; i += 1) {
        statuses.push(await sendEvent(pick(servers, i, eventsPerMinute + 2), client));
      }
      // The events limit counts in memory and reconciles with the database once a second.
      await sleep(3_000);
      for (const server of servers) statuses.push(await sendEvent(server, client));
      expect(statuses).toEqual([
        ...Array(eventsPerMinute).fill(202),
        ...Array(servers.length).fill(429),
      ]);
      expect(await sendEvent(servers[0] as Server, '198.51.100.21')).toBe(202);
    }, 60_000);

    it(`lets ${deliveriesPerMinute} booking deliveries a minute from one address through, in total`, async () => {
      const client = '198.51.100.30';
      const total = deliveriesPerMinute + 2;
      const statuses: number[] = [];
      for (let i = 0; i < total; i += 1) {
        statuses.push(await sendDelivery(pick(servers, i, total), client, i));
      }
      expect(statuses).toEqual([
        ...Array(deliveriesPerMinute).fill(200),
        ...Array(total - deliveriesPerMinute).fill(429),
      ]);
      expect(await sendDelivery(servers[0] as Server, '198.51.100.31', 0)).toBe(200);
    }, 120_000);
  });
}
