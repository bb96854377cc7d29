// A sharper stuck-card bound for Saratoga (rules 2.4): the two cards X and Y of a rank and colour
// share their two parents P and Q (one rank higher, the other colour), each holding one of them at
// a time. In a line where both reach a parent, one of them reaches one first, say X onto P; then Y
// goes onto P only once X has left it, to its foundation or onto Q (not to an empty pile: X is no
// king), so only once X can go up or Q can take a card. So every line keeps one of four orders (X or Y first, onto P or Q; a line where at most one
// reaches a parent keeps them all), each read as a fixpoint of its own (stuck-cards.ts): the
// largest of the four bounds the line. Each pair gives a bound; the least found is kept.
// Pairs with a card already lying on one of its parents are not read: reading them is sound too
// (only moves count as reaching a parent, and a card's first move decides its order), but costs
// about half again the CPU and settled no more deals of 0–399.
// Without takebacks only: with them a foundation's top takes cards too, and cards come back.
import type { SaratogaBoard } from './board.js'
import { stuckCardBound } from './stuck-cards.js'

const red = (card: number): boolean => card >= 13 && card < 39

/** The tableau card `card` lies right on one of its parents. */
function onParent(b: SaratogaBoard, card: number): boolean {
  for (let t = 0; t < 7; t++) {
    for (let k = 1; k < (b.tabLen[t] ?? 0); k++) {
      if (b.tab[t * 52 + k] !== card) continue
      const under = b.tab[t * 52 + k - 1] ?? 0
      return under % 13 === (card % 13) + 1 && red(under) !== red(card)
    }
  }
  return false
}

/** The stuck-card bound, then, while it stays where it is, each pair read in its four orders. */
export function sharedParentsBound(
  b: SaratogaBoard,
  stockCycle: boolean,
  apartOnly: boolean,
): number {
  const base = stuckCardBound(b, stockCycle, apartOnly)
  if (b.takebacks || base < 52) return base
  for (let r = 1; r <= 12; r++) {
    for (const childRed of [false, true]) {
      const children: number[] = []
      const parents: number[] = []
      for (let suit = 0; suit < 4; suit++) {
        const child = suit * 13 + r - 1
        if ((b.fLen[suit] ?? 0) >= r + (red(child) === childRed ? 0 : 1)) continue // up already
        ;(red(child) === childRed ? children : parents).push(
          red(child) === childRed ? child : child + 1,
        )
      }
      const [x = -1, y = -1] = children
      const [p = -1, q = -1] = parents
      if (y < 0 || p < 0 || onParent(b, x) || onParent(b, y)) continue
      let most = 0
      for (const [first, second] of [
        [x, y],
        [y, x],
      ] as const) {
        for (const [host, other] of q < 0
          ? [[p, q] as const]
          : ([
              [p, q],
              [q, p],
            ] as const)) {
          if (most < 52)
            most = Math.max(
              most,
              stuckCardBound(b, stockCycle, apartOnly, false, first, second, host, other),
            )
        }
      }
      if (most < 52) return most
    }
  }
  return base
}
