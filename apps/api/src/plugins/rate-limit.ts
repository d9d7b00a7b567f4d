import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '@labstore/domain';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import { AppError } from '../lib/app-error';

/** Reads the account a request names (an e-mail or user id in its body), if any. */
export type AccountOf = (request: FastifyRequest) => string | undefined;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preValidation hook counting attempts at `name` per IP address and,
     * when `accountOf` finds one, per account; over either limit it answers
     * 429 with the contract's words (docs/api-accounts.md, Rate limits).
     */
    limitAttempts(name: string, accountOf?: AccountOf): preValidationAsyncHookHandler;
  }
}

/** A string field of a parsed (not yet validated) body, for the per-account key. */
export function bodyField(request: FastifyRequest, field: string): string | undefined {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const value: unknown = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Counts one attempt; answers the seconds to wait when over the limit. */
async function secondsToWait(limiter: Limiter, request: FastifyRequest): Promise<number | undefined> {
  const result = await limiter(request);
  return !result.isAllowed && result.isExceeded ? result.ttlInSeconds : undefined;
}

/**
 * @fastify/rate-limit with no global limit: routes opt in through
 * app.limitAttempts. Counters live in Redis when REDIS_URL is set, so every
 * instance shares them (DESIGN.md Scale); in memory otherwise.
 */
export default fp<{ config: AppConfig }>(
  async function rateLimit(app: FastifyInstance, { config }) {
    const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: true }) : undefined;
    if (redis) {
      redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit store unavailable; limits are not enforced'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => undefined);
      });
    }
    await app.register(fastifyRateLimit, {
      global: false,
      redis,
      nameSpace: 'labstore-rate-limit:',
      // A Redis outage must not stop sign-in: limits are skipped (and the outage logged) until it is back.
      skipOnError: true,
      cache: 10_000,
    });

    app.decorate('limitAttempts', (name: string, accountOf?: AccountOf): preValidationAsyncHookHandler => {
      const perIp = app.createRateLimit({
        max: config.RATE_LIMIT_PER_IP,
        timeWindow: config.RATE_LIMIT_PER_IP_WINDOW_SECONDS * 1000,
        // An IPv6 client is counted by its /64, as the plugin's own default does.
        keyGenerator: (request) => `${name}:ip:${normalizeIP(request.ip)}`,
      });
      const perAccount = app.createRateLimit({
        max: config.RATE_LIMIT_PER_ACCOUNT,
        timeWindow: config.RATE_LIMIT_PER_ACCOUNT_WINDOW_SECONDS * 1000,
        keyGenerator: (request) => `${name}:account:${accountOf?.(request) ?? ''}`,
      });
      return async (request, reply) => {
        const wait = (await secondsToWait(perIp, request)) ?? (accountOf?.(request) !== undefined ? await secondsToWait(perAccount, request) : undefined);
        if (wait === undefined) return;
        reply.header('Retry-After', String(wait));
        throw new AppError(429, TOO_MANY_ATTEMPTS_MESSAGE);
      };
    });
  },
  { name: 'rate-limit' },
);
