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
  // Three rows of the table, reused: a correction computes hundreds of these.
  let twoRowsUp = new Int32Array(b.length + 1);
  let rowUp = new Int32Array(b.length + 1);
  let row = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j += 1) rowUp[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    row[0] = i;
    let rowLeast = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let distance = Math.min(rowUp[j]! + 1, row[j - 1]! + 1, rowUp[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        distance = Math.min(distance, twoRowsUp[j - 2]! + 1);
      }
      row[j] = distance;
      if (distance < rowLeast) rowLeast = distance;
    }
    // No later row can be smaller than this row's least value (a swap's
    // value is never below the substitution the row above allowed).
    if (rowLeast > max) return over;
    [twoRowsUp, rowUp, row] = [rowUp, row, twoRowsUp];
  }
  return Math.min(rowUp[b.length]!, over);
}

/**
 * The letters of `word` as a set of 32 bits (code unit modulo 32: a to z
 * are bits 1 to 26; any other character shares a bit, which only makes the
 * bound below looser, never wrong).
 */
export function letterSet(word: string): number {
  let set = 0;
  for (let i = 0; i < word.length; i += 1) set |= 1 << (word.charCodeAt(i) % 32);
  return set;
}

function bitCount(bits: number): number {
  let rest = bits - ((bits >>> 1) & 0x55555555);
  rest = (rest & 0x33333333) + ((rest >>> 2) & 0x33333333);
  return (((rest + (rest >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * A lower bound of the edit distance between two words from their letter
 * sets: one edit adds or removes at most two letters of a set (a
 * substitution one of each; a swap none). Lets a correction skip most of the
 * vocabulary with one operation per word before computing a distance.
 */
export function editsAtLeast(aLetters: number, bLetters: number): number {
  return Math.ceil(bitCount((aLetters ^ bLetters) >>> 0) / 2);
}
