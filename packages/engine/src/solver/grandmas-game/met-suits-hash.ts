// A met suit hashed as met, whatever its meeting point (meetings.ts says why those positions are
// one).
import { Z_FOUNDATION_A, Z_FOUNDATION_B, Z_MET_A, Z_MET_B } from './zobrist-words.js'

/** Hashes each met suit of `key` (the board's hash) as met, whatever its meeting point. */
export function hashMetSuits(fLen: Int32Array, key: Int32Array): void {
  for (let s = 0; s < 4; s++) {
    const up = fLen[s] ?? 0
    const down = fLen[s + 4] ?? 0
    if (up + down !== 13) continue
    const upSlot = s * 14 + up
    const downSlot = (s + 4) * 14 + down
    const a = (Z_FOUNDATION_A[upSlot] ?? 0) ^ (Z_FOUNDATION_A[downSlot] ?? 0) ^ (Z_MET_A[s] ?? 0)
    const b2 = (Z_FOUNDATION_B[upSlot] ?? 0) ^ (Z_FOUNDATION_B[downSlot] ?? 0) ^ (Z_MET_B[s] ?? 0)
    key[0] = (key[0] ?? 0) ^ a
    key[1] = (key[1] ?? 0) ^ b2
  }
}
