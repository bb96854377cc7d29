// What the bot needs to know of a game (each game's folder holds its own, `bot-knowledge.ts`,
// and hands it over in its rules descriptor) and the helpers every game's knowledge shares.
import { pileEntries } from '../pile-ids.js'
import type { Card, GameState, Move, PileId } from '../types.js'

/** One card on a foundation is worth more than any rearrangement. */
export const CARD_UP = 100

export interface BotGame {
  /** Higher is better. Reads face-up cards only; UNKNOWN cards count for nothing. */
  evaluate(state: GameState): number
  /** The greedy reference policy on the rebuilt state (null: no opinion). */
  greedy(state: GameState, unseen: ReadonlyMap<Card, number>): Move | null
  /**
   * Sir Tommy: the expected value of `state` once its pending card, unknown, turns out to be
   * one of `unseen` (each as often as it is unseen) and is placed where it does least harm.
   */
  expectPending?(state: GameState, unseen: ReadonlyMap<Card, number>): number
  /** True when this state shows a face-down card face up (the move before it was chance). */
  revealsUnknown(state: GameState): boolean
}

export function pileOf(state: GameState, id: PileId): readonly Card[] {
  return state.piles[id] ?? []
}

export function foundationCards(state: GameState): number {
  let n = 0
  for (const [id, cards] of pileEntries(state.piles))
    if (id.startsWith('foundation')) n += cards.length
  return n
}
