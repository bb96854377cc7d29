// Saratoga's pile ids and the fixed suit of each foundation slot (rules 2.1: one per suit).
import { SUITS, type Suit } from '../../cards.js'
import type { Card, GameState, PileId } from '../../types.js'

export const TABLEAU_IDS = [
  'tableau-1',
  'tableau-2',
  'tableau-3',
  'tableau-4',
  'tableau-5',
  'tableau-6',
  'tableau-7',
] as const
export const FOUNDATION_IDS = [
  'foundation-1',
  'foundation-2',
  'foundation-3',
  'foundation-4',
] as const
export const PILE_IDS = ['stock', 'waste', ...TABLEAU_IDS, ...FOUNDATION_IDS] as const

/** foundation-1..4 hold spades, hearts, diamonds, clubs (the order of SUITS). */
export const FOUNDATION_SUITS: readonly Suit[] = SUITS

export function foundationIdOf(suit: Suit): PileId {
  return `foundation-${SUITS.indexOf(suit) + 1}`
}

export function isTableauId(id: PileId): boolean {
  return (TABLEAU_IDS as readonly string[]).includes(id)
}

export function isFoundationId(id: PileId): boolean {
  return (FOUNDATION_IDS as readonly string[]).includes(id)
}

export function isPileId(id: PileId): boolean {
  return (PILE_IDS as readonly string[]).includes(id)
}

export function pile(state: GameState, id: PileId): Card[] {
  return state.piles[id] ?? []
}

export function tableauOf(state: GameState): Card[][] {
  return TABLEAU_IDS.map((id) => pile(state, id))
}

export function foundationCount(state: GameState): number {
  return FOUNDATION_IDS.reduce((sum, id) => sum + pile(state, id).length, 0)
}
