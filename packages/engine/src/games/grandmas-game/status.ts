// End of game, rules 3.8.
import type { GameState, GameStatus } from '../../types.js'
import { playableWithTransfers } from './foundations.js'
import { info } from './info.js'
import { FOUNDATION_IDS, TABLEAU_IDS, pile, topOf } from './piles.js'

export const TOTAL_CARDS = info.cards

export function foundationCount(state: GameState): number {
  return FOUNDATION_IDS.reduce((sum, id) => sum + pile(state, id).length, 0)
}

/**
 * Won with every card on the foundations; stuck once the stock is empty and no tableau top or
 * workspace card can be played, counting transfers. Reorders and transfers may still be
 * possible then, but they can never change the score.
 */
export function status(state: GameState): GameStatus {
  if (foundationCount(state) === TOTAL_CARDS) return 'won'
  if (pile(state, 'stock').length > 0) return 'playing'
  const tops = TABLEAU_IDS.map((id) => topOf(pile(state, id)))
  const available = [...tops, ...pile(state, 'workspace')]
  return available.some((card) => card !== undefined && playableWithTransfers(state, card))
    ? 'playing'
    : 'stuck'
}
