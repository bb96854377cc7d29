// Pile ids of Grandma's Game (docs/engine.md) and small helpers to read them.
import { rankWord, SUITS, suitWord, type Suit } from '../../cards.js'
import {
  DIRECTIONS,
  GRANDMAS_FOUNDATION_IDS,
  GRANDMAS_TABLEAU_IDS,
  pileIdGuard,
  type Direction,
  type GrandmasFoundationId,
  type GrandmasGamePileId,
  type GrandmasTableauId,
} from '../../pile-ids.js'
import type { Card, GameState, PileId } from '../../types.js'

export type { Direction }

/** tableau-1 (the Ace pile) … tableau-13 (the King pile). */
export const TABLEAU_IDS: readonly GrandmasTableauId[] = GRANDMAS_TABLEAU_IDS

export const FOUNDATION_IDS: readonly GrandmasFoundationId[] = GRANDMAS_FOUNDATION_IDS

export const PILE_IDS: readonly GrandmasGamePileId[] = [
  'stock',
  ...TABLEAU_IDS,
  'workspace',
  ...FOUNDATION_IDS,
]

/** The pile of rank 1 (the Ace pile) … 13 (the King pile). */
export function tableauId(rank: number): GrandmasTableauId {
  const id = TABLEAU_IDS[rank - 1]
  if (id === undefined) throw new RangeError(`there is no tableau pile ${rank}`)
  return id
}

export function foundationId(dir: Direction, suit: Suit): GrandmasFoundationId {
  return `foundation-${dir}-${suit}`
}

const FOUNDATIONS = new Map<PileId, Foundation>(
  DIRECTIONS.flatMap((dir) => SUITS.map((suit) => [foundationId(dir, suit), { dir, suit }])),
)

export type Foundation = { dir: Direction; suit: Suit }

export function parseFoundation(id: PileId): Foundation | null {
  return FOUNDATIONS.get(id) ?? null
}

export const isTableau = pileIdGuard(TABLEAU_IDS)
/** True when `id` names a pile of Grandma's Game (a move's ids may be another game's). */
export const isGrandmasPileId = pileIdGuard<GrandmasGamePileId>(PILE_IDS)

export function pile(state: GameState, id: PileId): readonly Card[] {
  return state.piles[id] ?? []
}

export function topOf(cards: readonly Card[]): Card | undefined {
  return cards[cards.length - 1]
}

/** "the hearts up foundation" — for messages. */
export function foundationName({ dir, suit }: Foundation): string {
  return `the ${suitWord(suit)} ${dir} foundation`
}

export function pileName(id: PileId): string {
  const f = parseFoundation(id)
  if (f) return foundationName(f)
  if (isTableau(id)) return `the ${rankWord(Number(id.slice('tableau-'.length)))} pile`
  return `the ${id}`
}
