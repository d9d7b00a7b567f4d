import { labCodeMaskSchema, productTypeSchema } from './validation/codes';
import { test } from 'vitest';
import assert from 'node:assert/strict';
import { CATEGORY_FLAG, categoryMatchesFlags, isExemptFromApprovedList, LAB_CODE, labCodeLabels, labCodeMask, labCodesIn, PARTNER_ORDER_STATUS_LABELS, PRODUCT_TYPE, PRODUCT_TYPE_LABELS } from './catalogue';

test('product types and the approved-list exemption', () => {
  assert.deepEqual(PRODUCT_TYPE, { Simple: 1, Reflex: 2, Panel: 8, PhysicianConsult: 16 });
  assert.equal(PRODUCT_TYPE_LABELS[16], 'Physician Consult');
  assert.equal(isExemptFromApprovedList(16), true);
  assert.equal(isExemptFromApprovedList(8), false);
  assert.equal(productTypeSchema.safeParse(4).success, false);
});

test('lab codes are flags with labels', () => {
  assert.deepEqual(labCodesIn(5), [LAB_CODE.QuestDiagnostics, LAB_CODE.Ayumetrix]);
  assert.deepEqual(labCodeLabels(15), ['Quest Diagnostics', 'Lab Corp', 'Ayumetrix', 'Accurate Diagnostic Labs']);
  assert.deepEqual(labCodeLabels(0), []);
  assert.equal(labCodeMask([LAB_CODE.LabCorp, LAB_CODE.AccurateDiagnosticLabs]), 10);
});

test('a test needs at least one known lab', () => {
  assert.equal(labCodeMaskSchema.safeParse(0).success, false);
  assert.equal(labCodeMaskSchema.safeParse(16).success, false);
  assert.equal(labCodeMaskSchema.safeParse(9).success, true);
});

test('category flags: 255 all, 0 unflagged only, otherwise any shared bit', () => {
  const carousel = CATEGORY_FLAG.HomeCarousel;
  const carouselPanels = CATEGORY_FLAG.HomeCarousel | CATEGORY_FLAG.Panels;
  assert.equal(categoryMatchesFlags(0, 255), true);
  assert.equal(categoryMatchesFlags(carouselPanels, 255), true);
  assert.equal(categoryMatchesFlags(0, 0), true);
  assert.equal(categoryMatchesFlags(carousel, 0), false);
  assert.equal(categoryMatchesFlags(carouselPanels, 1), true);
  assert.equal(categoryMatchesFlags(CATEGORY_FLAG.Packages, 1), false);
  assert.equal(categoryMatchesFlags(CATEGORY_FLAG.Packages, 12), true);
});

test('partner order status labels', () => {
  assert.deepEqual(Object.values(PARTNER_ORDER_STATUS_LABELS), ['All', 'Pending', 'Approved', 'Rejected', 'Results']);
});
