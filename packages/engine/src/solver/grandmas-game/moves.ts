// Grandma's Game's moves on the compact board, in the engine's order (legal-moves.ts of the
// game): tableau tops, then workspace cards, then transfers, then the deal. Reorders are not
// moves here (position.ts says why). A pile or workspace that is a set (board.ts's free order)
// offers each of its cards, a card held twice once.
import {
  DEAL,
  FREE_TABLEAU,
  type GrandmasBoard,
  rankOf,
  suitOf,
  TRANSFER,
  WORKSPACE,
} from './board.js'
import { twinFree } from './free-twins.js'

/** Whether card i of `cards` (from `start`) repeats an earlier one. */
function repeats(cards: Int8Array, start: number, i: number): boolean {
  const card = cards[i]
  for (let j = start; j < i; j++) if (cards[j] === card) return true
  return false
}

/**
 * The foundation moves of `card` (up, then down), as `base + f`; returns where it ended. With
 * `meetings`, a card of a suit whose piles have met goes up, whatever its rank (meetings.ts).
 */
function targets(
  b: GrandmasBoard,
  card: number,
  base: number,
  out: Int32Array,
  at: number,
  meetings: boolean,
): number {
  const suit = suitOf(card)
  if (meetings && (b.fLen[suit] ?? 0) + (b.fLen[suit + 4] ?? 0) === 13) {
    out[at++] = base + suit
    return at
  }
  if (b.fits(suit, card)) out[at++] = base + suit
  if (b.fits(suit + 4, card)) out[at++] = base + suit + 4
  return at
}

/**
 * Every legal move but the reorders, in the engine's order; returns how many. With `meetings`,
 * a met suit's cards as meetings.ts has them, and no slides.
 */
export function legalMoves(b: GrandmasBoard, out: Int32Array, at = 0, meetings = false): number {
  const start = at
  for (let p = 0; p < 13; p++) {
    if (b.free[p] === 1) {
      const base = p * 104
      const n = base + (b.tabLen[p] ?? 0)
      for (let i = base; i < n; i++) {
        if (!repeats(b.tab, base, i))
          at = targets(b, b.tab[i] ?? 0, FREE_TABLEAU + (i << 3), out, at, meetings)
      }
      continue
    }
    const card = b.tabTop(p)
    if (card >= 0) at = targets(b, card, p << 3, out, at, meetings)
  }
  for (let i = 0; i < b.wsLen; i++) {
    if (b.freeOrder && repeats(b.ws, 0, i)) continue
    at = targets(b, b.ws[i] ?? 0, WORKSPACE + (i << 3), out, at, meetings)
  }
  for (let f = 0; f < 8 && !meetings; f++) {
    const card = b.foundationTop(f)
    if (card >= 0 && b.fits(f ^ 4, card)) out[at++] = TRANSFER + f
  }
  if (b.stockLen > 0) out[at++] = DEAL
  return at - start
}

/** The card a tableau or workspace move takes. */
function movedCard(b: GrandmasBoard, move: number): number {
  if (move >= FREE_TABLEAU) return b.tab[(move - FREE_TABLEAU) >> 3] ?? 0
  return move >= WORKSPACE ? (b.ws[(move - WORKSPACE) >> 3] ?? 0) : b.tabTop(move >> 3)
}

/**
 * The other copy of this card (two packs) already lies on a foundation of its suit (up holds
 * A…u, down K…d), so this copy has one place left and nothing else to do: sending it there now
 * only frees what lies above or below it. Not while the suit's piles have met (n_s = 13, rules
 * 3.4): the card would fix where they meet, and sliding cards across first may let others go up
 * (late-sets-2 in reorders-exhaustive.test.ts: 70 cards with it, 76 without).
 */
function lastCopy(b: GrandmasBoard, card: number): boolean {
  const suit = suitOf(card)
  const rank = rankOf(card)
  const up = b.fLen[suit] ?? 0
  const down = b.fLen[suit + 4] ?? 0
  return up + down !== 13 && (up >= rank || down >= 14 - rank)
}

const scratch = new Int32Array(512)

/**
 * The first tableau or workspace move of a last copy (hooks.ts's safe move), or with
 * `freeTwins` of a card whose twin is free (free-twins.ts), or -1.
 */
export function safeMove(b: GrandmasBoard, freeTwins = false): number {
  const count = legalMoves(b, scratch)
  for (let i = 0; i < count; i++) {
    const move = scratch[i] ?? 0
    if (move >= TRANSFER && move < FREE_TABLEAU) break
    const card = movedCard(b, move)
    if (lastCopy(b, card)) return move
    if (freeTwins && twinFree(b, card, move >= WORKSPACE)) return move
  }
  return -1
}
