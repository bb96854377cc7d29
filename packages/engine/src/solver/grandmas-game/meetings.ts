// A suit whose up and down piles have met (n_s = 13, rules 3.4) takes any of its ranks: cards
// slide across between the two piles until the up pile shows the rank below, and the card goes
// up. Every meeting point is reached from every other by slides alone, so the positions that
// differ only there are one position: the hash reads the suit as met (board.ts), and the
// candidates offer each card of the suit once, onto its up pile, with the slides it needs
// (board.ts's place). Putting the card down instead, at the point one higher, leaves the same
// piles. The slides themselves are then no candidates: they add no card, and every point they
// lead to is reached by the card moves. Without this the search walked the meeting points of
// several met suits in turn, lines of over 1,000 slides, and stopped at its depth limit
// (solvability-381 and -599, standard).
import { GRANDMAS_FOUNDATION_IDS } from '../../pile-ids.js'
import type { Move } from '../../types.js'
import { FREE_TABLEAU, type GrandmasBoard, rankOf, TRANSFER, WORKSPACE } from './board.js'

/** The card a tableau or workspace move code takes, read before it is played. */
function cardOf(b: GrandmasBoard, code: number): number {
  if (code >= FREE_TABLEAU) return b.tab[(code - FREE_TABLEAU) >> 3] ?? 0
  return code >= WORKSPACE ? (b.ws[(code - WORKSPACE) >> 3] ?? 0) : b.tabTop(code >> 3)
}

/** The engine's slides (foundation to foundation) that card move `code` plays first. */
export function slidesBefore(b: GrandmasBoard, code: number): Move[] {
  const f = code & 7
  if ((code >= TRANSFER && code < FREE_TABLEAU) || f >= 4) return []
  const have = b.fLen[f] ?? 0
  if (have + (b.fLen[f + 4] ?? 0) !== 13) return []
  return slidesBetween(f, have, rankOf(cardOf(b, code)) - 1)
}

/** The slides that take up pile f of a met suit from `have` cards to `want`. */
export function slidesBetween(f: number, have: number, want: number): Move[] {
  const up = GRANDMAS_FOUNDATION_IDS[f]!
  const down = GRANDMAS_FOUNDATION_IDS[f + 4]!
  const slide: Move = have > want ? { from: up, to: down } : { from: down, to: up }
  const slides: Move[] = []
  for (let k = Math.abs(have - want); k > 0; k--) slides.push(slide)
  return slides
}
