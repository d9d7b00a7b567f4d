import assert from 'node:assert/strict';
import { test } from 'vitest';
import { labVisitEn } from './locales/en';
import { labVisitEs } from './locales/es';

const keys = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) => (typeof inner === 'object' ? keys(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`]));

test('Spanish has every string English has', () => {
  assert.deepEqual(keys(labVisitEs).sort(), keys(labVisitEn).sort());
});

test('the words a customer needs at the test center (issue 18)', () => {
  assert.equal(labVisitEn.requisition.brightness, 'Turn your screen brightness up so the barcode scans.');
  assert.equal(labVisitEn.kept.notKept, 'This pass is not kept on this phone. Open it once online and choose Keep on this phone.');
  assert.equal(labVisitEn.before.noFasting, 'No fasting needed.');
  // "requisition" is "orden de laboratorio" in Spanish (the PDF's and the order history's word).
  assert.match(labVisitEs.requisition.viewPdf, /orden de laboratorio/);
});
