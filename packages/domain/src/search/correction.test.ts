import assert from 'node:assert/strict';
import { test } from 'vitest';
import fc from 'fast-check';
import { allowedEdits, correctTerm, correctWord } from './correction';
import { editDistanceWithin } from './edit-distance';
import { LIPID_CATALOGUE } from './test-catalogue';
import { buildVocabulary, occursInVocabulary } from './vocabulary';

const vocabulary = buildVocabulary(LIPID_CATALOGUE);

test('the vocabulary is the case-folded words of names and tags, with how many products use each', () => {
  assert.equal(vocabulary.productsUsing.get('cholesterol'), 6, 'five in names or tags, the Lipid Panel by its tag');
  assert.equal(vocabulary.productsUsing.get('good'), 1, 'the words of a tag of several words');
  assert.equal(vocabulary.productsUsing.get('apob'), 1, 'once per product, though in name and tag');
  assert.equal(vocabulary.productsUsing.has('80061'), false, 'CPT codes are not words of the vocabulary');
  assert.ok(occursInVocabulary(vocabulary, 'chol'));
  assert.ok(!occursInVocabulary(vocabulary, 'cholesteral'));
});

test('a word is corrected to the closest catalogue word within its allowed edits', () => {
  assert.equal(correctWord(vocabulary, 'cholesteral'), 'cholesterol');
  assert.equal(correctWord(vocabulary, 'cholestrol'), 'cholesterol');
  assert.equal(correctWord(vocabulary, 'colesterol'), 'cholesterol', 'Spanish spelling, one edit');
  assert.equal(correctWord(vocabulary, 'trigliceride'), 'triglycerides', 'two edits from six letters');
  assert.equal(correctWord(vocabulary, 'panal'), 'panel');
  assert.equal(correctWord(vocabulary, 'vitamine'), 'vitamin');
});

test('allowed edits: none under 4 letters, one for 4 and 5, two from 6', () => {
  assert.deepEqual([2, 3, 4, 5, 6, 11].map(allowedEdits), [0, 0, 1, 1, 2, 2]);
  assert.equal(correctWord(vocabulary, 'ldk'), 'ldk', 'too short: ldl or hdl?');
  assert.equal(correctWord(vocabulary, 'pxnxl'), 'pxnxl', 'two edits is too many for five letters');
  assert.equal(correctWord(vocabulary, 'chxlxstxrol'), 'chxlxstxrol', 'three edits is too many for any word');
});

test('left as typed: part of a catalogue word, or a word with a digit', () => {
  assert.equal(correctWord(vocabulary, 'chole'), 'chole');
  assert.equal(correctWord(vocabulary, 'b13'), 'b13');
  assert.equal(correctWord(vocabulary, 'a1d'), 'a1d');
});

test('ties: the same first letter, then the word more products use, then the alphabet', () => {
  const ties = buildVocabulary([
    { name: 'Bolt Colt', tags: [] },
    { name: 'Dame Came', tags: ['Came'] },
    { name: 'Came again', tags: [] },
    { name: 'Wxyz Wxyv', tags: [] },
  ]);
  assert.equal(correctWord(ties, 'bplt'), 'bolt', 'bolt and colt are one edit; bolt starts alike');
  assert.equal(correctWord(ties, 'xame'), 'came', 'came is used by two products, dame by one');
  assert.equal(correctWord(ties, 'wxyq'), 'wxyv', 'wxyv before wxyz');
});

test('a term is corrected word by word, keeping the separators and the known words as typed', () => {
  assert.equal(correctTerm(vocabulary, 'cholesteral'), 'cholesterol');
  assert.equal(correctTerm(vocabulary, 'Cholesteral'), 'cholesterol', 'a corrected word is the catalogue word');
  assert.equal(correctTerm(vocabulary, 'LIPID panal'), 'LIPID panel');
  assert.equal(correctTerm(vocabulary, 'vitamine d'), 'vitamin d');
  assert.equal(correctTerm(vocabulary, 'hemoglobn a1c'), 'hemoglobin a1c');
  assert.equal(correctTerm(vocabulary, 'tryglicerides, cholesteral!'), 'triglycerides, cholesterol!');
  assert.equal(correctTerm(vocabulary, 'zzqxw'), 'zzqxw');
});

test('property: a corrected word is a catalogue word within the allowed edits; a catalogue word stays', () => {
  const words = [...vocabulary.productsUsing.keys()];
  fc.assert(
    fc.property(fc.constantFrom(...words), fc.nat(), fc.constantFrom('a', 'e', 'o', 'x', ''), (known, at, letter) => {
      assert.equal(correctWord(vocabulary, known), known);
      const position = at % (known.length + 1);
      const typed = known.slice(0, position) + letter + known.slice(position + 1);
      const corrected = correctWord(vocabulary, typed);
      if (corrected === typed) return;
      assert.ok(vocabulary.productsUsing.has(corrected), corrected);
      assert.ok(editDistanceWithin(typed, corrected, 2) <= allowedEdits(typed.length), `${typed} -> ${corrected}`);
    }),
    { numRuns: 1000 },
  );
});
