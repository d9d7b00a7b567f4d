import assert from 'node:assert/strict';
import { test } from 'vitest';
import { LONG_ID_SVG, SHORT_ID_SVG } from './barcode.test-fixtures';
import { barcodeFit, barcodeImageSource, barcodeShape, MIN_MODULE_PX } from './barcode-fit';

test("the barcode's modules are read from the server's drawing", () => {
  assert.deepEqual(barcodeShape(LONG_ID_SVG), { modules: 253, ratio: 156 / 759 });
  assert.equal(barcodeShape(SHORT_ID_SVG)?.modules, 132);
  assert.equal(barcodeShape('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>'), undefined, 'no viewBox, no bars');
  assert.equal(barcodeShape('<svg viewBox="0 0 100 20"></svg>'), undefined, 'no bars');
});

test('the SVG becomes an image address, never markup', () => {
  const source = barcodeImageSource(LONG_ID_SVG);
  assert.match(source, /^data:image\/svg\+xml;charset=utf-8,%3Csvg%20viewBox/);
  assert.ok(!source.includes('<'), 'every markup character is encoded');
  assert.equal(decodeURIComponent(source.slice(source.indexOf(',') + 1)), LONG_ID_SVG);
});

test('across the screen when each bar gets 2 px, at most 4 px a bar', () => {
  const shape = barcodeShape(SHORT_ID_SVG);
  // A 375 px phone has 343 px between its gutters: 2.6 px a module.
  assert.deepEqual(barcodeFit(shape, 343, 667), { direction: 'across', maxWidth: 132 * 4 });
  assert.deepEqual(barcodeFit(barcodeShape(LONG_ID_SVG), 1176, 800), { direction: 'across', maxWidth: 253 * 4 });
  assert.deepEqual(barcodeFit(barcodeShape(LONG_ID_SVG), 253 * MIN_MODULE_PX, 800), { direction: 'across', maxWidth: 253 * 4 });
});

test('down the screen when the width would make bars under 2 px', () => {
  const shape = barcodeShape(LONG_ID_SVG);
  // 343 px for 253 modules is 1.36 px a bar: turned, 80% of a 667 px screen.
  const fit = barcodeFit(shape, 343, 667);
  assert.deepEqual(fit, { direction: 'along', length: 534, thickness: Math.round(534 * (156 / 759)) });
  // A short screen still gets 2 px a bar (the page scrolls); a tall one no more than 4.
  assert.deepEqual(barcodeFit(shape, 343, 400), { direction: 'along', length: 506, thickness: Math.round(506 * (156 / 759)) });
  assert.deepEqual(barcodeFit(shape, 343, 2000), { direction: 'along', length: 1012, thickness: 208 });
});

test('not measured yet, or a drawing of another form: across, as wide as the column', () => {
  assert.deepEqual(barcodeFit(barcodeShape(LONG_ID_SVG), 0, 667), { direction: 'across', maxWidth: 253 * 4 });
  assert.deepEqual(barcodeFit(undefined, 343, 667), { direction: 'across', maxWidth: Number.POSITIVE_INFINITY });
});
