import assert from 'node:assert/strict';
import { test } from 'vitest';
import { fastingAdvice } from './fasting';

const test_ = (fastingRequired: boolean) => ({ name: 'Lipid Panel', cpt: '80061', fastingRequired });

test('the longest fast of the order, in hours', () => {
  assert.deepEqual(fastingAdvice({ fastingHours: 12, tests: [test_(true), test_(false)] }), { kind: 'hours', hours: 12 });
  assert.deepEqual(fastingAdvice({ fastingHours: 1, tests: [test_(true)] }), { kind: 'hours', hours: 1 });
});

test('no fast when no test asks for one', () => {
  assert.deepEqual(fastingAdvice({ fastingHours: null, tests: [test_(false)] }), { kind: 'none' });
  assert.deepEqual(fastingAdvice({ fastingHours: null, tests: [] }), { kind: 'none' });
});

test('a test that asks for a fast of no stated length is never told "no fasting"', () => {
  assert.deepEqual(fastingAdvice({ fastingHours: null, tests: [test_(false), test_(true)] }), { kind: 'unstated' });
  assert.deepEqual(fastingAdvice({ fastingHours: 0, tests: [test_(true)] }), { kind: 'unstated' });
});
