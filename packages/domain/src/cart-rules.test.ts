import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import { decideAdd, type CartLineFacts, type ProductToAdd } from './cart-rules';

const test1 = { id: 't1', name: 'Ferritin', isActive: true };
const test2 = { id: 't2', name: 'Iron', isActive: true };
const test3 = { id: 't3', name: 'Lipid Panel', isActive: true };

function single(overrides: Partial<ProductToAdd> = {}): ProductToAdd {
  return { ...test1, productType: 1, extraTestsPriceCents: null, members: [], ...overrides };
}

const panel: ProductToAdd = { id: 'p1', name: 'Anemia Panel', isActive: true, productType: 8, extraTestsPriceCents: null, members: [test1, test2] };
const line = (itemId: string, productId: string, name: string, memberProductIds: string[] = []): CartLineFacts => ({ itemId, productId, name, memberProductIds });

describe('decideAdd (spec/02 4.3, 8)', () => {
  test('a test added to an empty cart is accepted with the success notice', () => {
    assert.deepEqual(decideAdd([], single()), { accepted: true, removeItemIds: [], notices: [{ type: 'success', message: 'Ferritin has been added to your cart.' }] });
  });

  test('a test already in the cart is refused', () => {
    assert.deepEqual(decideAdd([line('i1', 't1', 'Ferritin')], single()), {
      accepted: false,
      message: 'This test is already in your cart and can only be added once.',
    });
  });

  test('a test inside a panel in the cart is refused', () => {
    assert.deepEqual(decideAdd([line('i1', 'p1', 'Anemia Panel', ['t1', 't2'])], single()), {
      accepted: false,
      message: 'This test is already included in a panel in your cart and can not be added individually.',
    });
  });

  test('a panel removes its member tests from the cart and names each', () => {
    const lines = [line('i1', 't1', 'Ferritin'), line('i2', 't3', 'Lipid Panel'), line('i3', 't2', 'Iron')];
    assert.deepEqual(decideAdd(lines, panel), {
      accepted: true,
      removeItemIds: ['i1', 'i3'],
      notices: [
        { type: 'block', message: 'Ferritin was removed from your cart, because it is included in the panel which was just added.' },
        { type: 'block', message: 'Iron was removed from your cart, because it is included in the panel which was just added.' },
        { type: 'success', message: 'Anemia Panel has been added to your cart.' },
      ],
    });
  });

  test('two panels sharing a member may both be in the cart', () => {
    const other: ProductToAdd = { ...panel, id: 'p2', name: 'Iron Panel', members: [test2, test3] };
    const decision = decideAdd([line('i1', 'p1', 'Anemia Panel', ['t1', 't2'])], other);
    assert.equal(decision.accepted, true);
  });

  test('an inactive product is blocked with its name', () => {
    assert.deepEqual(decideAdd([], single({ isActive: false })), {
      accepted: false,
      message:
        'We are sorry, but a test or panel that you are trying to add to your cart is no longer approved for ordering. Please contact customer support for help. Ferritin',
    });
  });

  test('a panel with an inactive member is blocked naming the member, before any other rule', () => {
    const withInactive: ProductToAdd = { ...panel, members: [test1, { ...test2, isActive: false }] };
    const decision = decideAdd([line('i1', 'p1', 'Anemia Panel', ['t1', 't2'])], withInactive);
    assert.deepEqual(decision, {
      accepted: false,
      message:
        'We are sorry, but a test or panel that you are trying to add to your cart is no longer approved for ordering. Please contact customer support for help. Iron',
    });
  });

  test('a reflex test says its warning with its extra price, once, instead of "has been added" (issue 16 defect 8)', () => {
    assert.deepEqual(decideAdd([], single({ productType: 2, extraTestsPriceCents: 1250 })), {
      accepted: true,
      removeItemIds: [],
      notices: [{ type: 'warning', message: 'It has been added, with a possible extra fee of $12.50 if the result is positive.' }],
    });
  });
});
