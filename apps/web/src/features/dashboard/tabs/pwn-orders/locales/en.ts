// spec/03 2 Pwn Orders tab; the statuses of spec/03 4 and 9.
export const pwnOrdersEn = {
  search: 'Search by order number or partner order id',
  status: 'Status',
  statuses: {
    all: 'All',
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
    results: 'Results',
  },
  table: 'Partner orders',
  empty: 'No partner order matches these filters.',
  columns: {
    grlOrderId: 'GRL order id',
    partnerOrderId: 'Partner order id',
    partnerStatus: 'Partner status',
    timestamp: 'Timestamp',
    errorMessage: 'Error message',
  },
  notSent: 'Not received by the partner',
  rejectionReason: 'Rejected: {{reason}}',
  none: 'None',
} as const;
