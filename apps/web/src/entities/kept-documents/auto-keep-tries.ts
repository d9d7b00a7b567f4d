import type { KeptPart } from './kept-records';

// Issue 18: what automatic keeping tried in this page (auto-keep.ts), once
// each order's part; apart, so that removing or starting again forgets them
// without loading automatic keeping itself (kept-access.ts).

const tried = new Set<string>();

const tryKey = (accountId: string, orderId: string, what: KeptPart) => `${accountId} ${orderId} ${what}`;

/** True the first time for this part in this page; later calls answer false. */
export function firstTry(accountId: string, orderId: string, what: KeptPart): boolean {
  const key = tryKey(accountId, orderId, what);
  if (tried.has(key)) return false;
  tried.add(key);
  return true;
}

/** A try offline or locked counts for nothing. */
export function forgetTry(accountId: string, orderId: string, what: KeptPart): void {
  tried.delete(tryKey(accountId, orderId, what));
}

/** After the account's kept documents were removed, its orders may be kept again. */
export function forgetAutomaticTries(accountId: string): void {
  for (const key of tried) if (key.startsWith(`${accountId} `)) tried.delete(key);
}
