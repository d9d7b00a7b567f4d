// Which search keys go through the read cache: only one asked before. Most
// one-off typos are never asked again, and keeping each answer (its JSON,
// ETag and cache entry, surviving into the old generation of the heap) cost
// more in garbage collection than the in-memory search costs to repeat
// (docs/performance.md, issue 10's search).

const HASHES = 3;

/** FNV-1a over the UTF-16 code units, from a seed. */
function fnv1a(text: string, seed: number): number {
  let hash = seed;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface RecentlyAskedOptions {
  /** Bits of the filter: a power of two. */
  bits?: number;
  /** Keys remembered before the filter starts again, which keeps false positives rare (under 2% at the defaults). */
  clearAfter?: number;
}

/**
 * "Was this key asked before?" in fixed memory (128 kB by default): a Bloom
 * filter of the keys asked since it was last cleared. It may answer yes for
 * a key never asked (a one-off answer kept by the read cache after all),
 * and no for a key asked before the last clearing (answered once more
 * without the cache), never a wrong search answer.
 */
export function recentlyAsked({ bits = 1 << 20, clearAfter = 100_000 }: RecentlyAskedOptions = {}) {
  const words = new Uint32Array(bits / 32);
  const mask = bits - 1;
  let remembered = 0;

  return {
    /** Whether `key` was asked since the filter was last cleared; remembers it either way. */
    askedBefore(key: string): boolean {
      if (remembered >= clearAfter) {
        words.fill(0);
        remembered = 0;
      }
      // Double hashing: k positions from two hashes (Kirsch and Mitzenmacher).
      const first = fnv1a(key, 0x811c9dc5);
      const step = fnv1a(key, 0x2f0b7f3d) | 1;
      let seen = true;
      for (let i = 0; i < HASHES; i += 1) {
        const bit = (first + i * step) & mask;
        const word = bit >>> 5;
        const flag = 1 << (bit & 31);
        if ((words[word]! & flag) === 0) {
          seen = false;
          words[word]! |= flag;
        }
      }
      if (!seen) remembered += 1;
      return seen;
    },
  };
}
