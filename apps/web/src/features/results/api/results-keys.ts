// Issue 17: an order's results are health data. Their query keys start with
// 'orderResults', a root the offline persister does not list as public
// (lib/offline/persist-public-queries.ts: an allowlist), so they stay in
// memory and are never written to the device; the signed-in user is part of
// the key so one account never reads another's answers from the cache.
// Issue 18: the copy kept on this phone (decrypted from the vault) is health
// data just the same, under the same root, keyed by the account whose vault
// holds it (a signed-out customer has no user id, but their kept copy opens).
export const resultsKeys = {
  all: ['orderResults'] as const,
  data: (userId: string, orderId: string) => [...resultsKeys.all, userId, 'data', orderId] as const,
  trends: (userId: string) => [...resultsKeys.all, userId, 'trends'] as const,
  keptData: (accountId: string, orderId: string) => [...resultsKeys.all, accountId, 'kept', 'data', orderId] as const,
  keptTrends: (accountId: string) => [...resultsKeys.all, accountId, 'kept', 'trends'] as const,
};

/** Health data leaves memory as soon as no screen shows it. */
export const HEALTH_DATA_QUERY = { gcTime: 0 } as const;
