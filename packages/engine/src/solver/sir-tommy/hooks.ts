// Solver knowledge of the Sir Tommy family (rules 1.4, 1.8).
import { isRed, rankOf, suitOf, SUITS } from '../../cards.js'
import { NUMBERED_FOUNDATION_IDS, SIR_TOMMY_WASTE_IDS } from '../../pile-ids.js'
import type { Card, GameState, Move, PileId } from '../../types.js'
import { isFoundationMove, type SolverHooks } from '../hooks.js'

/** How each variant's foundations take cards (rules 1.8), as the solver needs it. */
const FOUNDATION_KIND: Record<string, 'rank' | 'suit' | 'colour' | 'interval'> = {
  standard: 'rank',
  relaxed: 'rank',
  redeal: 'rank',
  strategy: 'suit',
  'puss-in-the-corner': 'colour',
  calculation: 'interval',
}

const cardsOf = (state: GameState, id: PileId): Card[] => state.piles[id] ?? []

/** Position of `rank` in foundation i's sequence (Calculation: steps of i, rules 1.8(c)). */
function intervalIndex(i: number, rank: number): number {
  for (let k = 0, r = i; k < 13; k++, r = ((r + i - 1) % 13) + 1) if (r === rank) return k
  return 13
}

/**
 * Every foundation that will ever take `card` has taken its rank already or takes it next, and
 * those that take it next play alike. The cards of that rank still to come then each have a
 * place of their own, so putting this one up now takes nothing from any other card: the move
 * cannot lower the best score (the compact search's safe-moves.ts says why each part matters).
 */
function safeUp(kind: string, state: GameState, card: Card): boolean {
  const rank = rankOf(card)
  const heights = NUMBERED_FOUNDATION_IDS.map((id) => cardsOf(state, id).length)
  if (kind === 'suit') return true
  if (kind === 'interval') {
    // Each foundation takes each rank once, in its own steps: no two waiting for it play alike.
    const at = heights.map((_, i) => intervalIndex(i + 1, rank))
    return (
      heights.every((h, i) => h >= (at[i] ?? 13)) &&
      heights.filter((h, i) => h === at[i]).length === 1
    )
  }
  if (kind === 'colour') {
    // Each foundation's colour is that of its ace, which starts it (rules 1.8(d)); until both
    // aces of the card's colour are up, one of its foundations is still empty.
    if (rank === 1) return true
    const own = NUMBERED_FOUNDATION_IDS.map((id, i) => ({ ace: cardsOf(state, id)[0], i })).filter(
      ({ ace }) => ace !== undefined && isRed(ace) === isRed(card),
    )
    return own.length === 2 && own.every(({ i }) => (heights[i] ?? 0) >= rank - 1)
  }
  return heights.every((h) => h >= rank - 1)
}

/** Strategy (suit foundations, no moves between wastes): a suit stops below a buried card. */
function suitBound(state: GameState, wastes: readonly PileId[]): number {
  const cap = Object.fromEntries(SUITS.map((s) => [s, 13]))
  for (const id of wastes) {
    const lowest: Record<string, number> = {}
    for (const card of cardsOf(state, id)) {
      const suit = suitOf(card)
      const rank = rankOf(card)
      const below = lowest[suit] ?? 14
      if (rank > below) cap[suit] = Math.min(cap[suit] ?? 13, below - 1)
      lowest[suit] = Math.min(below, rank)
    }
  }
  return SUITS.reduce((sum, s) => sum + (cap[s] ?? 13), 0)
}

/**
 * Move order, lowest first: foundation moves; the pending card onto a waste pile whose top is
 * just above it, then onto an empty pile, then onto a lower card; everything else last.
 */
function moveScore(state: GameState, move: Move): number {
  if (isFoundationMove(move)) return 0
  const card = cardsOf(state, 'pending')[0]
  if (!('from' in move) || move.from !== 'pending' || card === undefined) return 50
  const top = cardsOf(state, move.to).at(-1)
  if (top === undefined) return 14
  const gap = rankOf(top) - rankOf(card)
  return gap >= 1 ? gap : 28 - gap
}

export function sirTommyHooks(variant: string): SolverHooks {
  const kind = FOUNDATION_KIND[variant] ?? 'rank'
  return {
    interchangeable(state) {
      const wastes = SIR_TOMMY_WASTE_IDS.filter((id) => state.piles[id] !== undefined)
      return kind === 'rank' ? [wastes, NUMBERED_FOUNDATION_IDS] : [wastes]
    },
    extraKey: (state) => `r${state.redeals}`,
    safeMove(state, moves) {
      for (const move of moves) {
        if (!isFoundationMove(move) || !('from' in move)) continue
        const card = cardsOf(state, move.from).at(-1)
        if (card !== undefined && safeUp(kind, state, card)) return move
      }
      return null
    },
    upperBound(state) {
      if (kind !== 'suit') return 52
      return suitBound(
        state,
        SIR_TOMMY_WASTE_IDS.filter((id) => state.piles[id] !== undefined),
      )
    },
    candidates(state, moves) {
      // A redeal without an order is the same as the order W1…W4, listed too.
      const listed = moves.filter(
        (m) => !('action' in m && m.action === 'redeal' && m.order === undefined),
      )
      const scored = listed.map((move, i) => ({ move, i, score: moveScore(state, move) }))
      scored.sort((a, b) => a.score - b.score || a.i - b.i)
      return { steps: scored.map((s) => [s.move]), complete: true }
    },
  }
}
