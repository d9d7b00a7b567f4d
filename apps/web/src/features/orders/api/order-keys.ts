// The orders feature's query keys: the history by page, an order's receipt
// and its send history. Everything under 'orders' is the signed-in customer's
// own and goes with the session (a sign-out reloads the page).
export const orderKeys = {
  all: ['orders'] as const,
  histories: () => [...orderKeys.all, 'history'] as const,
  history: (page: number) => [...orderKeys.histories(), page] as const,
  receipt: (orderId: string) => [...orderKeys.all, 'receipt', orderId] as const,
  shares: (orderId: string) => [...orderKeys.all, 'shares', orderId] as const,
};

/** An id as one path segment. */
export const segment = (id: string): string => encodeURIComponent(id);
