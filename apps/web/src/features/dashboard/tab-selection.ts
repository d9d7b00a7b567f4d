import { INFUSIONSOFT_TAB } from './tab-names';

// spec/03 2 Dashboard: which tab the URL selects. A `code` parameter (the
// CRM's answer) selects the Infusionsoft tab; otherwise `tab` names one;
// anything else, or nothing, is the registry's first tab, the default.

interface Selectable {
  id: string;
}

export function selectDashboardTab<Tab extends Selectable>(search: { tab?: string | undefined; code?: string | undefined }, tabs: readonly Tab[]): Tab {
  const byId = (id: string | undefined) => (id === undefined ? undefined : tabs.find((tab) => tab.id === id.trim().toLowerCase()));
  const chosen = (search.code === undefined ? undefined : byId(INFUSIONSOFT_TAB)) ?? byId(search.tab) ?? tabs[0];
  if (!chosen) throw new Error('the dashboard has at least one tab');
  return chosen;
}

/** The search of a tab's address: the default tab's is the bare /dashboard. */
export function tabSearch(id: string, tabs: readonly Selectable[]): { tab?: string } {
  return id === tabs[0]?.id ? {} : { tab: id };
}
