// Zobrist tables for the compact positions: fixed pseudo-random 32-bit words, two lanes per key
// (a 64-bit hash), the same on every run so that the search stays deterministic.

/** murmur3's 32-bit finaliser: spreads every input bit over the output. */
export function mix32(h: number): number {
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h | 0
}

/** `count` words from a fixed seed (xorshift32), none of them zero. */
export function zobristWords(count: number, seed: number): Int32Array {
  const words = new Int32Array(count)
  let x = seed | 0 || 1
  for (let i = 0; i < count; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    words[i] = mix32(x) || 1
  }
  return words
}
