import 'server-only';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { nextCookies } from 'better-auth/next-js';
import { magicLink } from 'better-auth/plugins';
import { after } from 'next/server';
import { z } from 'zod';
import { type Database, getDb } from '@/lib/db/client';
import { deleteOlderResetTokens, ensureAdmins, findUserByEmail } from '@/lib/db/queries/users';
import { authAccount, authSession, authUser, authVerification } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { limit, type Rule } from '@/lib/http/rate-limit';
import { queueMail } from '@/lib/mail/send';
import { magicLinkMail, resetPasswordMail } from '@/lib/mail/templates';
import { isLocalSite } from '@/lib/mail/transport';
import { processSingleton } from '@/lib/process-singleton';
import { siteConfig } from '@/lib/site/config';
import { audit } from './audit';

/** Sessions last a week and are extended on use at most once a day (the idle timeout). */
export const sessionPolicy = {
  expiresInSeconds: 7 * 24 * 60 * 60,
  updateAgeSeconds: 24 * 60 * 60,
  /** Absolute lifetime: a session older than this is refused even if it was kept alive. */
  absoluteLifetimeMs: 30 * 24 * 60 * 60 * 1000,
} as const;

/** The header that carries the client's address to better-auth (see the auth route). */
export const clientAddressHeader = 'x-jackie-client-address';

/** Paths whose requests are also limited per email address, not only per IP. */
const perAddressLimits: Record<string, Rule> = {
  '/sign-in/email': { max: 10, windowMs: 60_000 },
  '/sign-in/magic-link': { max: 6, windowMs: 60_000 },
  '/request-password-reset': { max: 6, windowMs: 60_000 },
};

/**
 * Addresses whose next magic link is handed back instead of mailed, while an invitation is being
 * accepted. (better-auth calls sendMagicLink outside the caller's async context, so the capture
 * is keyed by address.)
 */
const capturedLinks = processSingleton(
  'auth.capturedLinks',
  () => new Map<string, { url?: string }>(),
);

export class AuthNotConfiguredError extends Error {
  constructor(readonly missing: string[]) {
    super(`Missing configuration: ${missing.join(', ')}`);
  }
}

/**
 * AUTH_SECRET signs sessions. On a site served from localhost (development, the quick start, the
 * tests) one is generated once into DATA_DIR; on any public address it must be provided.
 */
export function authSecret(): string {
  const { AUTH_SECRET, SITE_URL, DATA_DIR } = env();
  if (AUTH_SECRET) return AUTH_SECRET;
  if (!isLocalSite(SITE_URL)) throw new AuthNotConfiguredError(['AUTH_SECRET']);
  const dir = resolve(DATA_DIR);
  const file = join(dir, 'auth-secret');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/** Paths that sign someone in, for the audit log. */
const signInPaths = new Set(['/sign-in/email', '/magic-link/verify']);

/** Records sign-ins and failed password sign-ins (with the address tried) in the audit log. */
async function recordSignIn(ctx: {
  path: string;
  body?: unknown;
  request?: Request;
  context: { newSession?: { user: { id: string; email: string } } | null; returned?: unknown };
}) {
  if (!signInPaths.has(ctx.path)) return;
  const headers = ctx.request?.headers;
  const user = ctx.context.newSession?.user;
  if (user) {
    await audit('sign_in', { actor: { id: user.id, email: user.email }, headers });
    return;
  }
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  if (ctx.path === '/sign-in/email' && ctx.context.returned instanceof APIError) {
    await audit('sign_in_failed', {
      actor: { email: typeof email === 'string' ? email.trim().slice(0, 254) : null },
      headers,
    });
  }
}

/** better-auth's answer to a reset request, the same whether the address has an account or not. */
const resetAnswer = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};
/** The body better-auth's /request-password-reset takes. */
const resetRequest = z.object({ email: z.email(), redirectTo: z.string().optional() });

type AuthContext = {
  path: string;
  body?: unknown;
  request?: Request;
  json: (value: unknown) => unknown;
  context: { isTrustedOrigin: (url: string, options: { allowRelativePaths: boolean }) => boolean };
};

/**
 * A reset request from a browser is answered before anything is done for the address: the
 * account's work (finding it, the token, the mail) runs after the answer, so an address with an
 * account and one without are answered alike, in content and in time. Invalid bodies go on to
 * better-auth's own validation, which answers them the same for every address.
 */
function answerResetFirst(
  ctx: AuthContext,
  resetLater: (body: z.infer<typeof resetRequest>) => Promise<unknown>,
) {
  const parsed = resetRequest.safeParse(ctx.body);
  if (!parsed.success) return undefined;
  const { redirectTo } = parsed.data;
  if (redirectTo && !ctx.context.isTrustedOrigin(redirectTo, { allowRelativePaths: true })) {
    throw new APIError('FORBIDDEN', { message: 'Invalid redirectURL' });
  }
  after(() =>
    resetLater(parsed.data).catch((error: Error) =>
      console.error('password reset: could not prepare the link:', error.message),
    ),
  );
  return ctx.json(resetAnswer);
}

