import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRouteHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_MESSAGES } from '@labstore/domain';
import { AppError } from '../lib/app-error';
import './idempotency-config';

// Issue 9 "Idempotency": a state-changing route with `config: { idempotent:
// true }` accepts an Idempotency-Key header. The first request with a key
// claims it in PostgreSQL (so any instance answers a repeat), runs, and stores
// its answer; a repeat gets that answer again and never runs the route twice.
// Without the header nothing changes.

export const REPLAYED_HEADER = 'Idempotent-Replayed';

export { IDEMPOTENCY_MESSAGES };

export interface IdempotencyOptions {
  /** How long a repeat waits for a first request still running before it gets 409 (default 5 s). */
  waitMs?: number;
  pollMs?: number;
  /** A claim still running after this long belongs to an instance that died: a repeat takes it over. */
  abandonedAfterMs?: number;
}

/** Keys are kept for a day (issue 9), then ignored and swept. */
const KEY_LIFETIME = sql`interval '24 hours'`;
const SWEEP_INTERVAL_MS = 60_000;
const RETRY_AFTER_SECONDS = 1;

interface Claim {
  scope: string;
  key: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed and must settle when it answers. */
    idempotencyClaim: Claim | null;
  }
}

interface StoredRequest {
  method: string;
  path: string;
  request_hash: string;
  status_code: number | null;
  response_body: unknown;
  running_ms: number;
}

/**
 * Whose key it is: a signed-in caller's keys are theirs alone; guests (whose
 * carts are reached by their UUID) share one scope, where the client's random
 * key and the request hash, which carries the cart id, keep repeats apart.
 */
function scopeOf(request: FastifyRequest): string {
  return request.auth ? `user:${request.auth.userId}` : 'guest';
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
}

function readKey(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || header.length === 0 || header.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw AppError.badRequest(IDEMPOTENCY_MESSAGES.invalidKey);
  }
  return header;
}

function replay(reply: FastifyReply, stored: StoredRequest & { status_code: number }): FastifyReply {
  reply.code(stored.status_code).header(REPLAYED_HEADER, 'true');
  return stored.response_body === null ? reply.send() : reply.send(stored.response_body);
}

function storedBody(payload: unknown): string | null {
  if (typeof payload !== 'string' || payload.length === 0) return null;
  try {
    JSON.parse(payload);
    return payload;
  } catch {
    return JSON.stringify(payload);
  }
}

export default fp<IdempotencyOptions>(
  async function idempotency(app: FastifyInstance, options) {
    const waitMs = options.waitMs ?? 5_000;
    const pollMs = options.pollMs ?? 100;
    const abandonedAfterMs = options.abandonedAfterMs ?? 60_000;
    let lastSweep = 0;

    app.decorateRequest('idempotencyClaim', null);

    async function sweepExpired(): Promise<void> {
      if (Date.now() - lastSweep < SWEEP_INTERVAL_MS) return;
      lastSweep = Date.now();
      await app.db.deleteFrom('idempotency_keys').where('created_at', '<', sql<Date>`now() - ${KEY_LIFETIME}`).execute();
    }

    async function claim(scope: string, key: string, method: string, path: string, hash: string): Promise<boolean> {
      const inserted = await app.db
        .insertInto('idempotency_keys')
        .values({ scope, key, method, path, request_hash: hash })
        .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      return inserted !== undefined;
    }

    async function find(scope: string, key: string): Promise<StoredRequest | undefined> {
      return app.db
        .selectFrom('idempotency_keys')
        .select(['method', 'path', 'request_hash', 'status_code', 'response_body'])
        .select(sql<number>`(extract(epoch from now() - created_at) * 1000)::float8`.as('running_ms'))
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirst();
    }

    /** An expired key is ignored (deleted), and so is a claim whose instance died while running it. */
    async function releaseStale(scope: string, key: string): Promise<void> {
      await app.db
        .deleteFrom('idempotency_keys')
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where((eb) =>
          eb.or([
            eb('created_at', '<', sql<Date>`now() - ${KEY_LIFETIME}`),
            eb.and([eb('status_code', 'is', null), eb('created_at', '<', sql<Date>`now() - ${abandonedAfterMs} * interval '1 millisecond'`)]),
          ]),
        )
        .execute();
    }

    const guard: preHandlerAsyncHookHandler = async function guard(request, reply) {
      const key = readKey(request);
      if (key === undefined) return;
      const scope = scopeOf(request);
      const method = request.method;
      const path = request.url;
      const hash = requestHash(request);
      await sweepExpired();
      await releaseStale(scope, key);
      const deadline = Date.now() + waitMs;
      for (;;) {
        if (await claim(scope, key, method, path, hash)) {
          request.idempotencyClaim = { scope, key };
          return;
        }
        const stored = await find(scope, key);
        // The first request failed and gave its key back between our insert and read: claim again.
        if (!stored) continue;
        if (stored.method !== method || stored.path !== path || stored.request_hash !== hash) {
          throw new AppError(422, IDEMPOTENCY_MESSAGES.keyReused);
        }
        if (stored.status_code !== null) return replay(reply, { ...stored, status_code: stored.status_code });
        if (Date.now() >= deadline) {
          reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
          throw new AppError(409, IDEMPOTENCY_MESSAGES.stillRunning);
        }
        await sleep(pollMs);
      }
    };

    // Appended to the route's own preHandlers, so it runs after the route has
    // identified its caller and validated the request.
    const addGuard: onRouteHookHandler = (routeOptions) => {
      if (!routeOptions.config?.idempotent) return;
      const existing = routeOptions.preHandler;
      const handlers = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
      routeOptions.preHandler = [...handlers, guard];
    };
    app.addHook('onRoute', addGuard);

    // Registered before compression (app.ts), so the payload is still the serialized JSON.
    app.addHook('onSend', async (request, reply, payload) => {
      const claimed = request.idempotencyClaim;
      if (!claimed) return payload;
      request.idempotencyClaim = null;
      const byKey = app.db.updateTable('idempotency_keys').where('scope', '=', claimed.scope).where('key', '=', claimed.key);
      if (reply.statusCode >= 500) {
        // Our failure, not the client's: the key is given back so a retry runs.
        await app.db.deleteFrom('idempotency_keys').where('scope', '=', claimed.scope).where('key', '=', claimed.key).execute();
      } else {
        const body = storedBody(payload);
        await byKey.set({ status_code: reply.statusCode, response_body: body === null ? sql`null` : body }).execute();
      }
      return payload;
    });
  },
  { name: 'idempotency' },
);
