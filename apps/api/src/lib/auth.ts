import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@bhoj/contract';
import type { Db } from '../db/client.ts';
import { authTokens, users } from '../db/schema/index.ts';
import { forbidden, MESSAGES, unauthorized } from './errors.ts';

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
function tokenKey(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Token\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

export async function findUserByToken(db: Db, key: string): Promise<AuthUser | null> {
  const now = new Date();
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      tokenId: authTokens.id,
      lastUsedAt: authTokens.lastUsedAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(eq(authTokens.tokenHash, sha256(key)), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now)),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(authTokens)
      .set({ lastUsedAt: now, expiresAt: sql`now() + make_interval(days => ${TOKEN_IDLE_DAYS})` })
      .where(eq(authTokens.id, row.tokenId));
  }
  const { lastUsedAt: _lastUsedAt, ...user } = row;
  return user;
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
 * Resolves the token on every request and enforces each route's declared access. A route under /api
 * without a declaration fails at start-up, so a forgotten guard cannot ship.
 */
export function registerAuth(app: FastifyInstance, db: Db) {
  app.decorateRequest('user', null);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && !route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const key = tokenKey(request);
    // On public calls an unknown token is ignored: the request is simply anonymous.
    request.user = key ? await findUserByToken(db, key) : null;
    if (access === 'user') requireUser(request);
    else if (access !== 'public') requireRole(request, access);
  });
}
