// Sir Tommy's position hash (board.ts keeps each pile's part up to date as cards move; this
// combines them with the pending card, the foundations and the redeals used).
import { mix32, zobristWords } from '../compact/zobrist.js'
import { Kind } from './encoding.js'

const Z_PENDING_A = zobristWords(53, 15)
const Z_PENDING_B = zobristWords(53, 16)
const Z_FOUNDATION_A = zobristWords(4 * 14, 17)
const Z_FOUNDATION_B = zobristWords(4 * 14, 18)
const Z_SALT_A = zobristWords(8, 19)
const Z_SALT_B = zobristWords(8, 20)
const Z_REDEALS_A = zobristWords(4, 21)
const Z_REDEALS_B = zobristWords(4, 22)

/** What the hash reads of a board (board.ts). */
export interface HashView {
  readonly pending: number
  readonly face: Int8Array
  readonly stockA: number
  readonly stockB: number
  readonly redeals: number
  readonly kind: Kind
  readonly fLen: Int32Array
  readonly wastes: number
  readonly pileA: Int32Array
  readonly pileB: Int32Array
}

/** The position's 64-bit hash into key[0], key[1]; with symmetry, equal piles in any order alike. */
export function boardHash(p: HashView, symmetry: boolean, key: Int32Array): void {
  const pending = p.pending < 0 ? 0 : (p.face[p.pending] ?? 0) + 1
  let a = p.stockA ^ (Z_PENDING_A[pending] ?? 0) ^ (Z_REDEALS_A[p.redeals] ?? 0)
  let b = p.stockB ^ (Z_PENDING_B[pending] ?? 0) ^ (Z_REDEALS_B[p.redeals] ?? 0)
  // Rank-only foundations are interchangeable: a sum hashes their lengths as a multiset.
  const sameFoundations = symmetry && p.kind === Kind.Rank
  for (let f = 0; f < 4; f++) {
    const i = (sameFoundations ? 0 : f * 14) + (p.fLen[f] ?? 0)
    a = (a + (Z_FOUNDATION_A[i] ?? 0)) | 0
    b = (b + (Z_FOUNDATION_B[i] ?? 0)) | 0
  }
  for (let w = 0; w < p.wastes; w++) {
    const saltA = symmetry ? 0 : (Z_SALT_A[w] ?? 0)
    const saltB = symmetry ? 0 : (Z_SALT_B[w] ?? 0)
    a = (a + mix32((p.pileA[w] ?? 0) ^ saltA)) | 0
    b = (b + mix32(((p.pileB[w] ?? 0) ^ saltB) + 0x5bd1e995)) | 0
  }
  key[0] = a
  key[1] = b
}
