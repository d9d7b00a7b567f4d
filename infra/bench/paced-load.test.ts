import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, test } from 'vitest';
import { pacedLoad } from './paced-load';

/** A server that notes when each request arrived and answers after `delayMs(path)`. */
async function recordingServer(delayMs: (path: string) => number) {
  const arrivals: number[] = [];
  const server = http.createServer((request, response) => {
    arrivals.push(performance.now());
    setTimeout(() => response.end('ok'), delayMs(request.url ?? ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { arrivals, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('pacedLoad', () => {
  let close: (() => Promise<unknown>) | undefined;
  afterEach(() => close?.());

  test('sends requests evenly spaced over the run, not the second’s share at once', async () => {
    const server = await recordingServer(() => 0);
    close = server.close;
    const result = await pacedLoad({ url: server.url, ratePerSecond: 100, seconds: 1, connections: 10, next: () => ({ method: 'GET', path: '/' }) });
    assert.equal(result.sent, 100);
    assert.equal(result.answered, 100);
    const first = server.arrivals[0]!;
    // The 100 requests span most of the second; a burst would land them all in its first few milliseconds.
    assert.ok(server.arrivals[99]! - first > 900, `the last request came ${server.arrivals[99]! - first} ms after the first`);
    const inFirstTenth = server.arrivals.filter((arrival) => arrival - first < 100).length;
    assert.ok(inFirstTenth <= 15, `${inFirstTenth} of 100 requests in the first 100 ms`);
  });

  test("counts each latency from the request's due time, so a wait for a connection is not hidden", async () => {
    // One connection, and the first answer takes 400 ms: the 19 requests due meanwhile wait for it.
    const server = await recordingServer((path) => (path === '/slow' ? 400 : 0));
    close = server.close;
    let index = 0;
    const statuses: Array<number | undefined> = [];
    const result = await pacedLoad({
      url: server.url,
      ratePerSecond: 50,
      seconds: 1,
      connections: 1,
      next: () => ({ method: 'GET', path: index++ === 0 ? '/slow' : '/' }),
      onAnswer: (_request, status) => statuses.push(status),
    });
    assert.equal(result.answered, 50);
    assert.equal(statuses.length, 50);
    // The request due at 20 ms is answered just after the slow one, about 380 ms late, the one due at 380 ms about
    // 20 ms late. Counted from when each got the connection, all but the first would take about a millisecond.
    assert.ok(result.percentileMs(0.9) > 200, `p90 ${result.percentileMs(0.9)} ms: the requests due during the slow answer waited for it`);
    assert.ok(result.percentileMs(0.5) < 100, `p50 ${result.percentileMs(0.5)} ms: the requests due after the slow answer are not late`);
  });
});
