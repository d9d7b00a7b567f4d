import assert from 'node:assert/strict';
import { test } from 'vitest';
import { keptDocumentsEn } from './locales/en';
import { keptDocumentsEs } from './locales/es';

test('Spanish has every string English has, with the same placeholders', () => {
  const entries = (value: object, prefix = ''): Array<[string, string]> =>
    Object.entries(value).flatMap(([key, inner]): Array<[string, string]> =>
      typeof inner === 'object' && inner !== null ? entries(inner as object, `${prefix}${key}.`) : [[`${prefix}${key}`, String(inner)]],
    );
  const spanish = new Map(entries(keptDocumentsEs));
  const english = entries(keptDocumentsEn);
  assert.deepEqual([...spanish.keys()].sort(), english.map(([key]) => key).sort());
  const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
  for (const [key, text] of english) assert.deepEqual(placeholders(spanish.get(key) ?? ''), placeholders(text), key);
});
