import type { GameInfo } from '../../types.js'

export const info: GameInfo = {
  id: 'grandmas-game',
  name: "Grandma's Game",
  decks: 2,
  cards: 104,
  stockAction: 'deal',
  variants: [
    {
      id: 'standard',
      name: 'Standard',
      description:
        'Before a pile goes back from the workspace you may rearrange its cards in any order.',
    },
    {
      id: 'no-reorder',
      name: 'No reorder',
      description:
        'Workspace cards can still be played from any position, but their order can never be changed. Much harder.',
    },
  ],
  summary:
    'Two decks are laid out on thirteen piles, one per rank, and only the top of each pile is in play. ' +
    'Each suit has a foundation built up from the ace and another built down from the king; when the two meet, cards may slide between them. ' +
    'Dealing turns a stock card onto the pile of its rank and lifts that whole pile into the workspace, where every card can be played and the order rearranged before the pile goes back. ' +
    'Get all 104 cards onto the foundations.',
}
