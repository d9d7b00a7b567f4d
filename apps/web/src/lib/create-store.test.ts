import { test } from 'vitest';
import assert from 'node:assert/strict';
import { createStore } from './create-store';

test('set replaces the value and notifies subscribers', () => {
  const store = createStore(1);
  let calls = 0;
  store.subscribe(() => calls++);
  store.set(2);
  assert.equal(store.get(), 2);
  assert.equal(calls, 1);
});

test('set accepts an updater and skips notification when nothing changed', () => {
  const store = createStore(5);
  let calls = 0;
  store.subscribe(() => calls++);
  store.set((n) => n + 1);
  store.set(6);
  assert.equal(store.get(), 6);
  assert.equal(calls, 1);
});

test('unsubscribe stops notifications', () => {
  const store = createStore('a');
  let calls = 0;
  const unsubscribe = store.subscribe(() => calls++);
  unsubscribe();
  store.set('b');
  assert.equal(calls, 0);
});
