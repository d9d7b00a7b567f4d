import http from 'node:http';
import { percentile } from './percentile';

// Requests at a fixed rate, evenly spaced: the n-th is due at start + n/rate
// and is sent then, whether or not earlier ones have been answered (an open
// model, as customers arrive). autocannon's `overallRate` is not that: each
// connection sends its share of the second back to back when the second
// starts and then waits, so "200 a second" is a burst of 200 each second,
// and its latencies are those of the burst. Each latency here is counted
// from the request's due time, so time spent waiting for a free connection
// (or for this process's own event loop) is counted, never hidden.

export interface PacedRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  headers?: Readonly<Record<string, string>>;
  body?: string;
}

export interface PacedLoadOptions {
  /** The server's origin, e.g. the cluster's nginx. */
  url: string;
  ratePerSecond: number;
  seconds: number;
  /** Most requests in flight at once (kept-alive connections); more wait, and their wait counts. */
  connections: number;
  /** The next request: called once per request, in order. */
  next: () => PacedRequest;
  /** Each answer as it comes: its request, status (undefined for no answer) and latency from its due time. */
  onAnswer?: (request: PacedRequest, status: number | undefined, latencyMs: number) => void;
  /** A request unanswered this long is given up (default 10 s, as autocannon). */
  timeoutMs?: number;
}

export interface PacedLoadResult {
  sent: number;
  /** 2xx answers. */
  answered: number;
  /** Answers other than 2xx, by status. */
  non2xx: Map<number, number>;
  /** Requests with no answer: socket errors, and timeouts. */
  failed: number;
  /** Of those, requests given up after timeoutMs. */
  timedOut: number;
  /** Seconds from the first due time to the last answer. */
  durationSeconds: number;
  /** Milliseconds from each request's due time to its whole answer, 2xx or not. */
  percentileMs(fraction: number): number;
}

class TimedOut extends Error {}

function send(agent: http.Agent, origin: URL, request: PacedRequest, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { ...request.headers, ...(request.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(request.body)) }) };
    const outgoing = http.request(new URL(request.path, origin), { method: request.method, agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new TimedOut()));
    outgoing.end(request.body);
  });
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function pacedLoad({ url, ratePerSecond, seconds, connections, next, onAnswer, timeoutMs = 10_000 }: PacedLoadOptions): Promise<PacedLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const origin = new URL(url);
  const latencies: number[] = [];
  const non2xx = new Map<number, number>();
  let answered = 0;
  let failed = 0;
  let timedOut = 0;
  const total = Math.round(ratePerSecond * seconds);
  const start = performance.now();
  const inFlight: Array<Promise<void>> = [];
  for (let index = 0; index < total; index += 1) {
    const due = start + (index * 1000) / ratePerSecond;
    const early = due - performance.now();
    // setTimeout wakes a millisecond or so late; a request already due goes at once.
    if (early >= 1) await wait(early);
    const request = next();
    const done = send(agent, origin, request, timeoutMs).then(
      (status) => {
        const latency = performance.now() - due;
        latencies.push(latency);
        if (status >= 200 && status < 300) answered += 1;
        else non2xx.set(status, (non2xx.get(status) ?? 0) + 1);
        onAnswer?.(request, status, latency);
      },
      (error: unknown) => {
        failed += 1;
        if (error instanceof TimedOut) timedOut += 1;
        onAnswer?.(request, undefined, performance.now() - due);
      },
    );
    inFlight.push(done);
  }
  await Promise.all(inFlight);
  const durationSeconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    sent: total,
    answered,
    non2xx,
    failed,
    timedOut,
    durationSeconds,
    percentileMs: (fraction) => percentile(latencies, fraction),
  };
}
