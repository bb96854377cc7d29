// The orders of pairs that share their parents (shared-parents.ts) as the stuck-card fixpoint
// reads them (stuck-cards.ts): per card, its role in its pair, and whether a parent it may take
// can be a pile top then.
import { hostable, hostFound, up } from './stuck-facts.js'

const rank = (card: number): number => (card % 13) + 1
const red = (card: number): boolean => card >= 13 && card < 39

/** Per card: 1 the first of its pair to reach a parent, 2 the second, 0 neither; its pair's
 * host, other parent and partner card. */
export const role = new Uint8Array(52)
export const roleHost = new Int8Array(52)
const roleOther = new Int8Array(52)
const rolePartner = new Int8Array(52)

/** Reads `count` pairs of `orders` (four numbers a pair: `first`, `second`, `host`, `other`). */
export function readOrders(orders: Readonly<Int8Array> | null, count: number): void {
  role.fill(0)
  for (let i = 0; i < count && orders !== null; i++) {
    const first = orders[i * 4] ?? 0
    const second = orders[i * 4 + 1] ?? 0
    role[first] = 1
    role[second] = 2
    roleHost[first] = roleHost[second] = orders[i * 4 + 2] ?? -1
    roleOther[first] = roleOther[second] = orders[i * 4 + 3] ?? -1
    rolePartner[second] = first
  }
}

/** A parent of `card` (one rank higher, the other colour) can be a pile top at some point. */
export function parentAtHand(card: number): boolean {
  const r = role[card] ?? 0
  if (r === 0) return hostFound[rank(card) * 2 + (red(card) ? 1 : 0)] === 1
  if (r === 1) return hostable[roleHost[card] ?? 0] === 1
  const other = roleOther[card] ?? -1
  const otherTakes = other >= 0 && hostable[other] === 1
  return hostable[roleHost[card] ?? 0] === 1 && (up[rolePartner[card] ?? 0] === 1 || otherTakes)
}
