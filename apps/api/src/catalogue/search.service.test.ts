import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import type { SearchPage } from './search.repository';
import { withNearNamePassLimit } from './search.service';

test('typo passes run a few at a time; the rest wait their turn and are all answered', async () => {
  let running = 0;
  let most = 0;
  const repository = {
    async nearNames(term: string, _page: SearchPage) {
      running += 1;
      most = Math.max(most, running);
      await sleep(10);
      running -= 1;
      return { rows: [], count: 0, closestName: term };
    },
  };
  const limited = withNearNamePassLimit(repository, 3);
  const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => limited.nearNames(`term ${index}`, { skip: 0, top: 10 })));
  assert.equal(most, 3);
  assert.deepEqual(
    answers.map((answer) => answer.closestName),
    Array.from({ length: 12 }, (_, index) => `term ${index}`),
  );
});
