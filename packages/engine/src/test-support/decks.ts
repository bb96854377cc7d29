// Helpers for engine tests (not part of the build): fixed decks and scripted play.
import { isCard, standardDeck } from '../cards.js'
import { applyMove } from '../index.js'
import { isPileId } from '../pile-ids.js'
import type { Card, GameState, PileId } from '../types.js'

/** A one-deck order that starts with `first`, followed by the other cards in standard order. */
export function deckStartingWith(first: readonly Card[]): Card[] {
  const rest = standardDeck().filter((card) => !first.includes(card))
  return [...first, ...rest]
}

/** Applies each move through the public API; fails the test with the engine's message if one is refused. */
export function play(state: GameState, moves: readonly unknown[]): GameState {
  let current = state
  for (const move of moves) {
    const result = applyMove(current, move)
    if (!result.ok) throw new Error(`${JSON.stringify(move)} was refused: ${result.error.message}`)
    current = result.state
  }
  return current
}

/** Sir Tommy's four foundations, foundation-1 to foundation-4. */
export function foundationsOf(state: GameState) {
  return [1, 2, 3, 4].map((n) => state.piles[pileId(`foundation-${n}`)])
}

/** All cards of a state, sorted: equal for two states holding the same cards. */
export function allCards(state: GameState): Card[] {
  return Object.values(state.piles).flat().sort()
}

/** The pile id written in `text` (ids built in tests, e.g. `waste-${n}`); throws on a non-id. */
export function pileId(text: string): PileId {
  if (!isPileId(text)) throw new Error(`${text} is not a pile id`)
  return text
}

/** The cards written in `text`, separated by spaces (e.g. `'3S JH 3D'`); throws on a non-card. */
export function cards(text: string): Card[] {
  return text.split(' ').map((card) => {
    if (!isCard(card)) throw new Error(`${card} is not a card`)
    return card
  })
}

/** The pile ids written in `text`, separated by spaces (e.g. `'stock waste-1'`). */
export function pileIds(text: string): PileId[] {
  return text.split(' ').map(pileId)
}
