// spec/02 2.6: Average Order Savings is shown as a number counting up to the
// amount. The count runs from where it stood to the new amount, in whole
// cents, easing out so it settles gently; it always ends exactly on it.

export const COUNT_STEPS = 30;
export const COUNT_STEP_MS = 25;

export function countedCents(fromCents: number, toCents: number, step: number): number {
  if (step >= COUNT_STEPS) return toCents;
  const progress = 1 - (1 - Math.max(0, step) / COUNT_STEPS) ** 3;
  return Math.round(fromCents + (toCents - fromCents) * progress);
}
