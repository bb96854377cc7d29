// What a player sees, rules 3.3 and the peek of 3.7.
import type { Card, GameState, PileId, Piles, PlayerView } from '../../types.js'
import { playableWithTransfers } from './foundations.js'
import { PILE_IDS, TABLEAU_IDS, isTableau, pile, topOf } from './piles.js'
import { TOTAL_CARDS, foundationCount, status } from './status.js'

export function view(state: GameState): PlayerView {
  const peek = peeks(state)
  const piles: Piles = {}
  const hidden: PlayerView['hidden'] = {}
  for (const id of PILE_IDS) {
    const cards = pile(state, id)
    if (id === 'stock') {
      piles[id] = []
      hidden[id] = cards.length
    } else if (isTableau(id)) {
      // rules 3.3: squared piles show their top only; a peeked card (3.7) is face up too, so
      // it is listed under the top (and in `peek`) and not counted as hidden.
      const shown = Object.hasOwn(peek, id) ? 2 : 1
      const faceUp = cards.slice(-shown)
      piles[id] = faceUp
      hidden[id] = cards.length - faceUp.length
    } else {
      // Shown as it is, not copied: views are never mutated (PlayerView).
      piles[id] = cards as Card[]
      hidden[id] = 0
    }
  }
  return {
    game: 'grandmas-game',
    variant: state.variant,
    piles,
    hidden,
    stockCount: pile(state, 'stock').length,
    workspaceHome: state.workspaceHome,
    peek,
    redealsLeft: 0,
    foundation: foundationCount(state),
    total: TOTAL_CARDS,
    moves: state.moves,
    status: status(state),
  }
}

/**
 * rules 3.7: when two or more tableau tops are the same card and it is playable (counting
 * transfers), the card beneath each of those tops is shown.
 */
function peeks(state: GameState): PlayerView['peek'] {
  const byTop = new Map<Card, PileId[]>()
  for (const id of TABLEAU_IDS) {
    const top = topOf(pile(state, id))
    if (top !== undefined) byTop.set(top, [...(byTop.get(top) ?? []), id])
  }
  const peek: PlayerView['peek'] = {}
  for (const [top, ids] of byTop) {
    if (ids.length < 2 || !playableWithTransfers(state, top)) continue
    for (const id of ids) {
      const cards = pile(state, id)
      const beneath = cards[cards.length - 2]
      if (beneath !== undefined) peek[id] = beneath
    }
  }
  return peek
}
