import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const RECENT_RUNS = 8;
// Before any run is measured: about what a registration takes on the embedded database.
const FIRST_GUESS_MS = 40;

/** The lower median: a process still warming up gets faster, and older runs should not pull the pace up. */
function lowerMedian(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? FIRST_GUESS_MS;
}

/**
 * How long a piece of work takes, from its recent runs, so that an answer
 * which skips it can be held back until the work would have been done: the
 * two answers then take the same time (docs/security.md Account existence).
 */
export function responsePace() {
  const recent: number[] = [];
  return {
    /** When the request began, on the clock `record` and `holdSince` read. */
    now: () => performance.now(),

    /** The work, begun at `startedAt`, is done. */
    record(startedAt: number): void {
      recent.push(performance.now() - startedAt);
      if (recent.length > RECENT_RUNS) recent.shift();
    },

    /** Resolves once a typical run begun at `startedAt` would have finished. */
    async holdSince(startedAt: number): Promise<void> {
      const typical = recent.length === 0 ? FIRST_GUESS_MS : lowerMedian(recent);
      const wait = typical - (performance.now() - startedAt);
      if (wait > 0) await sleep(wait);
    },
  };
}
