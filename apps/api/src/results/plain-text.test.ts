import assert from 'node:assert/strict';
import { test } from 'vitest';
import { plainTextOf, winAnsiText } from './plain-text';

test("a product's HTML instructions read as plain lines", () => {
  assert.equal(plainTextOf('<p>Fast for <strong>12&nbsp;hours</strong>.</p><ul><li>Water &amp; black coffee</li><li>No gum</li></ul>'), 'Fast for 12 hours.\nWater & black coffee\nNo gum');
  assert.equal(plainTextOf('Line one<br/>line&#160;two &lt;3 &#x41;'), 'Line one\nline two <3 A');
  assert.equal(plainTextOf('<script>x</script>'), 'x');
  assert.equal(plainTextOf('&bogus; &#99999999;'), '&bogus; &#99999999;');
});

test('what Helvetica cannot write is spelled out or replaced', () => {
  assert.equal(winAnsiText('≥ 40 μg/dL – Sí €'), '>= 40 µg/dL – Sí €');
  assert.equal(winAnsiText('名 🙂'), '? ?');
});
