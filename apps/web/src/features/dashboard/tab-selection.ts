import { APP_PATHS } from '@labstore/domain';
import { dashboardSearch } from './dashboard-search';

// spec/03 2 Dashboard: which tab the address selects. A `code` parameter
// (the CRM's answer) selects the Infusionsoft tab; so do the
// dashboard/infusionsoft route, and the user menu's dashboard.users the
// Users tab (spec/03 2 Routes); otherwise `tab` names one; anything else,
// or nothing, is the registry's first tab, the default.

interface Selectable {
  id: string;
}

export const INFUSIONSOFT_TAB = 'infusionsoft';
export const USERS_TAB = 'users';

const PATH_TABS: ReadonlyMap<string, string> = new Map([
  [APP_PATHS.dashboardInfusionsoft, INFUSIONSOFT_TAB],
  [APP_PATHS.dashboardUsers, USERS_TAB],
]);

export interface TabAddress {
  tab?: string | undefined;
  code?: string | undefined;
}

/** What an address asks for: the route's own tab, else the `tab` parameter; and the CRM's code. */
export function tabAddress(pathname: string, search: unknown): TabAddress {
  const { tab, code } = dashboardSearch.parse(search);
  return { tab: PATH_TABS.get(pathname.replace(/\/+$/, '')) ?? tab, code };
}

export function selectDashboardTab<Tab extends Selectable>(address: TabAddress, tabs: readonly Tab[]): Tab {
  const byId = (id: string | undefined) => (id === undefined ? undefined : tabs.find((tab) => tab.id === id.trim().toLowerCase()));
  const chosen = (address.code === undefined ? undefined : byId(INFUSIONSOFT_TAB)) ?? byId(address.tab) ?? tabs[0];
  if (!chosen) throw new Error('the dashboard has at least one tab');
  return chosen;
}

/** The search of a tab's address: the default tab's is the bare /dashboard. */
export function tabSearch(id: string, tabs: readonly Selectable[]): { tab?: string } {
  return id === tabs[0]?.id ? {} : { tab: id };
}
