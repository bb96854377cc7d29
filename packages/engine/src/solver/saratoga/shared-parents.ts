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
import { lastFixpoint, stuckCardBound } from './stuck-cards.js'

const red = (card: number): boolean => card >= 13 && card < 39

const scratch = new Int8Array(4)
/** From the stuck-card bound's own fixpoint (stuck-cards.ts, `lastFixpoint`): per card ×
 * parent, every fact drawn from the card reaching a parent held in an order with it first onto
 * that parent, and with it second. */
const asFirst = new Uint8Array(104)
const asSecond = new Uint8Array(104)

/** Which of a card's two parents `parent` is: 0 the one of the lower suit, 1 the higher. */
const side = (parent: number): number => (parent >= 26 ? 1 : 0)

function pairOrder(first: number, second: number, host: number, other: number): Int8Array {
  scratch[0] = first
  scratch[1] = second
  scratch[2] = host
  scratch[3] = other
  return scratch
}

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

/**
 * The stuck-card bound, then, while it stays where it is, each pair read in its four orders;
 * with `skipUnneeded` (for the test: the same bound either way), only the pairs the fixpoint
 * needed on a parent.
 */
export function sharedParentsBound(
  b: SaratogaBoard,
  stockCycle: boolean,
  apartOnly: boolean,
  skipUnneeded = true,
): number {
  const base = stuckCardBound(b, stockCycle, apartOnly)
  if (b.takebacks || base < 52) return base
  // An order of a pair restricts only when its two cards reach a parent. If every fact the
  // stuck-card fixpoint drew from one of them reaching a parent held that order's condition for
  // it when drawn, the same facts in the same sequence are drawn in the order's fixpoint too (all
  // its conditions only grow with the facts), so that order bounds 52 and the pair cannot cut:
  // it is skipped, the same bound at less cost.
  asFirst.set(lastFixpoint.asFirst)
  asSecond.set(lastFixpoint.asSecond)
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
          const covered =
            asFirst[first * 2 + side(host)] === 1 && asSecond[second * 2 + side(host)] === 1
          if (skipUnneeded && covered) most = 52
          if (most < 52)
            most = Math.max(
              most,
              stuckCardBound(
                b,
                stockCycle,
                apartOnly,
                false,
                pairOrder(first, second, host, other),
                1,
              ),
            )
        }
      }
      if (most < 52) return most
    }
  }
  return base
}
