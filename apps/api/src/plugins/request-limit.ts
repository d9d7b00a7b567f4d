import fastifyRateLimit from '@fastify/rate-limit';
import { SERVICE_MESSAGES } from '@labstore/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { clientOf } from './rate-limit';

/** The window the general limit counts requests in (a fixed window from a client's first request). */
export const REQUEST_LIMIT_WINDOW_MS = 60_000;

/** A client over the general request limit: 429 in the app's error shape; the limiter has set Retry-After. */
export class TooManyRequestsError extends AppError {
  constructor() {
    super(429, SERVICE_MESSAGES.tooManyRequests);
    this.name = 'TooManyRequestsError';
  }
}

// Probes must never be refused: a balancer or Kubernetes probing from one
// address would take a healthy instance out, and Prometheus would lose its
// scrape. The web app's bundles under /assets/ are content-hashed, cached a
// year, and the service worker precaches them all at install: counting them
// would spend a family's minute on one visit, for files that cost the least
// to serve.
const EXEMPT_ROUTES = new Set(['/health', '/ready', '/metrics']);
const EXEMPT_ROUTE_PREFIX = '/assets/';

/** By the route the request matched (its template), never its raw URL, so no spelling of a path slips through. */
export function isExemptFromRequestLimit(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && (EXEMPT_ROUTES.has(route) || route.startsWith(EXEMPT_ROUTE_PREFIX));
}

export interface RequestLimitOptions {
  /** Requests a client may make a minute; 0 turns the limit off. */
  perMinute: number;
}

/**
 * Issue 21: a general per-client limit on every route (@fastify/rate-limit),
 * beside the attempt limits of plugins/rate-limit.ts, which it does not
 * replace. The client is the attempt limits' (clientOf: the address behind
 * the trusted proxy, an IPv6 one by its /64); the counter is in Redis, on the
 * attempt limits' connection, when REDIS_URL is set, so every instance shares
 * it. With Redis unreachable the limit is skipped (fails open): an outage of
 * the counter store must not take the store down (docs/operations.md Request
 * limits).
 */
export default fp<RequestLimitOptions>(
  async function requestLimit(app: FastifyInstance, { perMinute }) {
    if (perMinute === 0) return;
    await app.register(fastifyRateLimit, {
      // No per-route hooks: the one app-wide hook below also reaches the not-found handler, which serves the web app's pages.
      global: false,
      max: perMinute,
      timeWindow: REQUEST_LIMIT_WINDOW_MS,
      keyGenerator: clientOf,
      allowList: isExemptFromRequestLimit,
      ...(app.redis ? { redis: app.redis } : {}),
      nameSpace: 'labstore-requests:',
      skipOnError: true,
      // Only a refusal says the limit: a public answer a shared cache keeps must not carry one client's count to others.
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      errorResponseBuilder: () => new TooManyRequestsError(),
    });
    app.addHook('onRequest', app.rateLimit());
  },
  // After rate-limit, whose Redis connection it shares; after request-language, which its refusal is worded in.
  { name: 'request-limit', dependencies: ['rate-limit', 'request-language'] },
);
