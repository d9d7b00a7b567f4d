import { createStore, useStore } from './create-store';

// spec/01 2.2: a progress bar shows while requests are in flight. The HTTP
// client counts them here, except those asked in the background (`background`
// in its request options: what the visitor did not ask for); the shell's bar
// reads the count.
const inFlight = createStore(0);

export const requestProgress = {
  begin: () => inFlight.set((count) => count + 1),
  end: () => inFlight.set((count) => Math.max(0, count - 1)),
};

export function useRequestsInFlight(): number {
  return useStore(inFlight);
}
