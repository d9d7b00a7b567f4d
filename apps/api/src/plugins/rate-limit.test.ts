import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, test } from 'vitest';
import { Redis } from 'ioredis';
import { memoryAttemptLog, redisAttemptLog, type AttemptLog, type Taken } from './rate-limit';

/** A clock the test moves by hand, so windows can roll without waiting. */
function manualClock() {
  let time = Date.UTC(2026, 0, 1);
  return { now: () => time, advance: (seconds: number) => (time += seconds * 1000) };
}

const idOf = (taken: Taken): string => {
  assert.ok(taken.allowed, 'expected the attempt to be taken');
  return taken.id;
};

function describeLog(label: string, makeLog: (now: () => number) => AttemptLog) {
  describe(`attempt log (${label})`, () => {
    // A fresh key per test, so a shared Redis never carries counts over.
    const newKey = () => `test:${randomUUID()}`;

    test('takes up to max attempts in the window, then refuses until the oldest leaves it', async () => {
      const clock = manualClock();
      const log = makeLog(clock.now);
      const key = newKey();
      idOf(await log.take(key, 2, 60));
      clock.advance(20);
      idOf(await log.take(key, 2, 60));
      clock.advance(10);
      assert.deepEqual(await log.take(key, 2, 60), { allowed: false, retryAfterSeconds: 30 });
      clock.advance(30);
      // The first attempt is now 60 s old: its place is free, the second's is not.
      idOf(await log.take(key, 2, 60));
      assert.deepEqual(await log.take(key, 2, 60), { allowed: false, retryAfterSeconds: 20 });
    });

    test('a refused attempt is not recorded', async () => {
      const clock = manualClock();
      const log = makeLog(clock.now);
      const key = newKey();
      idOf(await log.take(key, 1, 60));
      for (let attempt = 0; attempt < 5; attempt++) assert.equal((await log.take(key, 1, 60)).allowed, false);
      clock.advance(60);
      idOf(await log.take(key, 1, 60));
    });

    test('a released attempt frees its place; clear frees them all; keys are apart', async () => {
      const log = makeLog(manualClock().now);
      const key = newKey();
      const first = idOf(await log.take(key, 2, 60));
      idOf(await log.take(key, 2, 60));
      await log.release(key, first);
      idOf(await log.take(key, 2, 60));
      assert.equal((await log.take(key, 2, 60)).allowed, false);
      idOf(await log.take(newKey(), 2, 60));
      await log.clear(key);
      idOf(await log.take(key, 2, 60));
      idOf(await log.take(key, 2, 60));
    });

    test('concurrent attempts never exceed the limit', async () => {
      const log = makeLog(manualClock().now);
      const key = newKey();
      const results = await Promise.all(Array.from({ length: 30 }, () => log.take(key, 7, 60)));
      assert.equal(results.filter((result) => result.allowed).length, 7);
    });
  });
}

describeLog('in memory', (now) => memoryAttemptLog(now));

test('the memory log forgets the least recently used keys past its size', async () => {
  const log = memoryAttemptLog(manualClock().now, 2);
  idOf(await log.take('a', 1, 60));
  idOf(await log.take('b', 1, 60));
  assert.equal((await log.take('a', 1, 60)).allowed, false, 'a is used again, so b is now the oldest');
  idOf(await log.take('c', 1, 60));
  assert.equal((await log.take('a', 1, 60)).allowed, false, 'a is kept');
  idOf(await log.take('b', 1, 60));
});

// With TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) the same rules run on the shared Redis store.
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  const redis = new Redis(redisUrl);
  afterAll(() => redis.quit());
  describeLog('Redis', (now) => redisAttemptLog(redis, now));

  test('two instances on one Redis share their counts', async () => {
    const key = `test:${randomUUID()}`;
    const clock = manualClock();
    const other = new Redis(redisUrl);
    try {
      idOf(await redisAttemptLog(redis, clock.now).take(key, 1, 60));
      assert.equal((await redisAttemptLog(other, clock.now).take(key, 1, 60)).allowed, false);
    } finally {
      await other.quit();
    }
  });
}
