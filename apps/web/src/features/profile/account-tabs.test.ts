import { test } from 'vitest';
import assert from 'node:assert/strict';
import type { NavigationItem } from '@labstore/domain';
import { navigationEntry } from '@labstore/domain/testing';
import { accountContentEntries, accountTabs, resolveAccountTab } from './account-tabs';

const entry = (overrides: Partial<NavigationItem>): NavigationItem => navigationEntry({ name: 'Page', slug: 'page', content: '<p>Hi</p>', parent: 'myadmin', ...overrides });

const items = [
  entry({ slug: 'understanding-your-results', name: 'Understanding Your Results', position: 2 }),
  entry({ slug: 'preparing-for-your-visit', name: 'Preparing for Your Visit', position: 1 }),
  entry({ slug: 'faq', name: 'FAQ', parent: 'main' }),
  entry({ slug: 'hidden', isActive: false }),
  entry({ slug: 'https://example.com', isLink: true }),
];

test('content tabs are the active pages under myadmin, by position', () => {
  assert.deepEqual(accountContentEntries(items).map((item) => item.slug), ['preparing-for-your-visit', 'understanding-your-results']);
});

test('customers get Order History, Account Profile and the content tabs', () => {
  assert.deepEqual(accountTabs(false, accountContentEntries(items)).map((tab) => tab.id), [
    'orderHistory',
    'profile',
    'preparing-for-your-visit',
    'understanding-your-results',
  ]);
});

test('managers also get Children/Minors, after Account Profile', () => {
  assert.deepEqual(accountTabs(true, []).map((tab) => tab.id), ['orderHistory', 'profile', 'children']);
});

test('a content page cannot hide a fixed tab by taking its name', () => {
  assert.deepEqual(accountTabs(false, [entry({ slug: 'profile' })]).map((tab) => tab.kind), ['orderHistory', 'profile']);
});

test('no tab asked for means the profile', () => {
  const resolved = resolveAccountTab(undefined, accountTabs(false, []), false);
  assert.equal(resolved.status === 'found' && resolved.tab.id, 'profile');
});

test('a content tab is found by slug or by name, ignoring case', () => {
  const tabs = accountTabs(false, accountContentEntries(items));
  for (const asked of ['preparing-for-your-visit', 'Preparing for Your Visit', 'PREPARING-FOR-YOUR-VISIT']) {
    const resolved = resolveAccountTab(asked, tabs, false);
    assert.equal(resolved.status === 'found' && resolved.tab.id, 'preparing-for-your-visit', asked);
  }
});

test('an unknown tab waits while the navigation list loads, then falls back to the profile', () => {
  const loading = accountTabs(false, []);
  assert.deepEqual(resolveAccountTab('preparing-for-your-visit', loading, true), { status: 'loading' });
  const resolved = resolveAccountTab('no-such-tab', accountTabs(false, accountContentEntries(items)), false);
  assert.equal(resolved.status === 'found' && resolved.tab.id, 'profile');
});

test('Children/Minors asked for by a customer shows the profile, even while content loads', () => {
  const resolved = resolveAccountTab('children', accountTabs(false, []), true);
  assert.equal(resolved.status === 'found' && resolved.tab.id, 'profile');
});
