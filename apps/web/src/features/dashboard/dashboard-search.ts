import { searchParams, textParam } from '../../lib/search-params';

/** dashboard: a code parameter selects the Infusionsoft tab (spec/03 Dashboard). */
export const dashboardSearch = searchParams({ code: textParam });
