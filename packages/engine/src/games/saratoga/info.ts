import type { GameInfo } from '../../types.js'

export const VARIANT_IDS = ['standard', 'foundation-takeback'] as const

export const info: GameInfo = {
  id: 'saratoga',
  name: 'Saratoga',
  decks: 1,
  cards: 52,
  stockAction: 'draw',
  variants: [
    {
      id: 'standard',
      name: 'Standard',
      description:
        'Draw three, redeal as often as you like, and a card on a foundation stays there.',
    },
    {
      id: 'foundation-takeback',
      name: 'Foundation takebacks',
      description:
        'As standard, but the top card of a foundation may come back down onto the tableau.',
    },
  ],
  summary:
    'Klondike with every card face up: seven piles in a staircase, all visible from the start. ' +
    'Build the piles down in alternating colours, move any ordered run as a unit, and fill an ' +
    'empty pile only with a king. Turn the stock three cards at a time, as often as you like, ' +
    'and race to build all four suits up from ace to king on the foundations.',
}

export function allowsTakeback(variant: string): boolean {
  return variant === 'foundation-takeback'
}
