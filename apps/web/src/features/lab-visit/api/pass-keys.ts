// Issue 18: a pass is health data (the patient, the tests). Its query keys
// start with 'labVisitPass', a root the offline persister does not list as
// public (lib/offline/persist-public-queries.ts: an allowlist), so the pass
// stays in memory and is never written to the device in clear; only the
// kept-documents vault keeps it, encrypted. The signed-in user is part of
// the key so one account never reads another's pass from the cache.
export const passKeys = {
  all: ['labVisitPass'] as const,
  pass: (userId: string, orderId: string) => [...passKeys.all, userId, orderId] as const,
};

/** The pass leaves memory as soon as no screen shows it. */
export const HEALTH_DATA_QUERY = { gcTime: 0 } as const;
