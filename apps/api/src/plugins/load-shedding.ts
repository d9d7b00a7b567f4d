import { getHeapStatistics } from 'node:v8';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import { localizeMessage, SERVICE_MESSAGES } from '@labstore/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * How an instance under pressure answers one request: the body it returns is
 * sent and the route does not run; undefined serves the request as usual.
 * It must not send the answer itself: @fastify/under-pressure would go on to
 * the route, which would run (its answer discarded) for a client told to try
 * again.
 */
export type PressureHandler = (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => unknown;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own answer while the instance sheds load, read by @fastify/under-pressure in place of the shedding one. */
    pressureHandler?: PressureHandler;
  }
}

/** What a shed request is told to wait, in seconds. */
export const UNDER_PRESSURE_RETRY_AFTER_SECONDS = 5;

// Shedding at the heap's own limit would be too late: V8 stops the process there.
const HEAP_LIMIT_SHARE = 0.9;
// How often the event loop delay and the heap are sampled (the plugin's default).
const SAMPLE_INTERVAL_MS = 1000;
// One warning per this long while shedding, not one per request shed.
const LOG_EVERY_MS = 10_000;

/** Liveness under pressure: a busy process is alive, and restarting it would only add to the load. */
export const servedUnderPressure: PressureHandler = () => undefined;

export interface LoadSheddingOptions {
  /** Mean event loop delay over a sample past which requests are shed; 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** Heap used past which requests are shed; undefined: 90% of V8's heap limit; 0 turns the check off. */
  maxHeapUsedMb: number | undefined;
  /** Tests sample more often than production. */
  sampleIntervalMs?: number;
}

export function heapThresholdBytes(maxHeapUsedMb: number | undefined): number {
  if (maxHeapUsedMb !== undefined) return maxHeapUsedMb * 1024 * 1024;
  return Math.floor(getHeapStatistics().heap_size_limit * HEAP_LIMIT_SHARE);
}

/**
 * Issue 21: an instance whose event loop lags, or whose heap nears its limit,
 * answers 503 with Retry-After at once instead of queuing work it cannot do in
 * time; the balancer or the client tries again (docs/operations.md Load
 * shedding). The body is the app's one error shape, in the request's language.
 */
export default fp<LoadSheddingOptions>(
  async function loadShedding(app: FastifyInstance, options) {
    // Both checks off: nothing to sample. @fastify/under-pressure would still
    // run its event loop histogram, which its close never stops (it samples
    // until the closed app is garbage collected): test apps build many.
    if (options.maxEventLoopDelayMs === 0 && options.maxHeapUsedMb === 0) return;
    let lastWarning = 0;
    let shedSinceWarning = 0;
    const shed: PressureHandler = (request, reply, type, value) => {
      shedSinceWarning += 1;
      if (Date.now() - lastWarning >= LOG_EVERY_MS) {
        request.log.warn({ type, value, shed: shedSinceWarning }, 'under pressure: shedding requests');
        lastWarning = Date.now();
        shedSinceWarning = 0;
      }
      void reply.code(503).header('Retry-After', String(UNDER_PRESSURE_RETRY_AFTER_SECONDS)).header('Cache-Control', 'no-store');
      return { message: localizeMessage(SERVICE_MESSAGES.busy, request.language) };
    };
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      maxHeapUsedBytes: heapThresholdBytes(options.maxHeapUsedMb),
      sampleInterval: options.sampleIntervalMs ?? SAMPLE_INTERVAL_MS,
      retryAfter: UNDER_PRESSURE_RETRY_AFTER_SECONDS,
      // Typed as returning void, but the plugin sends a returned body and stops there (its README: any value but a promise or nullish).
      pressureHandler: shed as NonNullable<FastifyUnderPressureOptions['pressureHandler']>,
    });
  },
  // After request-language: a shed request is answered in its language.
  { name: 'load-shedding', dependencies: ['request-language'] },
);
