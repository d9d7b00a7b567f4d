import assert from 'node:assert/strict';
import { test } from 'vitest';
import type { ResponseSchema } from './http-client';
import { getChecked, lazySchema } from './lazy-schema';

const numbers: ResponseSchema<number[]> = {
  parse(data) {
    if (!Array.isArray(data) || !data.every((item) => typeof item === 'number')) throw new TypeError('not numbers');
    return data;
  },
};

/** A `get` that answers `body` (or fails with it) once released, noting what happened when. */
function pendingGet(events: string[]) {
  let release!: (outcome: { body?: unknown; error?: Error }) => void;
  const outcome = new Promise<{ body?: unknown; error?: Error }>((resolve) => (release = resolve));
  return {
    release,
    get: async <T>(url: string, schema: ResponseSchema<T>): Promise<T> => {
      events.push(`get ${url}`);
      const { body, error } = await outcome;
      if (error) throw error;
      return schema.parse(body);
    },
  };
}

test('the schema starts loading with the request, and the answer is checked with it', async () => {
  const events: string[] = [];
  const http = pendingGet(events);
  const load = lazySchema(async () => {
    events.push('schema');
    return numbers;
  });
  const answer = getChecked(http, '/api/list', load);
  assert.deepEqual(events, ['schema', 'get /api/list']);
  http.release({ body: [1, 2] });
  assert.deepEqual(await answer, [1, 2]);
});

test('an answer the schema refuses fails the call', async () => {
  const http = pendingGet([]);
  const answer = getChecked(http, '/api/list', lazySchema(async () => numbers));
  http.release({ body: ['one'] });
  await assert.rejects(answer, /not numbers/);
});

test("a failed request is the error reported, whatever the schema's load did", async () => {
  const http = pendingGet([]);
  const answer = getChecked(http, '/api/list', lazySchema(() => Promise.reject(new Error('chunk missing'))));
  // The load fails first; nothing may report it unhandled while the request is pending.
  await new Promise((resolve) => setTimeout(resolve, 5));
  http.release({ error: new Error('offline') });
  await assert.rejects(answer, /offline/);
});

test('a schema is loaded once, and a failed load is tried again on the next call', async () => {
  let loads = 0;
  const load = lazySchema(async () => {
    loads += 1;
    if (loads === 1) throw new Error('chunk missing');
    return numbers;
  });
  await assert.rejects(load(), /chunk missing/);
  assert.equal(await load(), numbers);
  assert.equal(await load(), numbers);
  assert.equal(loads, 2);
});