function createAuth(db: Database, secret: string) {
  const { SITE_URL } = env();
  // The reset's own work, for the hook that answers first (the instance exists once it runs).
  const reset: { later?: (body: z.infer<typeof resetRequest>) => Promise<unknown> } = {};
  const auth = betterAuth({
    appName: siteConfig.name,
    baseURL: SITE_URL,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db.orm, {
      provider: 'pg',
      schema: {
        user: authUser,
        session: authSession,
        account: authAccount,
        verification: authVerification,
      },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'viewer', input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url, token }) => {
        // Only the newest link works: a new request invalidates the older ones.
        await deleteOlderResetTokens(db, user.id, token);
        queueMail(resetPasswordMail(user.email, url));
      },
    },
    session: {
      expiresIn: sessionPolicy.expiresInSeconds,
      updateAge: sessionPolicy.updateAgeSeconds,
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 60,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-in/magic-link': { window: 60, max: 6 },
        '/request-password-reset': { window: 60, max: 6 },
        '/reset-password': { window: 60, max: 10 },
      },
      // Counted by our limiter: in the database on PostgreSQL, so every instance shares them.
      customStorage: {
        consume: async (key, rule) => {
          const verdict = await limit('auth', key, { max: rule.max, windowMs: rule.window * 1000 });
          return verdict.ok
            ? { allowed: true, retryAfter: null }
            : { allowed: false, retryAfter: verdict.retryAfter };
        },
      },
    },
    advanced: {
      // Set by app/api/auth/[...all]/route.ts from lib/http/client-address.ts, never by a client.
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    databaseHooks: {
      session: {
        delete: {
          after: async (session, ctx) => {
            if (ctx?.path !== '/sign-out') return;
            const user = await ctx.context.internalAdapter.findUserById(session.userId);
            await audit('sign_out', {
              actor: { id: session.userId, email: user?.email },
              headers: ctx.request?.headers,
            });
          },
        },
      },
    },
    hooks: {
      after: createAuthMiddleware(recordSignIn),
      before: createAuthMiddleware(async (ctx) => {
        const rule = perAddressLimits[ctx.path];
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        if (
          rule &&
          typeof email === 'string' &&
          !(await limit(`address${ctx.path}`, email.trim().toLowerCase(), rule)).ok
        ) {
          throw new APIError('TOO_MANY_REQUESTS', {
            message: 'Too many attempts for this address. Wait a minute and try again.',
          });
        }
        // From a browser (the call made after the answer has no request and goes through).
        if (ctx.path === '/request-password-reset' && ctx.request) {
          return answerResetFirst(ctx, (body) => reset.later?.(body) ?? Promise.resolve());
        }
      }),
    },
    plugins: [
      magicLink({
        disableSignUp: true,
        expiresIn: 15 * 60,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url }) => {
          const capture = capturedLinks.get(email.toLowerCase());
          if (capture) {
            capture.url = url;
            return;
          }
          // No account, no mail; the mail goes out in the background, so the answer is the same
          // either way, in content and in time, and nothing is revealed.
          if (!(await findUserByEmail(db, email))) return;
          queueMail(magicLinkMail(email, url));
        },
      }),
      nextCookies(),
    ],
  });
  reset.later = (body) => auth.api.requestPasswordReset({ body });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

const processAuth = () => processSingleton('auth', (): { building?: Promise<Auth> } => ({}));

/** The auth instance, built on first use after the database is open and admins exist. */
export function getAuth(): Promise<Auth> {
  const slot = processAuth();
  if (!slot.building) {
    const building = (async () => {
      const secret = authSecret();
      const db = await getDb();
      await ensureAdmins(db, env().ADMIN_EMAILS);
      return createAuth(db, secret);
    })();
    building.catch(() => {
      if (slot.building === building) slot.building = undefined;
    });
    slot.building = building;
  }
  return slot.building;
}

/** A sign-in link for `email`, created as better-auth creates magic links, but not mailed. */
export async function createSignInLink(email: string, callbackURL = '/admin'): Promise<string> {
  const auth = await getAuth();
  const capture: { url?: string } = {};
  const key = email.toLowerCase();
  capturedLinks.set(key, capture);
  try {
    await auth.api.signInMagicLink({ body: { email, callbackURL }, headers: new Headers() });
  } finally {
    capturedLinks.delete(key);
  }
  if (!capture.url) throw new Error('No sign-in link was created');
  return capture.url;
}
