import assert from 'node:assert/strict';
import { test } from 'vitest';
import fc from 'fast-check';
import { editDistanceWithin, editsAtLeast, letterSet } from './edit-distance';

/** The textbook full-table optimal string alignment distance, to hold the bounded one to. */
function referenceDistance(a: string, b: string): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(table[i - 1]![j]! + 1, table[i]![j - 1]! + 1, table[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) distance = Math.min(distance, table[i - 2]![j - 2]! + 1);
      table[i]![j] = distance;
    }
  }
  return table[a.length]![b.length]!;
}

test('one edit each: substitution, insertion, deletion, a swap of neighbours', () => {
  assert.equal(editDistanceWithin('cholesteral', 'cholesterol', 2), 1);
  assert.equal(editDistanceWithin('cholestrol', 'cholesterol', 2), 1);
  assert.equal(editDistanceWithin('cholessterol', 'cholesterol', 2), 1);
  assert.equal(editDistanceWithin('cholestreol', 'cholesterol', 2), 1);
  assert.equal(editDistanceWithin('lipid', 'lipid', 0), 0);
});

test('beyond the bound it answers bound + 1, however far the words are', () => {
  assert.equal(editDistanceWithin('cholesterol', 'triglycerides', 2), 3);
  assert.equal(editDistanceWithin('ab', 'abcdef', 2), 3);
  assert.equal(editDistanceWithin('abcd', 'dcba', 1), 2);
});

// Letters from a small alphabet, so strings share letters and swaps happen.
const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), maxLength: 9 });

test('property: the bounded distance is the full distance, capped at bound + 1', () => {
  fc.assert(
    fc.property(word, word, fc.integer({ min: 0, max: 4 }), (a, b, max) => {
      assert.equal(editDistanceWithin(a, b, max), Math.min(referenceDistance(a, b), max + 1));
    }),
    { numRuns: 2000 },
  );
});

test('property: symmetric, and zero only for equal words', () => {
  fc.assert(
    fc.property(word, word, (a, b) => {
      assert.equal(editDistanceWithin(a, b, 9), editDistanceWithin(b, a, 9));
      assert.equal(editDistanceWithin(a, b, 9) === 0, a === b);
    }),
  );
});

test('property: the letter-set bound never exceeds the distance', () => {
  fc.assert(
    fc.property(word, word, (a, b) => {
      assert.ok(editsAtLeast(letterSet(a), letterSet(b)) <= editDistanceWithin(a, b, 9));
    }),
    { numRuns: 2000 },
  );
});

test('the letter-set bound: a substitution changes two letters, a swap none', () => {
  assert.equal(editsAtLeast(letterSet('panel'), letterSet('panal')), 1);
  assert.equal(editsAtLeast(letterSet('cholestreol'), letterSet('cholesterol')), 0);
  assert.equal(editsAtLeast(letterSet('lipid'), letterSet('thyroid')), 4);
});
