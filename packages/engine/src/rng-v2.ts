// Version 2 of the deals' generator, for seeds that start with "v2:": SHA-256 in counter mode,
// a cryptographic source, so the cards a racer has seen say nothing usable about the ones still
// face down (docs/fair-play.md). Exactly (packages/engine/README.md, "The seeded shuffle"):
//   key     = SHA-256(UTF-8("patience-race shuffle v2") ‖ 0x00 ‖ UTF-8(seed)), the whole seed,
//             "v2:" included;
//   block i = SHA-256(key ‖ uint32be(i)) for i = 0, 1, 2, …;
//   outputs = the eight big-endian 32-bit words of block 0, then of block 1, and so on.
// The key is not SHA-256(seed): that hash is public before the reveal (the race's seed hash).
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'

/** A seed that starts with this deals with version 2 of the shuffle; any other with version 1. */
export const V2_SEED_PREFIX = 'v2:'

const DOMAIN = utf8ToBytes('patience-race shuffle v2\u0000')

/** The 32-byte key of a version 2 seed (above). */
export function v2Key(seed: string): Uint8Array {
  return sha256(concatBytes(DOMAIN, utf8ToBytes(seed)))
}

/** Returns a generator of uint32 values: SHA-256 of the seed's key and a block counter. */
export function sha256Counter(seed: string): () => number {
  // key ‖ counter, hashed once per block of eight outputs.
  const input = new Uint8Array(36)
  input.set(v2Key(seed))
  const counter = new DataView(input.buffer)
  let block = 0
  let words = new DataView(new ArrayBuffer(32))
  let used = 8
  return () => {
    if (used === 8) {
      counter.setUint32(32, block++) // big-endian
      const digest = sha256(input)
      words = new DataView(digest.buffer, digest.byteOffset, 32)
      used = 0
    }
    return words.getUint32(4 * used++) // big-endian
  }
}
