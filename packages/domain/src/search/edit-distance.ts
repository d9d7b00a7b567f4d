/**
 * The optimal string alignment distance between `a` and `b`: insertions,
 * deletions, substitutions and swaps of two neighbours ('cholestreol') count
 * one edit each. Returns `max + 1` as soon as the distance is known to
 * exceed `max`, which keeps a correction against a whole vocabulary cheap.
 * Compares UTF-16 code units: catalogue words are letters of one unit each.
 */
export function editDistanceWithin(a: string, b: string, max: number): number {
  const over = max + 1;
  if (Math.abs(a.length - b.length) > max) return over;
  let twoRowsUp: number[] = [];
  let rowUp = Array.from({ length: b.length + 1 }, (_, column) => column);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let rowLeast = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(rowUp[j]! + 1, row[j - 1]! + 1, rowUp[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) distance = Math.min(distance, twoRowsUp[j - 2]! + 1);
      row.push(distance);
      rowLeast = Math.min(rowLeast, distance);
    }
    // No later row can be smaller than this row's least value (a swap's
    // value is never below the substitution the row above allowed).
    if (rowLeast > max) return over;
    twoRowsUp = rowUp;
    rowUp = row;
  }
  return Math.min(rowUp[b.length]!, over);
}
