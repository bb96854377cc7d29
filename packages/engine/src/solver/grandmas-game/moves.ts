// Grandma's Game's moves on the compact board, in the engine's order (legal-moves.ts of the
// game): tableau tops, then workspace cards, then transfers, then the deal. Reorders are not
// moves here (position.ts says why).
import { DEAL, type GrandmasBoard, rankOf, suitOf, TRANSFER, WORKSPACE } from './board.js'

/** The foundation moves of `card` (up, then down), as `base + f`; returns where it ended. */
function targets(
  b: GrandmasBoard,
  card: number,
  base: number,
  out: Int32Array,
  at: number,
): number {
  const suit = suitOf(card)
  if (b.fits(suit, card)) out[at++] = base + suit
  if (b.fits(suit + 4, card)) out[at++] = base + suit + 4
  return at
}

/** Every legal move but the reorders, in the engine's order; returns how many. */
export function legalMoves(b: GrandmasBoard, out: Int32Array, at = 0): number {
  const start = at
  for (let p = 0; p < 13; p++) {
    const card = b.tabTop(p)
    if (card >= 0) at = targets(b, card, p << 3, out, at)
  }
  for (let i = 0; i < b.wsLen; i++) at = targets(b, b.ws[i] ?? 0, WORKSPACE + (i << 3), out, at)
  for (let f = 0; f < 8; f++) {
    const card = b.foundationTop(f)
    if (card >= 0 && b.fits(f ^ 4, card)) out[at++] = TRANSFER + f
  }
  if (b.stockLen > 0) out[at++] = DEAL
  return at - start
}

/** The card a tableau or workspace move takes. */
export function movedCard(b: GrandmasBoard, move: number): number {
  return move >= WORKSPACE ? (b.ws[(move - WORKSPACE) >> 3] ?? 0) : b.tabTop(move >> 3)
}

/**
 * The other copy of this card (two packs) already lies on a foundation of its suit (up holds
 * A…u, down K…d), so this copy has one place left and nothing else to do: sending it there now
 * only frees what lies above or below it.
 */
function lastCopy(b: GrandmasBoard, card: number): boolean {
  const suit = suitOf(card)
  const rank = rankOf(card)
  return (b.fLen[suit] ?? 0) >= rank || (b.fLen[suit + 4] ?? 0) >= 14 - rank
}

const scratch = new Int32Array(512)

/** The first tableau or workspace move of a last copy (hooks.ts's safe move), or -1. */
export function safeMove(b: GrandmasBoard): number {
  const count = legalMoves(b, scratch)
  for (let i = 0; i < count; i++) {
    const move = scratch[i] ?? 0
    if (move >= TRANSFER) break
    if (lastCopy(b, movedCard(b, move))) return move
  }
  return -1
}
