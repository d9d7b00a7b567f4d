import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import { compareNames } from './name-order';
import { productOrder, type SortableProduct } from './product-list';

// Issue 16 defect 3: 'ABO', 'ALT', 'AMH' came before 'Advanced...', and
// 'hs-CRP' and 'hCG' after 'Zinc': the order was by code unit.

const NAMES = ['Zinc', 'hs-CRP', 'ALT', 'Advanced Lipid Panel', 'hCG, Quantitative', 'AMH', 'ABO Group and Rh Type', 'Vitamin B12', 'Vitamin B6'];

describe('names sort as people read them', () => {
  test('English: case does not split the alphabet, numbers by value', () => {
    assert.deepEqual([...NAMES].sort(compareNames('en')), [
      'ABO Group and Rh Type',
      'Advanced Lipid Panel',
      'ALT',
      'AMH',
      'hCG, Quantitative',
      'hs-CRP',
      'Vitamin B6',
      'Vitamin B12',
      'Zinc',
    ]);
  });

  test('Spanish: accents sort with their letter, ñ after n', () => {
    assert.deepEqual(['Ñame', 'Nuez', 'Ácido fólico', 'Zinc', 'anticuerpos', 'Ocho'].sort(compareNames('es')), ['Ácido fólico', 'anticuerpos', 'Nuez', 'Ñame', 'Ocho', 'Zinc']);
  });

  test('names the collator calls equal still have one order', () => {
    assert.ok(compareNames('en')('HCG', 'hCG') !== 0);
    assert.equal(compareNames('en')('hCG', 'hCG'), 0);
  });

  test('a product list by name, and by price with the name breaking ties', () => {
    const product = (id: string, name: string, masterPrice = 10): SortableProduct => ({ id, name, masterPrice, searchPriority: 0 });
    const rows = [product('1', 'Zinc'), product('2', 'hCG'), product('3', 'ABO', 5), product('4', 'Advanced')];
    assert.deepEqual([...rows].sort(productOrder('Name', 'en')).map((row) => row.name), ['ABO', 'Advanced', 'hCG', 'Zinc']);
    assert.deepEqual([...rows].sort(productOrder('Name desc', 'en')).map((row) => row.name), ['Zinc', 'hCG', 'Advanced', 'ABO']);
    assert.deepEqual([...rows].sort(productOrder('MasterPrice', 'en')).map((row) => row.name), ['ABO', 'Advanced', 'hCG', 'Zinc']);
  });
});
