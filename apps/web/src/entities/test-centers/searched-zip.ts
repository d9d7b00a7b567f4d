import { createStore, useStore } from '../../lib/create-store';

// The zip last searched in this tab, so the cart's card (spec/02 2.6) starts
// where the finder page left off. Memory only: a zip hints at where someone
// lives, and DESIGN.md keeps personal data out of storage.
const searchedZip = createStore<string | undefined>(undefined);

export const rememberSearchedZip = (zip: string): void => searchedZip.set(zip);

export const useSearchedZip = (): string | undefined => useStore(searchedZip);
