import { randomUUID } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '@labstore/domain';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Address6 } from 'ip-address';
import type { AppConfig } from '../config';
import { AppError } from '../lib/app-error';

/** Reads the account a request names (an e-mail or user id in its body), if any. */
export type AccountOf = (request: FastifyRequest) => string | undefined;

/** A refusal over a limit: 429 with the contract's words, and Retry-After (docs/api-accounts.md, Rate limits). */
export class TooManyAttemptsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, TOO_MANY_ATTEMPTS_MESSAGE);
    this.name = 'TooManyAttemptsError';
  }
}

export type Taken = { allowed: true; id: string } | { allowed: false; retryAfterSeconds: number };

/**
 * Attempts recorded per key in a sliding window. Recording and the "am I
 * over?" question are one atomic step, so concurrent guesses cannot all slip
 * under a limit; an attempt that turns out not to count is released again.
 */
export interface AttemptLog {
  /** Records an attempt at `key` unless `max` are already recorded in the last `windowSeconds`. */
  take(key: string, max: number, windowSeconds: number): Promise<Taken>;
  /** Forgets one recorded attempt. */
  release(key: string, id: string): Promise<void>;
  /** Forgets every attempt at `key`. */
  clear(key: string): Promise<void>;
}

// A counter's command takes well under a millisecond; a store this slow is as good as down, and the limits skip it.
const REDIS_COMMAND_TIMEOUT_MS = 500;

const secondsFrom = (milliseconds: number) => Math.max(1, Math.ceil(milliseconds / 1000));

/**
 * One process's log. Past `maxKeys` keys the least recently used go first, so
 * a flood of new keys cannot exhaust memory.
 */
export function memoryAttemptLog(now: () => number = Date.now, maxKeys = 100_000): AttemptLog {
  const logs = new Map<string, Array<{ id: string; at: number }>>();

  return {
    async take(key, max, windowSeconds) {
      const time = now();
      const windowMs = windowSeconds * 1000;
      const attempts = (logs.get(key) ?? []).filter((attempt) => attempt.at > time - windowMs);
      // Deleted and set again: a Map keeps insertion order, so the first key is the least recently used.
      logs.delete(key);
      logs.set(key, attempts);
      const [oldest] = attempts;
      if (oldest && attempts.length >= max) return { allowed: false, retryAfterSeconds: secondsFrom(oldest.at + windowMs - time) };
      const id = randomUUID();
      attempts.push({ id, at: time });
      for (const stale of logs.keys()) {
        if (logs.size <= maxKeys) break;
        logs.delete(stale);
      }
      return { allowed: true, id };
    },
    async release(key, id) {
      const attempts = logs.get(key);
      if (attempts) logs.set(key, attempts.filter((attempt) => attempt.id !== id));
    },
    async clear(key) {
      logs.delete(key);
    },
  };
}

