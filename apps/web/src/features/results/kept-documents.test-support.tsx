import type { OrderResultsData, ResultTrends } from '@labstore/domain';
import { useState, type FormEvent } from 'react';
import type * as KeptDocuments from '../../entities/kept-documents';
import { createStore, useStore } from '../../lib/create-store';

// The kept-documents entity as the results screen's tests see it (issue 18):
// its state a store the test sets, its copies Maps the test fills, its
// unlock form a password box that unlocks on the test's password only, and
// Keep on this phone a button naming what it would keep. A test mocks the
// entity with it: vi.mock('…/entities/kept-documents', () => import('…/kept-documents.test-support')).

export const KEPT_PASSWORD = 'correct horse battery staple';

const LOCKED: KeptDocuments.KeptDocumentsState = { accountId: null, setUp: false, unlocked: false, evicted: false, autoKeep: false };

export const keptState = createStore<KeptDocuments.KeptDocumentsState>(LOCKED);
export const keptCopies = { results: new Map<string, KeptDocuments.KeptCopy<OrderResultsData>>(), trends: undefined as ResultTrends | undefined, reads: [] as string[] };

/** Back to a device with nothing kept; each test starts here. */
export function resetKept(): void {
  keptState.set(LOCKED);
  keptCopies.results = new Map();
  keptCopies.trends = undefined;
  keptCopies.reads = [];
}

/**
 * This phone keeps documents for someone: here, a vault is set up in the
 * test's state. A signed-out test mocks the entity's kept-settings with it and
 * adds the entity's own SignedOutChoice, which then reads it.
 */
export const keepsDocumentsHere: typeof KeptDocuments.keepsDocumentsHere = () => keptState.get().setUp;

export const useKeptDocuments: typeof KeptDocuments.useKeptDocuments = () => useStore(keptState);

// Like the vault: nothing comes out while the key is not held.
const opened = () => keptState.get().unlocked;

export const readKeptResults: typeof KeptDocuments.readKeptResults = async (orderId) => {
  keptCopies.reads.push(`results:${orderId}`);
  return opened() ? keptCopies.results.get(orderId) : undefined;
};

export const readKeptTrends: typeof KeptDocuments.readKeptTrends = async () => {
  keptCopies.reads.push('trends');
  return opened() ? keptCopies.trends : undefined;
};

export const keptOrder: typeof KeptDocuments.keptOrder = async (orderId) => ({ pass: false, results: opened() && keptCopies.results.has(orderId) });

export const readKeptDocument: typeof KeptDocuments.readKeptDocument = async () => undefined;

export const UnlockKeptDocuments: typeof KeptDocuments.UnlockKeptDocuments = ({ onUnlocked }) => {
  const [password, setPassword] = useState('');
  const [wrong, setWrong] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== KEPT_PASSWORD) return setWrong(true);
    keptState.set((state) => ({ ...state, unlocked: true }));
    onUnlocked?.();
  };
  return (
    <form onSubmit={submit}>
      <label>
        Password
        <input type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
      </label>
      {wrong && <p>Wrong password</p>}
      <button type="submit">Unlock</button>
    </form>
  );
};

export const KeepOnPhoneButton: typeof KeptDocuments.KeepOnPhoneButton = ({ orderId, what }) => (
  <button type="button" data-order-id={orderId} data-what={what}>
    Keep on this phone
  </button>
);
