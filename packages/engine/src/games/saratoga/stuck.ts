import type { GameState, GameStatus } from '../../types.js'
import { allowsTakeback } from './info.js'
import { foundationCount } from './piles.js'
import { searchProgress } from './progress-search.js'

/**
 * rules 2.7: won with 52 cards up; stuck ("dead") when no progress move can ever be reached.
 * With takebacks the search also walks foundation moves (progress-search.ts), so a position
 * counts as dead only if no sequence of takebacks and tableau moves lets a waste card play or
 * the foundations rise above their current count. Hitting the search cap means "not dead".
 */
export function status(state: GameState): GameStatus {
  if (foundationCount(state) === 52) return 'won'
  const result = searchProgress(state, allowsTakeback(state.variant))
  return !result.found && !result.capped ? 'stuck' : 'playing'
}
