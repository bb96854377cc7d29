// What a bot may know, rebuilt from a PlayerView alone: a GameState whose face-down cards are
// UNKNOWN placeholders (so the rules can be run on it), and the multiset of cards it has not
// seen (the complement of every face-up card; their order and places are unknown).
import { RANKS, SUITS } from '../cards.js'
import { RULES } from '../games/index.js'
import { pileEntries } from '../pile-ids.js'
import type { Card, GameState, Piles, PlayerView } from '../types.js'
import { UNKNOWN } from '../games/unknown-card.js'

/**
 * A state with the view's face-up cards where they are and `hidden[pile]` UNKNOWN cards
 * beneath them. `seen` is empty and `unseenDepth` null: the bot never reads them.
 */
export function stateFromView(view: PlayerView): GameState {
  const piles: Piles = {}
  for (const [id, cards] of pileEntries(view.piles)) {
    const hidden = view.hidden[id] ?? 0
    piles[id] = [...Array.from({ length: hidden }, () => UNKNOWN), ...cards]
  }
  const maxRedeals = RULES[view.game].redealsOf(view.variant)
  return {
    game: view.game,
    variant: view.variant,
    piles,
    moves: view.moves,
    redeals: view.redealsLeft === null ? 0 : Math.max(0, maxRedeals - view.redealsLeft),
    workspaceHome: view.workspaceHome,
    seen: '',
    unseenDepth: null,
  }
}

/** The cards not face up anywhere in the view, as a count per card (two packs: up to 2). */
export function unseenCards(view: PlayerView): Map<Card, number> {
  const copies = RULES[view.game].info.decks
  const counts = new Map<Card, number>()
  for (const suit of SUITS) for (const rank of RANKS) counts.set(`${rank}${suit}`, copies)
  for (const [, cards] of pileEntries(view.piles)) {
    for (const card of cards) {
      const n = counts.get(card)
      if (n !== undefined) counts.set(card, n - 1)
    }
  }
  for (const [card, n] of counts) if (n <= 0) counts.delete(card)
  return counts
}
