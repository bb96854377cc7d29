// Solver knowledge of the Sir Tommy family (rules 1.4, 1.8).
import { rankOf, suitOf, SUITS } from '../../cards.js'
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
 * Every foundation that could ever take `card` has taken its rank already or takes it next. The
 * cards of that rank still to come then each have a place of their own, so putting this one up
 * now takes nothing from any other card: the move cannot lower the best score.
 */
function safeUp(kind: string, state: GameState, card: Card): boolean {
  const rank = rankOf(card)
  const heights = NUMBERED_FOUNDATION_IDS.map((id) => cardsOf(state, id).length)
  if (kind === 'suit') return true
  if (kind === 'interval') return heights.every((h, i) => h >= intervalIndex(i + 1, rank))
  if (kind === 'colour') {
    // Aces out in suit order S H D C: foundations 1 and 4 are black, 2 and 3 red.
    const red = suitOf(card) === 'H' || suitOf(card) === 'D'
    return heights.every((h, i) => (i === 1 || i === 2) !== red || h >= rank - 1)
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
