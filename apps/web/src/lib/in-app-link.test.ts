import { test } from 'vitest';
import assert from 'node:assert/strict';
import { inAppPath, type LinkAttributes, type LinkClick } from './in-app-link';

const origin = 'https://labstore.example';
const click: LinkClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string, extra: Partial<LinkAttributes> = {}): LinkAttributes => ({ href, target: '', download: false, ...extra });

test('a plain click on one of our pages stays in the app', () => {
  assert.equal(inAppPath(click, link('/all'), origin), '/all');
  assert.equal(inAppPath(click, link(`${origin}/blog/x?y=1#z`), origin), '/blog/x?y=1#z');
});

test('other sites, new tabs and downloads are left to the browser', () => {
  assert.equal(inAppPath(click, link('https://www.trustpilot.com/'), origin), null);
  assert.equal(inAppPath(click, link('/all', { target: '_blank' }), origin), null);
  assert.equal(inAppPath(click, link('/file.pdf', { download: true }), origin), null);
  assert.equal(inAppPath(click, link('mailto:support@labstore.com'), origin), null);
});

test('modified or non-primary clicks are left to the browser', () => {
  assert.equal(inAppPath({ ...click, ctrlKey: true }, link('/all'), origin), null);
  assert.equal(inAppPath({ ...click, metaKey: true }, link('/all'), origin), null);
  assert.equal(inAppPath({ ...click, button: 1 }, link('/all'), origin), null);
  assert.equal(inAppPath({ ...click, defaultPrevented: true }, link('/all'), origin), null);
});

test('paths the API serves are real page loads', () => {
  assert.equal(inAppPath(click, link('/api/file/1'), origin), null);
  assert.equal(inAppPath(click, link('/docs'), origin), null);
  assert.equal(inAppPath(click, link('/documents-guide'), origin), '/documents-guide');
});
