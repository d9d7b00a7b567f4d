import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import { approved, completed, item, order, receipt, result } from './order-history.test-fixtures';
import { awaitsApproval, documentMenus, hasLabVisitPass, hasResults, showsDocuments } from './order-documents';
import { itemNote, itemsInHistoryOrder } from './order-items';
import { feeLines, receiptFigures } from './receipt-lines';

describe('items (spec/02 2.10)', () => {
  test('sorted by product type, panels (type 8) last, the order kept within a type', () => {
    const items = [item('Lipid Panel', 8), item('Consult', 16), item('Glucose', 1), item('Hepatitis C', 2), item('Iron', 1), item('Thyroid Panel', 8)];
    assert.deepEqual(
      itemsInHistoryOrder(items).map((line) => line.product.name),
      ['Glucose', 'Iron', 'Hepatitis C', 'Consult', 'Lipid Panel', 'Thyroid Panel'],
    );
  });

  test('a reflex test notes the possible reflex; type 4 and above lists its tests', () => {
    assert.equal(itemNote(item('Hepatitis C', 2)), 'reflex');
    assert.equal(itemNote(item('Lipid Panel', 8, ['Cholesterol'])), 'panel');
    assert.equal(itemNote(item('Package', 4, ['A', 'B'])), 'panel');
    assert.equal(itemNote(item('Glucose', 1)), null);
    assert.equal(itemNote(item('Empty Panel', 8)), null);
  });
});

describe('approval and documents (spec/02 4.2)', () => {
  test('the countdown shows while no requisition exists, not In Progress, not closed', () => {
    assert.equal(awaitsApproval(order({ status: 2 })), true);
    assert.equal(awaitsApproval(order({ status: 128 })), true);
    assert.equal(awaitsApproval(order({ status: 2, results: [result()] })), true);
    assert.equal(awaitsApproval(order({ status: 2, results: [approved()] })), false);
    assert.equal(awaitsApproval(order({ status: 4 })), false);
    for (const closed of [8, 16, 64]) assert.equal(awaitsApproval(order({ status: closed })), false);
  });

  test('documents show unless the order closed before approval', () => {
    assert.equal(showsDocuments(order({ status: 2 })), true);
    assert.equal(showsDocuments(order({ status: 4 })), true);
    assert.equal(showsDocuments(order({ status: 64 })), false);
    assert.equal(showsDocuments(order({ status: 16 })), false);
    assert.equal(showsDocuments(order({ status: 64, results: [approved()] })), true);
  });

  test('before approval: both menus inactive', () => {
    assert.deepEqual(documentMenus(undefined, false), { requisition: { active: false }, results: { active: false }, actionsAllowed: true });
    assert.deepEqual(documentMenus(result(), false), { requisition: { active: false }, results: { active: false }, actionsAllowed: true });
  });

  test('approved: the requisition is active, results greyed', () => {
    assert.deepEqual(documentMenus(approved(), false), { requisition: { active: true }, results: { active: false }, actionsAllowed: true });
  });

  test('results arrived: the requisition is disabled, results active', () => {
    assert.deepEqual(documentMenus(completed(), false), { requisition: { active: false }, results: { active: true }, actionsAllowed: true });
    assert.equal(hasResults(order({ results: [completed()] })), true);
    assert.equal(hasResults(order({ results: [approved()] })), false);
  });

  test('an administrator acting as the customer may not Share or View', () => {
    assert.equal(documentMenus(completed(), true).actionsAllowed, false);
  });

  test('the lab-visit pass: In Progress or Completed with a requisition out (issue 18)', () => {
    assert.equal(hasLabVisitPass(order({ status: 4, results: [approved()] })), true);
    assert.equal(hasLabVisitPass(order({ status: 8, results: [completed()] })), true);
    assert.equal(hasLabVisitPass(order({ status: 4, results: [result()] })), false, 'no requisition yet');
    assert.equal(hasLabVisitPass(order({ status: 2 })), false);
    assert.equal(hasLabVisitPass(order({ status: 128, results: [approved()] })), false, 'waiting for the laboratory');
    assert.equal(hasLabVisitPass(order({ status: 64, results: [approved()] })), false, 'canceled: the requisition is withdrawn');
    assert.equal(hasLabVisitPass(order({ status: 16, results: [approved()] })), false);
  });
});

describe('receipt (spec/02 9)', () => {
  test('no processing fee: physician oversight and lab draw lines, lab draw CPT 36415', () => {
    assert.deepEqual(feeLines({ processingFee: 0, physicianOversightFee: 6, labDrawFee: 4 }), [
      { kind: 'physicianOversight', cpt: null, cents: 600 },
      { kind: 'labDraw', cpt: '36415', cents: 400 },
    ]);
  });

  test('a processing fee: its one line, CPT 36415-90', () => {
    assert.deepEqual(feeLines({ processingFee: 28, physicianOversightFee: 6, labDrawFee: 4 }), [{ kind: 'processing', cpt: '36415-90', cents: 2800 }]);
  });

  test('promo is the total without promo less the subtotal; balance $0.00; paid with the card type', () => {
    const figures = receiptFigures(receipt());
    assert.deepEqual(figures.promo, { code: 'SAVE10', cents: 1000 });
    assert.equal(figures.discountCents, 500);
    assert.equal(figures.subTotalCents, 5400);
    assert.equal(figures.balanceCents, 0);
    assert.deepEqual(figures.paid, { cents: 6400, cardType: 'Visa', last4: '4242' });
    assert.deepEqual(figures.tests.map((test) => [test.name, test.cpt, test.cents]), [['Lipid Panel', '80061', 4900], ['Glucose', '82947', 2000]]);
  });

  test('no promo, no card (a free order)', () => {
    const figures = receiptFigures(receipt({ promoCode: null, orderTotalWithoutPromo: 54, creditCardInfo: null }));
    assert.equal(figures.promo, null);
    assert.deepEqual(figures.paid, { cents: 6400, cardType: null, last4: null });
  });
});
