// Helpers for engine tests (not part of the build): fixed decks and scripted play.
import { standardDeck } from '../cards.js'
import { applyMove } from '../index.js'
import type { Card, GameState } from '../types.js'

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

/** All cards of a state, sorted: equal for two states holding the same cards. */
export function allCards(state: GameState): Card[] {
  return Object.values(state.piles).flat().sort()
}
