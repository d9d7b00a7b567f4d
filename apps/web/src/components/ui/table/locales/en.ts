// Strings of the table kit (namespace 'table').
export const tableEn = {
  empty: 'Nothing to show yet.',
  showDetails: 'Show details',
  hideDetails: 'Hide details',
  details: 'Details',
  pagination: {
    nav: 'Table pages',
    firstPage: 'First page',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    lastPage: 'Last page',
    page: 'Page {{page}}',
  },
} as const;
