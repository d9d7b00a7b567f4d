import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import type { ProductListItem } from '@labstore/domain';
import { catalogueSearch, type SearchEntry } from './search.service';

function entry(id: string, name: string, tags: string[] = []): SearchEntry {
  const item: ProductListItem = { id, slug: id, name, imageId: null, masterPrice: 10, marketPrice: null, cpt: '', isActive: true, categoryName: null, categorySlug: null, productType: 1, lang: 'en' };
  return { id, name, cpt: '', questCode: null, tags, searchPriority: 1, item };
}

/** A load that counts its calls and serves whatever catalogue is current, optionally held at a gate. */
function countingLoad(catalogue: { entries: SearchEntry[] }) {
  const calls = { count: 0 };
  let gate: Promise<void> | undefined;
  const load = async () => {
    calls.count += 1;
    const seen = catalogue.entries;
    if (gate) await gate;
    return seen;
  };
  const hold = () => {
    let release: () => void = () => {};
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    return () => {
      gate = undefined;
      release();
    };
  };
  return { load, calls, hold };
}

const FIRST_PAGE = { skip: 0, top: 10 };

describe('catalogue search index', () => {
  test('answers list rows by the domain rules: typos corrected and offered, paged, counted', async () => {
    const catalogue = { entries: [entry('a', 'Lipid Panel', ['cholesterol']), entry('b', 'Cholesterol, Total'), entry('c', 'Ferritin')] };
    const search = catalogueSearch(countingLoad(catalogue).load);
    const typo = await search.search('cholesteral', FIRST_PAGE);
    assert.deepEqual(typo.items.map((item) => item.name), ['Cholesterol, Total', 'Lipid Panel']);
    assert.equal(typo.count, 2);
    assert.equal(typo.didYouMean, 'cholesterol');
    assert.deepEqual(await search.search('cholesteral', { skip: 1, top: 5 }), { items: [typo.items[1]], count: 2, didYouMean: 'cholesterol' });
  });

  test('built once for concurrent searches, and again only after a change', async () => {
    const catalogue = { entries: [entry('a', 'Ferritin')] };
    const { load, calls } = countingLoad(catalogue);
    const search = catalogueSearch(load);
    await Promise.all(Array.from({ length: 10 }, () => search.search('ferritin', FIRST_PAGE)));
    await search.search('iron', FIRST_PAGE);
    assert.equal(calls.count, 1);

    catalogue.entries = [entry('a', 'Ferritin, Serum')];
    assert.equal((await search.search('ferritin', FIRST_PAGE)).items[0]?.name, 'Ferritin', 'unannounced change is not seen');
    search.invalidate();
    assert.equal((await search.search('ferritin', FIRST_PAGE)).items[0]?.name, 'Ferritin, Serum');
    assert.equal(calls.count, 2);
  });

  test('a build begun before a change answers its searches but is not kept', async () => {
    const catalogue = { entries: [entry('a', 'Ferritin')] };
    const { load, calls, hold } = countingLoad(catalogue);
    const search = catalogueSearch(load);
    const release = hold();
    const waiting = search.search('ferritin', FIRST_PAGE);
    catalogue.entries = [entry('a', 'Ferritin, Serum')];
    search.invalidate();
    release();
    assert.equal((await waiting).items[0]?.name, 'Ferritin');
    assert.equal((await search.search('ferritin', FIRST_PAGE)).items[0]?.name, 'Ferritin, Serum');
    assert.equal(calls.count, 2);
  });

  test('rebuilt after its maximum age, in case a change notification was missed', async () => {
    let clock = 0;
    const { load, calls } = countingLoad({ entries: [entry('a', 'Ferritin')] });
    const search = catalogueSearch(load, { maxAgeMs: 1000, now: () => clock });
    await search.search('ferritin', FIRST_PAGE);
    clock = 999;
    await search.search('ferritin', FIRST_PAGE);
    assert.equal(calls.count, 1);
    clock = 1000;
    await search.search('ferritin', FIRST_PAGE);
    assert.equal(calls.count, 2);
  });

  test('a failed build is not kept: the next search tries again', async () => {
    let fail = true;
    const search = catalogueSearch(async () => {
      if (fail) throw new Error('connection lost');
      return [entry('a', 'Ferritin')];
    });
    await assert.rejects(search.search('ferritin', FIRST_PAGE), /connection lost/);
    fail = false;
    assert.equal((await search.search('ferritin', FIRST_PAGE)).count, 1);
  });
});
