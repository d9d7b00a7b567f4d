import { searchParams, textParam } from '../../lib/search-params';

/**
 * dashboard: `tab` names the selected tab (so reload and Back keep it); a
 * `code` parameter selects the Infusionsoft tab (spec/03 2 Dashboard). The
 * tab's name is checked against the tab registry inside the dashboard's own
 * chunk, so the storefront's first load carries no list of tabs.
 */
export const dashboardSearch = searchParams({ tab: textParam, code: textParam });
