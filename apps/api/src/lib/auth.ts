import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Role, SESSION_ENDED_HEADER } from '@bhoj/contract';
import type { Db } from '../db/client.ts';
import { authTokens, users } from '../db/schema/index.ts';
import { forbidden, MESSAGES, unauthorized } from './errors.ts';
import { sessionEndedReason } from './session-ended.ts';
import type { ResolvedToken, TokenCache } from './token-cache.ts';

/** Who may call a route: anyone, any signed-in user, or the listed roles. Every /api route declares one. */
export type Access = 'public' | 'user' | readonly Role[];

export interface AuthUser {
  id: number;
  username: string;
  email: string;
  role: Role;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export const TOKEN_IDLE_DAYS = 30;
/** Sliding expiry is written at most this often per token, not on every request. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A random 256-bit key, as 64 hex characters. */
export const newTokenKey = () => randomBytes(32).toString('hex');

/** The key of `Authorization: Token <key>`, or null when the header is absent or of another scheme. */
export function tokenKey(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Token\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** The live (not revoked, not expired) token with this hash, as the database has it now. */
export async function findToken(db: Db, hash: string, now: number): Promise<ResolvedToken<AuthUser> | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      tokenId: authTokens.id,
      lastUsedAt: authTokens.lastUsedAt,
      expiresAt: authTokens.expiresAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hash),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date(now)),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { lastUsedAt, expiresAt, ...user } = row;
  return { user, lastUsedAt: lastUsedAt.getTime(), expiresAt: expiresAt.getTime() };
}

/**
 * Resolves a token's key to its user: from `cache` when kept there, else from the database. Either way
 * the sliding expiry is written when the token was last marked used more than TOUCH_EVERY_MS ago.
 */
export function tokenResolver(db: Db, cache: TokenCache<AuthUser> | null) {
  return async (key: string): Promise<AuthUser | null> => {
    const hash = sha256(key);
    const now = Date.now();
    let token = cache?.get(hash, now);
    if (!token) {
      const ticket = cache?.ticket() ?? 0;
      const found = await findToken(db, hash, now);
      if (!found) return null;
      cache?.keep(hash, found, ticket);
      token = found;
    }
    if (now - token.lastUsedAt > TOUCH_EVERY_MS) {
      // Marked first, so concurrent requests with this token do not all write.
      token.lastUsedAt = now;
      const [touched] = await db
        .update(authTokens)
        .set({ lastUsedAt: new Date(now), expiresAt: sql`now() + make_interval(days => ${TOKEN_IDLE_DAYS})` })
        .where(eq(authTokens.id, token.user.tokenId))
        .returning({ expiresAt: authTokens.expiresAt });
      if (touched) token.expiresAt = touched.expiresAt.getTime();
    }
    return token.user;
  };
}

/** Throws 401 unless signed in. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(tokenKey(request) ? MESSAGES.invalidToken : MESSAGES.noCredentials);
  return request.user;
}

/** Throws 401 unless signed in, 403 unless the user has one of `roles`. */
export function requireRole(request: FastifyRequest, roles: readonly Role[]): AuthUser {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}

/**
 * Resolves the token on every request (from memory when `cache` holds it) and enforces each route's declared access. A route under /api
 * without a declaration fails at start-up, so a forgotten guard cannot ship.
 */
export function registerAuth(app: FastifyInstance, db: Db, cache: TokenCache<AuthUser> | null) {
  const resolve = tokenResolver(db, cache);
  app.decorateRequest('user', null);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && !route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const key = tokenKey(request);
    // On public calls an unknown token is ignored: the request is simply anonymous.
    request.user = key ? await resolve(key) : null;
    if (key && !request.user && access !== 'public') {
      const reason = await sessionEndedReason(db, sha256(key), Date.now());
      if (reason) reply.header(SESSION_ENDED_HEADER, reason);
    }
    if (access === 'user') requireUser(request);
    else if (access !== 'public') requireRole(request, access);
  });
}
