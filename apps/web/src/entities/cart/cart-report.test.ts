import assert from 'node:assert/strict';
import { test } from 'vitest';
import { outcomeNotice, workerReportNotice } from './cart-report';
import { cartOutboxEn } from './locales/en';
import { cartOutboxEs } from './locales/es';

// What the customer is told of the replay: at once by a page, and on the
// next visit of what the service worker did with no page open.

const EN = { notFound: 'Not Found', generic: 'Something went wrong. Please try again.' };
const ES = { notFound: 'No encontrado', generic: 'Algo salió mal. Inténtelo de nuevo.' };

test('a page shows an edit\'s notices together, a refusal as a block, and nothing for a silent answer', () => {
  const added = { type: 'success' as const, message: 'Uric Acid has been added to your cart.' };
  assert.deepEqual(outcomeNotice({ kind: 'sent', edit: 'add', productName: 'Uric Acid', notices: [added] }), added);
  assert.equal(outcomeNotice({ kind: 'sent', edit: 'remove', productName: 'Uric Acid', notices: [] }), null);
  assert.deepEqual(outcomeNotice({ kind: 'refused', status: 409, message: 'No.' }), { type: 'block', message: 'No.' });
});

test('the worker\'s report: a lead line, then each edit and refusal in order, as the most serious type', () => {
  const notice = workerReportNotice(
    [
      { kind: 'sent', edit: 'add', productName: 'Uric Acid', notices: [{ type: 'success', message: 'Uric Acid has been added to your cart.' }] },
      { kind: 'sent', edit: 'remove', productName: 'Lipid Panel', notices: [] },
      { kind: 'sent', edit: 'clear', productName: null, notices: [] },
      { kind: 'refused', status: 404, message: 'This test is no longer in your cart.' },
      { kind: 'refused', status: 500, message: '' },
    ],
    'en',
    EN,
  );
  assert.deepEqual(notice, {
    type: 'block',
    message: [
      cartOutboxEn.sentWhileClosed,
      'Uric Acid has been added to your cart.',
      'Lipid Panel was removed from your cart.',
      'Your cart was emptied.',
      // As the page words a 404 (spec/02 8), and a refusal with no words of the server's.
      'Not Found',
      'This test is no longer in your cart.',
      EN.generic,
    ].join('\n'),
  });
});

test('the report is in the site\'s language; nothing to tell, no report', () => {
  const notice = workerReportNotice([{ kind: 'sent', edit: 'remove', productName: 'Ácido úrico', notices: [] }], 'es', ES);
  assert.deepEqual(notice, { type: 'success', message: `${cartOutboxEs.sentWhileClosed}\nÁcido úrico se quitó de su carrito.` });
  assert.equal(workerReportNotice([], 'en', EN), null);
});

test('Spanish has every string English has', () => {
  assert.deepEqual(Object.keys(cartOutboxEs).sort(), Object.keys(cartOutboxEn).sort());
});
