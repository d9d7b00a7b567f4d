import { describe, expect, test } from 'vitest';
import { DASHBOARD_TABS } from './tab-registry';
import { selectDashboardTab, tabAddress, tabSearch } from './tab-selection';

// spec/03 2 Dashboard: the registry's order is the spec's, its first tab the
// default; ?tab= names a tab; ?code= selects Infusionsoft once it exists.

const ids = (tabs: ReadonlyArray<{ id: string }>) => tabs.map((tab) => tab.id);
const withInfusionsoft = [{ id: 'transactions' }, { id: 'email-log' }, { id: 'infusionsoft' }, { id: 'audit' }];

describe('the tab registry', () => {
  test("lists this issue's existing tabs in the spec's order, Audit last", () => {
    expect(ids(DASHBOARD_TABS)).toEqual(['transactions', 'email-log', 'users', 'products', 'keap-template', 'blog-articles', 'pages', 'promo-codes', 'pwn-tests', 'pwn-orders', 'infusionsoft', 'categories', 'audit', 'fees']);
  });

  test('names each tab once', () => {
    expect(new Set(ids(DASHBOARD_TABS)).size).toBe(DASHBOARD_TABS.length);
  });
});

describe('the tab the URL selects', () => {
  test('no tab: the first in the registry', () => {
    expect(selectDashboardTab({}, DASHBOARD_TABS).id).toBe('transactions');
    expect(selectDashboardTab({}, withInfusionsoft).id).toBe('transactions');
  });

  test('?tab= names one, whatever its case', () => {
    expect(selectDashboardTab({ tab: 'pwn-orders' }, DASHBOARD_TABS).id).toBe('pwn-orders');
    expect(selectDashboardTab({ tab: ' Audit ' }, DASHBOARD_TABS).id).toBe('audit');
  });

  test('an unknown or not yet built tab falls back to the default', () => {
    expect(selectDashboardTab({ tab: 'nope' }, DASHBOARD_TABS).id).toBe('transactions');
    expect(selectDashboardTab({ tab: 'product' }, DASHBOARD_TABS).id).toBe('transactions');
  });

  test('?code= selects Infusionsoft once it exists, whatever ?tab= says', () => {
    expect(selectDashboardTab({ code: 'abc', tab: 'audit' }, withInfusionsoft).id).toBe('infusionsoft');
    expect(selectDashboardTab({ code: 'abc', tab: 'audit' }, DASHBOARD_TABS).id).toBe('infusionsoft');
    const without = DASHBOARD_TABS.filter((tab) => tab.id !== 'infusionsoft');
    expect(selectDashboardTab({ code: 'abc' }, without).id).toBe('transactions');
    expect(selectDashboardTab({ code: 'abc', tab: 'audit' }, without).id).toBe('audit');
  });

  test('dashboard/infusionsoft and dashboard.users name their tabs; the code is kept', () => {
    expect(tabAddress('/dashboard/infusionsoft', { code: 'abc' })).toEqual({ tab: 'infusionsoft', code: 'abc' });
    expect(tabAddress('/dashboard.users', {})).toEqual({ tab: 'users', code: undefined });
    expect(tabAddress('/dashboard', { tab: 'audit', other: 1 })).toEqual({ tab: 'audit', code: undefined });
    expect(selectDashboardTab(tabAddress('/dashboard/infusionsoft', {}), withInfusionsoft).id).toBe('infusionsoft');
    expect(selectDashboardTab(tabAddress('/dashboard.users', {}), [{ id: 'transactions' }, { id: 'users' }]).id).toBe('users');
  });

  test("the default tab's address is the bare /dashboard", () => {
    expect(tabSearch('transactions', DASHBOARD_TABS)).toEqual({});
    expect(tabSearch('audit', DASHBOARD_TABS)).toEqual({ tab: 'audit' });
  });
});
