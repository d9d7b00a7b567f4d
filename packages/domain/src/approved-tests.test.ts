import assert from 'node:assert/strict';
import { test } from 'vitest';
import { approvedProductIds, missingFromApprovedList, passesApprovedListCheck } from './approved-tests';
import { PRODUCT_TYPE } from './catalogue';

const simple = (id: string) => ({ id, productType: PRODUCT_TYPE.Simple });

test('approved tests are approved; a panel is approved when every member is', () => {
  const approved = approvedProductIds({
    approvedTestIds: ['tsh', 'free-t4', 'free-t3', 'lipid'],
    panels: [
      { id: 'thyroid-panel', members: [simple('tsh'), simple('free-t4'), simple('free-t3')] },
      { id: 'heart-panel', members: [simple('lipid'), simple('lpa')] },
    ],
  });
  assert.deepEqual([...approved].sort(), ['free-t3', 'free-t4', 'lipid', 'thyroid-panel', 'tsh']);
});

test('a panel with no members is not approved', () => {
  assert.deepEqual([...approvedProductIds({ approvedTestIds: [], panels: [{ id: 'empty', members: [] }] })], []);
});

test('a panel is not approved through another approved panel', () => {
  const approved = approvedProductIds({
    approvedTestIds: ['tsh'],
    panels: [
      { id: 'inner', members: [simple('tsh')] },
      { id: 'outer', members: [{ id: 'inner', productType: PRODUCT_TYPE.Panel }] },
    ],
  });
  assert.ok(approved.has('inner'));
  assert.ok(!approved.has('outer'));
});

test('a physician consult member does not keep a panel off the list', () => {
  const approved = approvedProductIds({
    approvedTestIds: ['tsh'],
    panels: [{ id: 'panel', members: [simple('tsh'), { id: 'consult', productType: PRODUCT_TYPE.PhysicianConsult }] }],
  });
  assert.ok(approved.has('panel'));
  assert.ok(!approved.has('consult'));
});

test('the checkout check: type 16 is exempt, everything else must be approved', () => {
  const approved = new Set(['tsh', 'thyroid-panel']);
  assert.equal(passesApprovedListCheck(simple('tsh'), approved), true);
  assert.equal(passesApprovedListCheck({ id: 'consult', productType: PRODUCT_TYPE.PhysicianConsult }, approved), true);
  assert.equal(passesApprovedListCheck({ id: 'other-panel', productType: PRODUCT_TYPE.Panel }, approved), false);
  const cart = [simple('tsh'), simple('lpa'), { id: 'consult', productType: 16 }, { id: 'x', productType: PRODUCT_TYPE.Reflex }];
  assert.deepEqual(
    missingFromApprovedList(cart, approved).map((product) => product.id),
    ['lpa', 'x'],
  );
});
