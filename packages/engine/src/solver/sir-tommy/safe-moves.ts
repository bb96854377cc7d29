// Sir Tommy's safe (dominance) moves: a card to a foundation when that can never lower the best
// reachable score, applied by the search without branching.
import type { SirTommyBoard } from './board.js'
import { FROM_PENDING, isRed, Kind, rankOf } from './encoding.js'

/**
 * Every foundation that will ever take `card` has taken its rank already or takes it next, and
 * those that take it next play alike: each card of that rank still to come then has a place of
 * its own and whichever place this one takes, the others' futures are the same, so putting it
 * up now takes nothing from any other card. (Were a foundation that will take the rank still
 * short of it, another card of the rank could need the place this one takes before that
 * foundation is ready; were two foundations that play differently both waiting for the rank,
 * the best line could need this card on the other one. Both happened: exhaustive.test.ts.)
 */
function safeUp(p: SirTommyBoard, card: number): boolean {
  const r = rankOf(card)
  switch (p.kind) {
    case Kind.Suit:
      return true // one place only: its suit's foundation (empty ones play alike)
    case Kind.Interval: {
      // Each foundation takes each rank once, each in its own steps: no two play alike.
      let waiting = 0
      for (let f = 0; f < 4; f++) {
        const at = intervalIndex(p, f, r)
        const len = p.fLen[f] ?? 0
        if (len < at) return false
        if (len === at) waiting++
      }
      return waiting === 1
    }
    case Kind.Colour: {
      // A foundation's colour is its ace's (rules 1.8(d)): until both aces of the card's colour
      // are up, one of its two foundations is still empty, short of any rank above the ace.
      if (r === 1) return true
      let ofColour = 0
      for (let f = 0; f < 4; f++) {
        const base = p.fBase[f] ?? -1
        if (base < 0 || isRed(base) !== isRed(card)) continue
        ofColour++
        if ((p.fLen[f] ?? 0) < r - 1) return false
      }
      return ofColour === 2
    }
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
