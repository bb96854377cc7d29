// Sir Tommy's safe (dominance) moves: a card to a foundation when that can never lower the best
// reachable score, applied by the search without branching.
import type { SirTommyBoard } from './board.js'
import { FROM_PENDING, isRed, Kind, rankOf } from './encoding.js'

/**
 * Every foundation that could ever take `card` has taken its rank already or takes it next:
 * each card of that rank still to come has a place of its own, so putting this one up takes
 * nothing from any other card.
 */
function safeUp(p: SirTommyBoard, card: number): boolean {
  const r = rankOf(card)
  switch (p.kind) {
    case Kind.Suit:
      return true
    case Kind.Interval:
      for (let f = 0; f < 4; f++) if ((p.fLen[f] ?? 0) < intervalIndex(p, f, r)) return false
      return true
    case Kind.Colour:
      for (let f = 0; f < 4; f++) {
        const base = p.fBase[f] ?? -1
        if (base >= 0 && isRed(base) === isRed(card) && (p.fLen[f] ?? 0) < r - 1) return false
      }
      return true
    case Kind.Rank:
      for (let f = 0; f < 4; f++) if ((p.fLen[f] ?? 0) < r - 1) return false
      return true
  }
}

/** Where rank r comes in foundation f's sequence (13 if never). */
function intervalIndex(p: SirTommyBoard, f: number, r: number): number {
  for (let k = 0; k < 13; k++) if (p.seq[f * 13 + k] === r) return k
  return 13
}

/** A safe foundation move, or -1. */
export function safeMove(p: SirTommyBoard): number {
  if (p.pending >= 0 && !p.afterStock) {
    for (let f = 0; f < 4; f++) {
      if (p.fits(f, p.pending) && safeUp(p, p.pending)) return FROM_PENDING * 16 + f
    }
  }
  if (!p.foundationsOpen()) return -1
  for (let w = 0; w < p.wastes; w++) {
    const len = p.wasteLen[w] ?? 0
    if (len === 0) continue
    const top = p.waste[w * 52 + len - 1] ?? 0
    for (let f = 0; f < 4; f++) {
      if (p.fits(f, top) && safeUp(p, top)) return (w + 1) * 16 + f
    }
  }
  return -1
}
