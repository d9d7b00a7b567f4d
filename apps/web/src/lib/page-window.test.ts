import assert from 'node:assert/strict';
import { test } from 'vitest';
import { pageCount, pageWindow } from './page-window';

test('page count rounds up and is at least 1', () => {
  assert.equal(pageCount(0, 10), 1);
  assert.equal(pageCount(10, 10), 1);
  assert.equal(pageCount(11, 10), 2);
});

test('fewer pages than links shows them all', () => {
  assert.deepEqual(pageWindow(2, 3, 5).pages, [1, 2, 3]);
  assert.deepEqual(pageWindow(1, 1, 5).pages, [1]);
});

test('the window rotates to keep the current page in the middle', () => {
  assert.deepEqual(pageWindow(1, 20, 5).pages, [1, 2, 3, 4, 5]);
  assert.deepEqual(pageWindow(3, 20, 5).pages, [1, 2, 3, 4, 5]);
  assert.deepEqual(pageWindow(4, 20, 5).pages, [2, 3, 4, 5, 6]);
  assert.deepEqual(pageWindow(10, 20, 5).pages, [8, 9, 10, 11, 12]);
  assert.deepEqual(pageWindow(19, 20, 5).pages, [16, 17, 18, 19, 20]);
  assert.deepEqual(pageWindow(20, 20, 5).pages, [16, 17, 18, 19, 20]);
});

test('an even number of links leans forward', () => {
  assert.deepEqual(pageWindow(5, 20, 4).pages, [4, 5, 6, 7]);
});

test('a page out of range is clamped', () => {
  assert.deepEqual(pageWindow(99, 7, 5), { pages: [3, 4, 5, 6, 7], current: 7, pageCount: 7 });
  assert.deepEqual(pageWindow(0, 7, 5), { pages: [1, 2, 3, 4, 5], current: 1, pageCount: 7 });
});
