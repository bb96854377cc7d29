import type { GameState, GameStatus } from '../../types.js'
import { allowsTakeback, info } from './info.js'
import { foundationCount, pile } from './piles.js'
import { searchProgress } from './progress-search.js'
import { possibleWasteTops } from './reachable-tops.js'
import { memoStatus } from '../memo-status.js'

/**
 * rules 2.7: won with 52 cards up; stuck ("dead") when no progress move can ever be reached.
 *
 * The status is part of the player's view, and the view must not depend on the face-down
 * stock's order (engine contract). So R, the cards that can reach the waste top, is taken
 * as possibleWasteTops: every stock card counts as reachable. While the stock holds cards
 * this can only call a dead position alive (never the reverse); once the stock is drawn out
 * it is exactly rules 2.7's R, so a dead position is declared at the latest when the player
 * next empties the stock, before any score could change. See README.md.
 *
 * With takebacks the search also walks foundation moves (progress-search.ts): dead only if
 * no takebacks and tableau moves let a waste card play or the foundations rise above their
 * current count. Hitting the search cap means "not dead".
 */
export const status = memoStatus(computeStatus)

/** `status` without the cache: for a position that changes in place (live.ts). */
export function computeStatus(state: GameState): GameStatus {
  if (foundationCount(state) === info.cards) return 'won'
  const reachable = [...possibleWasteTops(pile(state, 'waste'), pile(state, 'stock'))]
  const result = searchProgress(state, allowsTakeback(state.variant), reachable)
  return !result.found && !result.capped ? 'stuck' : 'playing'
}
