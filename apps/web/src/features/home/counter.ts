import { COUNTER_STEPS } from '@labstore/domain';

// spec/02 2.2: each counter counts up over about 60 steps. Pure, so tested alone.

/** The value shown at `step` (0..steps): a straight climb that lands exactly on the target. */
export function counterValue(target: number, step: number, steps: number = COUNTER_STEPS): number {
  if (steps <= 0 || step >= steps) return target;
  return Math.round((target * Math.max(0, step)) / steps);
}
