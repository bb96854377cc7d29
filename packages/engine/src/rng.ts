// The seeded PRNG behind every deal. Portable and documented so that any implementation can
// reproduce a deal from its seed (see the package README for the algorithms and test vectors).
// A seed starting with "v2:" uses version 2 (rng-v2.ts: SHA-256 in counter mode); any other
// seed uses version 1, unchanged since the first release:
//   1. cyrb128(seed) hashes the seed string's UTF-16 code units to four 32-bit words;
//   2. sfc32 (Chris Doty-Humphrey's Small Fast Counter) is seeded with those words and
//      warmed up with 15 outputs that are discarded.
// Only 32-bit integer arithmetic is used (Math.imul, >>>), so results are exact everywhere.
import { sha256Counter, V2_SEED_PREFIX } from './rng-v2.js'

export function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]
}

/** Returns a generator of uint32 values. */
export function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a >>>= 0
    b >>>= 0
    c >>>= 0
    d >>>= 0
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return t >>> 0
  }
}

export interface Rng {
  /** A uniform integer in [0, n), n ≤ 2^32, without modulo bias (rejection sampling). */
  below(n: number): number
}

/** Which version of the shuffle a seed deals with: 2 when it starts with "v2:", else 1. */
export function shuffleVersion(seed: string): 1 | 2 {
  return seed.startsWith(V2_SEED_PREFIX) ? 2 : 1
}

/** Version 1's uint32 source: sfc32 seeded with cyrb128(seed), 15 outputs discarded. */
function sfc32Source(seed: string): () => number {
  const next = sfc32(...cyrb128(seed))
  for (let i = 0; i < 15; i++) next()
  return next
}

/** The seed's generator, of the version its prefix chooses; `below` is the same for both. */
export function seededRng(seed: string): Rng {
  const next = shuffleVersion(seed) === 2 ? sha256Counter(seed) : sfc32Source(seed)
  return {
    below(n: number): number {
      // Largest multiple of n that fits in 2^32; draws at or above it are rejected.
      const limit = 4294967296 - (4294967296 % n)
      let x = next()
      while (x >= limit) x = next()
      return x % n
    },
  }
}

/**
 * A seeded stream of uniform numbers in [0, 1) (the same generator as the deals, of the version
 * the seed's prefix chooses): the same seed gives the same stream everywhere, so whatever uses it
 * (a bot's pauses) replays exactly.
 */
export function seededRandom(seed: string): () => number {
  const rng = seededRng(seed)
  return () => rng.below(4294967296) / 4294967296
}
