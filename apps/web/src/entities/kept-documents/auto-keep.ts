import { ORDER_STATUS } from '@labstore/domain';
import { useEffect } from 'react';
import { useOnline } from '../../lib/network-status';
import { getAuthSession } from '../../lib/session/current-session';
import { firstTry, forgetTry } from './auto-keep-tries';
import { keepOrder } from './keep-order';
import { addOpenedTask } from './kept-access';
import { keptPart, type KeptPart } from './kept-records';
import { fetchWaitingPasses } from './kept-requests';
import { autoKeepOn, writeAutoKeep } from './kept-settings';
import { currentAccount, refreshKeptState, unlockedAccount, useKeptDocuments } from './kept-state';

// Issue 18: "automatically at approval when the customer has opted in". With
// the setting on and the vault unlocked, an approved order's pass, and later
// its results, are kept the next time the app sees them (the order history,
// home, the pass): once each per page, one at a time, in the background.

let queue: Promise<void> = Promise.resolve();

/** Keeps the part unless it is kept already or was tried in this page; a try offline or locked counts for nothing. */
export function keepAutomatically(accountId: string, orderId: string, what: KeptPart): Promise<void> {
  if (!firstTry(accountId, orderId, what)) return queue;
  queue = queue.then(async () => {
    if (unlockedAccount() !== accountId || !autoKeepOn(accountId)) {
      forgetTry(accountId, orderId, what);
      return;
    }
    try {
      if (await keptPart(orderId, what)) return;
      // In the background: the customer did not ask, so no progress bar.
      const outcome = await keepOrder(orderId, what, { background: true });
      if (outcome === 'offline' || outcome === 'locked') forgetTry(accountId, orderId, what);
    } catch {
      // Automatic keeping never interrupts the customer; the button is still there.
    }
  });
  return queue;
}

/** The passes of the account's approved orders waiting for their visit (sign-in, the setting turned on). */
export async function keepWaitingPasses(accountId: string): Promise<void> {
  // Signed out (unlocked offline at the test center) there is nobody to ask the server for.
  if (unlockedAccount() !== accountId || !autoKeepOn(accountId) || getAuthSession()?.userId !== accountId) return;
  let waiting;
  try {
    waiting = await fetchWaitingPasses();
  } catch {
    return;
  }
  await Promise.all(waiting.items.map((item) => keepAutomatically(accountId, item.orderId, 'pass')));
}

// An unlock (sign-in, the password form) keeps the waiting passes: registered
// here, where the entity's index loads it, so the pass page, which never
// keeps in the background, does not load automatic keeping (pass-page.tsx).
addOpenedTask((accountId) => void keepWaitingPasses(accountId));

/** The profile setting "Keep my documents on this phone automatically"; turned on, the waiting passes are kept at once. */
export async function setAutoKeep(on: boolean): Promise<void> {
  const accountId = currentAccount();
  if (accountId === null) return;
  writeAutoKeep(accountId, on);
  await refreshKeptState();
  if (on) await keepWaitingPasses(accountId);
}

/** What the app keeps of an order of this status: the pass once approved (In Progress), the results once Completed. */
function partFor(status: number): KeptPart | undefined {
  if (status === ORDER_STATUS.InProgress) return 'pass';
  if (status === ORDER_STATUS.Completed) return 'results';
  return undefined;
}

/**
 * The order history calls it with its entries: with automatic keeping on and
 * the vault unlocked, keeps the pass of approved orders in progress and the
 * results of completed ones not kept yet, once each.
 */
export function useAutoKeep(orders: ReadonlyArray<{ id: string; status: number }>): void {
  const { accountId, unlocked, autoKeep } = useKeptDocuments();
  const online = useOnline();
  // A string, so a new array of the same orders on each render runs nothing again.
  const wanted = orders.flatMap((order) => {
    const part = partFor(order.status);
    return part ? [`${part}:${order.id}`] : [];
  });
  const wantedKey = wanted.join('\n');
  useEffect(() => {
    if (accountId === null || !unlocked || !autoKeep || !online || wantedKey === '') return;
    for (const entry of wantedKey.split('\n')) {
      const colon = entry.indexOf(':');
      void keepAutomatically(accountId, entry.slice(colon + 1), entry.slice(0, colon) === 'pass' ? 'pass' : 'results');
    }
  }, [accountId, unlocked, autoKeep, online, wantedKey]);
}
