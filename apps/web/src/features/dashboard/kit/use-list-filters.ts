import { useState } from 'react';

/**
 * A list's filters and page together: changing a filter goes back to page 1,
 * as the matches are new (spec/03 9).
 */
export function useListFilters<Filters extends object>(initial: Filters) {
  const [state, setState] = useState({ filters: initial, page: 1 });
  return {
    filters: state.filters,
    page: state.page,
    setFilter: <K extends keyof Filters>(name: K, value: Filters[K]) =>
      setState((current) => (Object.is(current.filters[name], value) ? current : { filters: { ...current.filters, [name]: value }, page: 1 })),
    setPage: (page: number) => setState((current) => ({ ...current, page })),
  };
}
