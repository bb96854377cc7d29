// Pile ids of Grandma's Game (docs/engine.md) and small helpers to read them.
import { rankWord, SUITS, suitWord, type Suit } from '../../cards.js'
import type { Card, GameState, PileId } from '../../types.js'

export const DIRECTIONS = ['up', 'down'] as const
export type Direction = (typeof DIRECTIONS)[number]

/** tableau-1 (the Ace pile) … tableau-13 (the King pile). */
export const TABLEAU_IDS: readonly PileId[] = Array.from(
  { length: 13 },
  (_, i) => `tableau-${i + 1}`,
)

export const FOUNDATION_IDS: readonly PileId[] = DIRECTIONS.flatMap((dir) =>
  SUITS.map((suit) => foundationId(dir, suit)),
)

export const PILE_IDS: readonly PileId[] = ['stock', ...TABLEAU_IDS, 'workspace', ...FOUNDATION_IDS]

export function tableauId(rank: number): PileId {
  return `tableau-${rank}`
}

export function foundationId(dir: Direction, suit: Suit): PileId {
  return `foundation-${dir}-${suit}`
}

export type Foundation = { dir: Direction; suit: Suit }

export function parseFoundation(id: PileId): Foundation | null {
  const match = /^foundation-(up|down)-([SHDC])$/.exec(id)
  if (!match) return null
  return { dir: match[1] as Direction, suit: match[2] as Suit }
}

export function isTableau(id: PileId): boolean {
  return TABLEAU_IDS.includes(id)
}

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
