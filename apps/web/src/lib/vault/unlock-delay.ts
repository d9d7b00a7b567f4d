/** Wrong passwords allowed before each further try has to wait. */
export const FREE_UNLOCK_TRIES = 3;
export const MAX_UNLOCK_DELAY_MS = 5 * 60_000;

/**
 * Issue 18: "repeated wrong tries slow down". From the third wrong password
 * on, 2^n seconds before the next try (8 s, 16 s, …), never more than five
 * minutes: a guesser gets about 300 tries a day, a customer who mistyped
 * waits seconds.
 */
export function unlockDelayMs(failedTries: number): number {
  if (failedTries < FREE_UNLOCK_TRIES) return 0;
  return Math.min(2 ** failedTries * 1000, MAX_UNLOCK_DELAY_MS);
}
