import type { Card, GameState, PlayerView } from '../../types.js'
import { foundationCount, pile, PILE_IDS } from './piles.js'
import { status } from './status.js'
import { info } from './info.js'

/**
 * rules 2.3: every tableau and waste card is visible; only the stock is hidden (its size is
 * shown). Unlimited redeals, so redealsLeft is null.
 */
export function view(state: GameState): PlayerView {
  const piles: Record<string, Card[]> = {}
  const hidden: Record<string, number> = {}
  for (const id of PILE_IDS) {
    piles[id] = id === 'stock' ? [] : pile(state, id)
    hidden[id] = id === 'stock' ? pile(state, id).length : 0
  }
  return {
    game: state.game,
    variant: state.variant,
    piles,
    hidden,
    stockCount: pile(state, 'stock').length,
    workspaceHome: null,
    peek: {},
    redealsLeft: null,
    foundation: foundationCount(state),
    total: info.cards,
    moves: state.moves,
    status: status(state),
  }
}
