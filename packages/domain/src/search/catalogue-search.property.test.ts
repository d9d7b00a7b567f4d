import assert from 'node:assert/strict';
import { test } from 'vitest';
import fc from 'fast-check';
import { normaliseTerm } from './text';
import { buildCatalogueSearchIndex, plainMatches, searchCatalogue, type SearchableProduct } from './catalogue-search';

// Catalogues from a few words and codes, so terms often match, nearly match
// and collide in rank.
const WORDS = ['Lipid', 'Panel', 'cholesterol', 'LDL', 'Iron', 'vitamin', 'D', 'Ferritin', 'lipase', 'A1c'];
const text = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
const code = fc.constantFrom('80061', '7600', '83036', 'AB12');

const product = (id: number) =>
  fc.record({
    id: fc.constant(`p${id}`),
    name: text,
    cpt: fc.oneof(fc.constant(''), code),
    questCode: fc.option(code, { nil: null }),
    tags: fc.array(fc.oneof(fc.constantFrom(...WORDS), text), { maxLength: 3 }),
    searchPriority: fc.integer({ min: 0, max: 5 }),
  });

const catalogue = fc.integer({ min: 0, max: 25 }).chain((size) => fc.tuple(...Array.from({ length: size }, (_, id) => product(id))));

// A term: a part of a catalogue text, possibly with a letter changed or its case changed.
const term = fc.tuple(fc.oneof(text, code), fc.nat(), fc.nat(), fc.constantFrom('', 'x', 'e'), fc.boolean()).map(([source, from, length, letter, upper]) => {
  const start = from % source.length;
  const part = source.slice(start, start + 2 + (length % 10));
  const typo = letter === '' ? part : part.slice(0, 1) + letter + part.slice(2);
  return upper ? typo.toUpperCase() : typo;
});

/** spec/02 5 read literally, for each product on its own. */
function matchesLiterally(candidate: SearchableProduct, searched: string): boolean {
  const lower = searched.toLowerCase();
  return candidate.name.toLowerCase().includes(lower) || candidate.cpt.toLowerCase().includes(lower) || candidate.questCode === searched || candidate.tags.includes(searched);
}

test('property: the matches are exactly the products the spec rule accepts, each once', () => {
  fc.assert(
    fc.property(catalogue, term, (products, searched) => {
      const found = plainMatches(buildCatalogueSearchIndex(products), searched).map((match) => match.id);
      assert.deepEqual([...found].sort(), products.filter((candidate) => matchesLiterally(candidate, searched)).map((candidate) => candidate.id).sort());
    }),
    { numRuns: 500 },
  );
});

test('property: the answer does not depend on the order the catalogue is given in', () => {
  const withShuffled = catalogue.chain((products) =>
    fc.tuple(fc.constant(products), fc.shuffledSubarray(products, { minLength: products.length, maxLength: products.length })),
  );
  fc.assert(
    fc.property(withShuffled, term, ([products, shuffled], searched) => {
      assert.deepEqual(searchCatalogue(buildCatalogueSearchIndex(shuffled), searched), searchCatalogue(buildCatalogueSearchIndex(products), searched));
    }),
    { numRuns: 500 },
  );
});

test('property: higher search priority is never listed after lower', () => {
  fc.assert(
    fc.property(catalogue, term, (products, searched) => {
      const priorities = searchCatalogue(buildCatalogueSearchIndex(products), searched).matches.map((match) => match.searchPriority);
      assert.deepEqual(priorities, [...priorities].sort((a, b) => b - a));
    }),
    { numRuns: 500 },
  );
});

test('property: a suggestion comes only when the term found nothing, and is what was searched', () => {
  fc.assert(
    fc.property(catalogue, term, (products, searched) => {
      const index = buildCatalogueSearchIndex(products);
      const result = searchCatalogue(index, searched);
      if (result.didYouMean === null) return;
      assert.equal(plainMatches(index, normaliseTerm(searched)).length, 0);
      assert.ok(result.matches.length > 0);
      assert.deepEqual(result.matches, plainMatches(index, result.didYouMean));
    }),
    { numRuns: 500 },
  );
});
