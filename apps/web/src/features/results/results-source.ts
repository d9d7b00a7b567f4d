import { ApiError } from '../../lib/api-error';

// Issue 18: where the results screen reads from. The server while it can be
// reached; the copy kept on this phone when the browser is offline or the
// request never reached the server (status 0), signed in or not (the kept
// copy needs no session, only the password that unlocks it). An
// administrator acting as the customer never reads the customer's kept copy:
// this device is not the customer's, and the vault opens with the
// customer's password only.

export type ResultsSource = 'server' | 'kept' | 'signed-out' | 'unreachable';

export interface ResultsSourceFacts {
  signedIn: boolean;
  actingForCustomer: boolean;
  online: boolean;
  /** The server's answer is in memory (seen before the network went): it stays on screen. */
  answered: boolean;
  /** The server read's error, if it failed. */
  failure: unknown;
}

/** The server was not reached: no answer at all, not a refusal. */
export const isNetworkFailure = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

export function resultsSource({ signedIn, actingForCustomer, online, answered, failure }: ResultsSourceFacts): ResultsSource {
  if (answered) return 'server';
  if (online && !isNetworkFailure(failure)) return signedIn ? 'server' : 'signed-out';
  return actingForCustomer ? 'unreachable' : 'kept';
}