// A sorted set per key, scored by time: drop what left the window, refuse
// when full (answering the milliseconds until the oldest leaves), else add.
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return tonumber(oldest[2]) + window - now
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return 0
`;

/** The log shared by every instance through Redis (DESIGN.md Scale). */
export function redisAttemptLog(redis: Redis, now: () => number = Date.now, nameSpace = 'labstore-attempts:'): AttemptLog {
  return {
    async take(key, max, windowSeconds) {
      const id = randomUUID();
      const wait = Number(await redis.eval(TAKE_SCRIPT, 1, nameSpace + key, now(), windowSeconds * 1000, max, id));
      return wait > 0 ? { allowed: false, retryAfterSeconds: secondsFrom(wait) } : { allowed: true, id };
    },
    async release(key, id) {
      await redis.zrem(nameSpace + key, id);
    },
    async clear(key) {
      await redis.del(nameSpace + key);
    },
  };
}

// One IPv6 customer is usually given a whole /64: counting by address would
// hand an attacker 2^64 clients. An IPv4 address mapped into IPv6 is itself.
const IPV6_CLIENT_PREFIX = 64;

/** The client an attempt is counted for: its IP address, an IPv6 one by its /64. */
export function clientOf(request: FastifyRequest): string {
  if (!isIPv6(request.ip)) return request.ip.toLowerCase();
  const address = new Address6(request.ip);
  if (address.isMapped4()) return address.to4().correctForm();
  return new Address6(`${address.correctForm()}/${IPV6_CLIENT_PREFIX}`).startAddress().correctForm();
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preValidation hook counting attempts at `name` per IP address and,
     * when `accountOf` finds one, per account; over either limit it answers
     * 429 with the contract's words (docs/api-accounts.md, Rate limits).
     */
    limitAttempts(name: string, accountOf?: AccountOf): preValidationAsyncHookHandler;
    /** Where failed password guesses are counted (accounts/sign-in-guard.ts): Redis with REDIS_URL, else memory. */
    attemptLog: AttemptLog;
    /** The connection to REDIS_URL, null without it; /ready pings it (health/health.routes.ts). */
    redis: Redis | null;
  }
}

function stringField(source: unknown, field: string): string | undefined {
  if (typeof source !== 'object' || source === null || !Object.hasOwn(source, field)) return undefined;
  const value: unknown = (source as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined;
}

/** A string field of a parsed (not yet validated) body, for the per-account key. */
export function bodyField(request: FastifyRequest, field: string): string | undefined {
  return stringField(request.body, field);
}

/** The same of a parsed (not yet validated) query string, for a GET that names an account or address. */
export function queryField(request: FastifyRequest, field: string): string | undefined {
  return stringField(request.query, field);
}

/**
 * One attempt log for every limit: routes opt in through app.limitAttempts,
 * which counts every attempt (registration, reset, e-mail checks, login-as);
 * password guesses count failures only (accounts/sign-in-guard.ts). Counters
 * live in Redis when REDIS_URL is set, so every instance shares them
 * (DESIGN.md Scale); in memory otherwise.
 */
export default fp<{ config: AppConfig }>(
  async function rateLimit(app: FastifyInstance, { config }) {
    // With the store down a command fails at once (no offline queue) instead
    // of holding the request while ioredis reconnects in the background. One
    // that accepts connections but never answers (hung, or cut off midway)
    // fails each command after REDIS_COMMAND_TIMEOUT_MS, and the start with it,
    // which would otherwise wait forever.
    const redis = config.REDIS_URL
      ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: REDIS_COMMAND_TIMEOUT_MS, lazyConnect: true, enableOfflineQueue: false })
      : undefined;
    if (redis) {
      redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit store unavailable; limits are not enforced'));
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
      // Connected before the first request when the store is up; when it is not, the app starts anyway.
      await redis.connect().catch(() => undefined);
    }
    app.decorate('redis', redis ?? null);
    const attemptLog = redis ? redisAttemptLog(redis) : memoryAttemptLog();
    app.decorate('attemptLog', attemptLog);
    // Every refusal over a limit tells the client when to try again, whichever handler shapes its body.
    app.addHook('onError', async (_request, reply, error) => {
      if (error instanceof TooManyAttemptsError) reply.header('Retry-After', String(error.retryAfterSeconds));
    });

    // A Redis outage must not stop sign-up or a reset: the limit is skipped (and the outage logged) until it is back.
    async function takeOrSkip(key: string, max: number, windowSeconds: number): Promise<void> {
      const taken = await attemptLog.take(key, max, windowSeconds).catch((error: unknown) => {
        app.log.warn({ err: error }, 'rate-limit store unavailable; limits are not enforced');
      });
      if (taken && !taken.allowed) throw new TooManyAttemptsError(taken.retryAfterSeconds);
    }

    app.decorate('limitAttempts', (name: string, accountOf?: AccountOf): preValidationAsyncHookHandler => async (request) => {
      await takeOrSkip(`${name}:ip:${clientOf(request)}`, config.RATE_LIMIT_PER_IP, config.RATE_LIMIT_PER_IP_WINDOW_SECONDS);
      const account = accountOf?.(request);
      if (account !== undefined) await takeOrSkip(`${name}:account:${account}`, config.RATE_LIMIT_PER_ACCOUNT, config.RATE_LIMIT_PER_ACCOUNT_WINDOW_SECONDS);
    });
  },
  { name: 'rate-limit' },
);
