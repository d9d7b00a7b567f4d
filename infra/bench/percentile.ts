/** The value at `fraction` (0.5 the median, 1 the largest) of samples sorted ascending; NaN when there are none. */
export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}
