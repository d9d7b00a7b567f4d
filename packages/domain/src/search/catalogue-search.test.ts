import assert from 'node:assert/strict';
import { test } from 'vitest';
import { buildCatalogueSearchIndex, searchCatalogue, searchResultPage, type SearchableProduct } from './catalogue-search';
import { LIPID_CATALOGUE } from './test-catalogue';

const index = buildCatalogueSearchIndex(LIPID_CATALOGUE);
const ids = (term: string) => searchCatalogue(index, term).matches.map((product) => product.id);

test('"cholesteral" finds what "cholesterol" finds, the Lipid Panel by its tag included, and suggests "cholesterol"', () => {
  const typo = searchCatalogue(index, 'cholesteral');
  const plain = searchCatalogue(index, 'cholesterol');
  assert.deepEqual(typo.matches, plain.matches);
  assert.equal(plain.matches.length, 6);
  assert.ok(typo.matches.some((product) => product.name === 'Lipid Panel'));
  assert.equal(typo.didYouMean, 'cholesterol');
  assert.equal(plain.didYouMean, null, 'a term that matches is not corrected');
});

test('several words, several typos: each corrected, the phrase searched', () => {
  assert.deepEqual(searchCatalogue(index, 'lipid panal'), { matches: searchCatalogue(index, 'lipid panel').matches, didYouMean: 'lipid panel' });
  assert.equal(searchCatalogue(index, 'lipd panal').didYouMean, 'lipid panel');
  assert.deepEqual(ids('vitamine d'), ['p08']);
  assert.equal(searchCatalogue(index, 'hemoglobn a1c').didYouMean, 'hemoglobin a1c');
  assert.deepEqual(ids('hemoglobn a1c'), ['p10']);
  // A known word keeps the case it was typed in.
  assert.equal(searchCatalogue(index, 'HDL cholesteral').didYouMean, 'HDL cholesterol');
});

test('a correction that finds nothing is neither searched nor offered', () => {
  assert.deepEqual(searchCatalogue(index, 'cholesteral zzqxw'), { matches: [], didYouMean: null });
  assert.deepEqual(searchCatalogue(index, 'zzqxw'), { matches: [], didYouMean: null });
  assert.deepEqual(searchCatalogue(index, 'panel lipid'), { matches: [], didYouMean: null }, 'known words in another order');
});

test('CPT: contains, any case; several codes of a panel', () => {
  assert.deepEqual(ids('80061'), ['p01', 'p06', 'p02']);
  assert.deepEqual(ids('83695'), ['p06']);
  const withLetters = buildCatalogueSearchIndex([{ id: 'x', name: 'Consult', cpt: '99441GT', questCode: null, tags: [], searchPriority: 0 }]);
  assert.equal(searchCatalogue(withLetters, '441gt').matches.length, 1);
});

test('quest code: equal and exact, never a part, never corrected to another code', () => {
  assert.deepEqual(ids('7600'), ['p01']);
  assert.deepEqual(ids('760'), []);
  assert.deepEqual(ids('7601'), []);
  const lettered = buildCatalogueSearchIndex([{ id: 'x', name: 'Panel', cpt: '', questCode: 'AB12', tags: [], searchPriority: 0 }]);
  assert.equal(searchCatalogue(lettered, 'AB12').matches.length, 1);
  assert.equal(searchCatalogue(lettered, 'ab12').matches.length, 0, 'exact case');
});

test('tags: equal in exact case; a name still matches in any case', () => {
  assert.ok(ids('LDL').includes('p01'), 'the LDL tag');
  assert.ok(!ids('ldl').includes('p01'), 'ldl is not the tag LDL, and the Lipid Panel has no ldl in its name');
  assert.ok(ids('ldl').includes('p02'), 'a name in any case');
  assert.ok(!ids('Cholesterol').includes('p01'), 'Cholesterol is not the tag cholesterol');
  assert.ok(ids('good cholesterol').includes('p04'), 'a tag of two words');
  assert.ok(!ids('lip').includes('p07'), 'a tag is equal, never a part');
});

test('shorter than 2 characters after trimming finds nothing; white space inside is one space', () => {
  for (const term of ['', 'a', ' b ', '   ']) assert.deepEqual(searchCatalogue(index, term), { matches: [], didYouMean: null }, JSON.stringify(term));
  assert.deepEqual(ids('  lipid    panel  '), ids('lipid panel'));
});

test('order: search priority, then the exact name, the name starting with the term, a word of it, the shorter name', () => {
  const byName = (name: string, searchPriority: number, id = name): SearchableProduct => ({ id, name, cpt: '', questCode: null, tags: [], searchPriority });
  const ranked = buildCatalogueSearchIndex([
    byName('Iron and TIBC', 1),
    byName('Serum Iron', 1),
    byName('Ironclad', 1),
    byName('Environment', 1),
    byName('Iron', 1),
    byName('Iron Deficiency Panel', 3),
    byName('Iron', 1, 'another-iron'),
  ]);
  assert.deepEqual(
    searchCatalogue(ranked, 'iron').matches.map((product) => product.id),
    ['Iron Deficiency Panel', 'Iron', 'another-iron', 'Ironclad', 'Iron and TIBC', 'Serum Iron', 'Environment'],
  );
});

test('the order of the catalogue given does not change the answer', () => {
  const reversed = buildCatalogueSearchIndex([...LIPID_CATALOGUE].reverse());
  for (const term of ['lipid', 'cholesteral', '80061', 'LDL', 'panal']) assert.deepEqual(searchCatalogue(reversed, term), searchCatalogue(index, term), term);
});

test('a page: the rows from skip, at most top, and the count of all', () => {
  const result = searchCatalogue(index, 'cholesteral');
  assert.deepEqual(searchResultPage(result, 2, 3), { items: result.matches.slice(2, 5), count: 6, didYouMean: 'cholesterol' });
  assert.deepEqual(searchResultPage(result, 10, 3), { items: [], count: 6, didYouMean: 'cholesterol' });
});

test('Spanish names match with or without their accents, in any case (issue 16)', () => {
  const spanish = buildCatalogueSearchIndex([
    { id: 's1', name: 'Ácido fólico', cpt: '82746', questCode: null, tags: [], searchPriority: 0 },
    { id: 's2', name: 'Perfil lipídico', cpt: '80061', questCode: null, tags: [], searchPriority: 0 },
  ]);
  const found = (term: string) => searchCatalogue(spanish, term).matches.map((product) => product.id);
  assert.deepEqual(found('acido folico'), ['s1']);
  assert.deepEqual(found('ÁCIDO'), ['s1']);
  assert.deepEqual(found('lipídico'), ['s2']);
  assert.deepEqual(found('perfil lipidico'), ['s2']);
});
