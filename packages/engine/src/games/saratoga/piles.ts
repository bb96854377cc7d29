// Saratoga's pile ids and the fixed suit of each foundation slot (rules 2.1: one per suit).
import { SUITS, suitWord, type Suit } from '../../cards.js'
import {
  NUMBERED_FOUNDATION_IDS,
  pileIdGuard,
  SARATOGA_TABLEAU_IDS,
  type NumberedFoundationId,
  type SaratogaPileId,
  type SaratogaTableauId,
} from '../../pile-ids.js'
import type { Card, GameState, PileId } from '../../types.js'

export const TABLEAU_IDS = SARATOGA_TABLEAU_IDS
export const FOUNDATION_IDS = NUMBERED_FOUNDATION_IDS
export const PILE_IDS = ['stock', 'waste', ...TABLEAU_IDS, ...FOUNDATION_IDS] as const

/** foundation-1..4 hold spades, hearts, diamonds, clubs (the order of SUITS). */
export const FOUNDATION_SUITS: readonly Suit[] = SUITS

const FOUNDATION_OF_SUIT: Record<Suit, NumberedFoundationId> = {
  S: 'foundation-1',
  H: 'foundation-2',
  D: 'foundation-3',
  C: 'foundation-4',
}

export function foundationIdOf(suit: Suit): NumberedFoundationId {
  return FOUNDATION_OF_SUIT[suit]
}

const SUIT_OF_FOUNDATION: Record<NumberedFoundationId, Suit> = {
  'foundation-1': 'S',
  'foundation-2': 'H',
  'foundation-3': 'D',
  'foundation-4': 'C',
}

export function suitOfFoundation(id: NumberedFoundationId): Suit {
  return SUIT_OF_FOUNDATION[id]
}

/** tableau-1 … tableau-7 by position 0 … 6. */
export function tableauIdAt(index: number): SaratogaTableauId {
  const id = TABLEAU_IDS[index]
  if (id === undefined) throw new RangeError(`Saratoga has no tableau pile at ${index}`)
  return id
}

export const isTableauId = pileIdGuard(TABLEAU_IDS)
export const isFoundationId = pileIdGuard(FOUNDATION_IDS)
/** True when `id` names a pile of Saratoga (a move's ids may be another game's). */
export const isSaratogaPileId = pileIdGuard<SaratogaPileId>(PILE_IDS)

export function pile(state: GameState, id: PileId): Card[] {
  return state.piles[id] ?? []
}

export function tableauOf(state: GameState): Card[][] {
  return TABLEAU_IDS.map((id) => pile(state, id))
}

export function foundationCount(state: GameState): number {
  return FOUNDATION_IDS.reduce((sum, id) => sum + pile(state, id).length, 0)
}

/** "pile 3", "the waste", "the hearts foundation" — for messages people read. */
export function pileName(id: PileId): string {
  if (id.startsWith('tableau-')) return `pile ${id.slice('tableau-'.length)}`
  if (isFoundationId(id)) return `the ${suitWord(suitOfFoundation(id))} foundation`
  if (id.startsWith('foundation-')) return id
  return `the ${id}`
}
