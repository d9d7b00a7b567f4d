import { test } from 'vitest';
import assert from 'node:assert/strict';
import type { NavigationItem } from '@labstore/domain';
import { navigationEntry } from '@labstore/domain/testing';
import { dropdownEntries, entryLabel, entryTarget, footerEntries, topBarEntries } from './navigation';

const entry = navigationEntry;

const list = [
  entry({ slug: 'covid-19', position: 3 }),
  entry({ slug: 'all', position: 1 }),
  entry({ slug: 'blog', position: 2 }),
  entry({ slug: 'terms', type: 'footer', parent: 'footer', position: 2 }),
  entry({ slug: 'privacy', type: 'footer', parent: 'footer', position: 1 }),
  entry({ slug: 'profile-help', parent: 'myadmin', position: 0 }),
];

test('the top bar has main navigation entries by position, without blog, footer or account tabs', () => {
  assert.deepEqual(topBarEntries(list).map((e) => e.slug), ['all', 'covid-19']);
});

test('the footer has footer entries by position', () => {
  assert.deepEqual(footerEntries(list).map((e) => e.slug), ['privacy', 'terms']);
});

test('dropdown entries come by position', () => {
  const parent = entry({ slug: 'p', subitems: [entry({ slug: 'b', position: 2 }), entry({ slug: 'a', position: 1 })] });
  assert.deepEqual(dropdownEntries(parent).map((e) => e.item.slug), ['a', 'b']);
});

test('a dropdown entry that is a page of its own leads its list as its overview, not under its own name again', () => {
  const subitems = [entry({ slug: 'a' })];
  const shown = (parent: NavigationItem) => dropdownEntries(parent).map((e) => [e.item.slug, e.overview]);
  assert.deepEqual(shown(entry({ slug: 'p', content: '<p>x</p>', subitems })), [
    ['p', true],
    ['a', false],
  ]);
  assert.deepEqual(shown(entry({ slug: 'p', content: '', subitems })), [['a', false]]);
  assert.deepEqual(shown(entry({ slug: 'https://x.example', isLink: true, content: 'x', subitems })), [['a', false]]);
});

test('an internal entry goes to its page; the all entry goes to the catalogue', () => {
  assert.deepEqual(entryTarget(entry({ slug: 'how-it-works' })), { kind: 'content', slug: 'how-it-works' });
  assert.deepEqual(entryTarget(entry({ slug: '/faq' })), { kind: 'content', slug: 'faq' });
  assert.deepEqual(entryTarget(entry({ slug: 'all' })), { kind: 'catalogue' });
});

test('a link entry opens its slug as an outside address', () => {
  assert.deepEqual(entryTarget(entry({ slug: 'https://example.com/x', isLink: true })), {
    kind: 'external',
    href: 'https://example.com/x',
  });
});

test('the label is the name, or the content as text when the name has a slash', () => {
  assert.equal(entryLabel(entry({ name: 'Heart Health' })), 'Heart Health');
  assert.equal(entryLabel(entry({ name: 'category/heart', content: '<span>Heart &amp; Vessels</span>' })), 'Heart & Vessels');
  assert.equal(entryLabel(entry({ name: 'category/heart', content: null })), 'category/heart');
});
