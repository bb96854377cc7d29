// What a Sir Tommy player sees (rules 1.3): everything but the stock, which is face down.
import type { Card, GameState, PlayerView } from '../../types.js'
import { pileIdsOf, pilesOf } from './piles.js'
import { foundationCount, status } from './status.js'
import { variantOf } from './variants.js'
import { info } from './info.js'

export function view(state: GameState): PlayerView {
  const variant = variantOf(state.variant)
  const own = pilesOf(state)
  const stockCount = own.stock.length
  const piles: Record<string, Card[]> = {}
  const hidden: Record<string, number> = {}
  for (const id of pileIdsOf(variant)) {
    piles[id] = id === 'stock' ? [] : own[id]
    hidden[id] = id === 'stock' ? stockCount : 0
  }
  return {
    game: 'sir-tommy',
    variant: state.variant,
    piles,
    hidden,
    stockCount,
    workspaceHome: null,
    peek: {},
    redealsLeft: variant.redeals - state.redeals,
    foundation: foundationCount(own),
    total: info.cards,
    moves: state.moves,
    status: status(state),
  }
}
