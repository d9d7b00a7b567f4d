import { randomBytes } from 'node:crypto';
import type { Database } from '@labstore/db';
import { REQUEST_MESSAGES, ROLE } from '@labstore/domain';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { AppError } from '../lib/app-error';
import { sessionsRepository, type ActiveSession } from '../sessions/sessions.repository';
import { storedSetting } from '../settings/settings.repository';

export const UNAUTHORIZED_MESSAGE = REQUEST_MESSAGES.unauthorized;
export const FORBIDDEN_MESSAGE = REQUEST_MESSAGES.forbidden;

/** Who is calling, once a bearer token has been matched to a live session. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  email: string;
  /** The account has the Admin role. */
  isAdmin: boolean;
  /** An administrator opened this customer session with login-as (spec/01 2.7). */
  isQuasiAdmin: boolean;
  actingAdminId: string | null;
  /** That administrator's e-mail, for the audit rows of what they do in this session (issue 19). */
  actingAdminEmail: string | null;
}

export interface IssuedToken {
  accessToken: string;
  /** Seconds until the session ends at the latest (spec/01 3 expires_in). */
  expiresIn: number;
  sessionId: string;
}

export interface IssueOptions {
  rememberMe: boolean;
  actingAdminId?: string;
  /** A shorter life than rememberMe gives (issue 19: the temporary quasi-admin session of spec/03 2). */
  lifetimeSeconds?: number;
  request: FastifyRequest;
}

interface TokenClaims {
  sid: string;
  sub: string;
}

// One algorithm, named, so a token cannot choose how it is checked (RFC 8725
// 3.1); every token must end (exp) and name a session and an account by id,
// since the ids go to uuid columns (anything else was a 500 from PostgreSQL).
const TOKEN_ALGORITHM = 'HS256';
const tokenClaimsSchema = z.object({ sid: z.guid(), sub: z.guid(), exp: z.number() });

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Sets request.auth when a valid token comes; anonymous otherwise. */
    identify: preHandlerAsyncHookHandler;
    /** 401 unless a live session is behind the token. */
    authenticate: preHandlerAsyncHookHandler;
    /** 401 without a session, 403 unless the account is an administrator. */
    requireAdmin: preHandlerAsyncHookHandler;
    /** Opens a server-side session and signs a token naming it. */
    issueToken(userId: string, options: IssueOptions): Promise<IssuedToken>;
    /** Ends the session behind a token: it is refused from then on. */
    revokeSession(sessionId: string): Promise<void>;
  }
}

/** The caller of a route behind app.authenticate. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(401, UNAUTHORIZED_MESSAGE);
  return request.auth;
}

const JWT_SECRET_SETTING = 'auth.jwt_secret';
const TOUCH_INTERVAL_MS = 30_000;

// Outside production a secret is generated once and kept in the database, so
// every instance on it (and every restart) accepts the same tokens.
async function storedSecret(db: Kysely<Database>): Promise<string> {
  return storedSetting(db, JWT_SECRET_SETTING, randomBytes(48).toString('base64url'));
}

function isIdle(active: ActiveSession, idleMs: number): boolean {
  return !active.session.remember_me && Date.now() - active.session.last_seen_at.getTime() > idleMs;
}

export default fp<{ config: AppConfig }>(
  async function auth(app: FastifyInstance, { config }) {
    const sessions = sessionsRepository(app.db);
    const idleMs = config.SESSION_IDLE_MINUTES * 60_000;
    await app.register(fastifyJwt, {
      secret: config.JWT_SECRET ?? (await storedSecret(app.db)),
      // A token signed without its own lifetime (seconds) lives no longer than a session may.
      sign: { algorithm: TOKEN_ALGORITHM, expiresIn: config.REMEMBER_ME_DAYS * 86_400 },
      verify: { algorithms: [TOKEN_ALGORITHM], requiredClaims: ['exp', 'sid', 'sub'] },
    });
    app.decorateRequest('auth', null);

    async function resolve(request: FastifyRequest): Promise<AuthContext | null> {
      if (!request.headers.authorization?.startsWith('Bearer ')) return null;
      const verified = await request.jwtVerify().catch(() => null);
      const parsed = tokenClaimsSchema.safeParse(verified);
      if (!parsed.success) return null;
      const claims = parsed.data;
      const active = await sessions.findActive(claims.sid);
      if (!active || !active.isActive || active.session.user_id !== claims.sub) return null;
      if (isIdle(active, idleMs)) {
        await sessions.revoke(active.session.id);
        return null;
      }
      if (Date.now() - active.session.last_seen_at.getTime() > TOUCH_INTERVAL_MS) await sessions.touch(active.session.id);
      return {
        userId: active.session.user_id,
        sessionId: active.session.id,
        email: active.email,
        isAdmin: active.roleId === ROLE.admin,
        isQuasiAdmin: active.session.is_quasi_admin,
        actingAdminId: active.session.acting_admin_id,
        actingAdminEmail: active.actingAdminEmail,
      };
    }

    app.decorate('identify', async (request: FastifyRequest) => {
      request.auth = await resolve(request);
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.auth = await resolve(request);
      if (!request.auth) throw new AppError(401, UNAUTHORIZED_MESSAGE);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      request.auth = await resolve(request);
      if (!request.auth) throw new AppError(401, UNAUTHORIZED_MESSAGE);
      if (!request.auth.isAdmin) throw new AppError(403, FORBIDDEN_MESSAGE);
    });

    app.decorate('issueToken', async (userId: string, { rememberMe, actingAdminId, lifetimeSeconds, request }: IssueOptions): Promise<IssuedToken> => {
      const usualMs = rememberMe ? config.REMEMBER_ME_DAYS * 86_400_000 : config.SESSION_LIFETIME_HOURS * 3_600_000;
      const lifetimeMs = lifetimeSeconds === undefined ? usualMs : Math.min(usualMs, lifetimeSeconds * 1000);
      const session = await sessions.create({
        userId,
        rememberMe,
        actingAdminId,
        expiresAt: new Date(Date.now() + lifetimeMs),
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      const expiresIn = Math.floor(lifetimeMs / 1000);
      const accessToken = app.jwt.sign({ sid: session.id, sub: userId }, { expiresIn });
      return { accessToken, expiresIn, sessionId: session.id };
    });
    app.decorate('revokeSession', (sessionId: string) => sessions.revoke(sessionId));
  },
  { name: 'auth', dependencies: ['database'] },
);
