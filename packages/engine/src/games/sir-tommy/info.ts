import type { GameInfo } from '../../types.js'
import { SIR_TOMMY_VARIANTS } from './variants.js'

export const info: GameInfo = {
  id: 'sir-tommy',
  name: 'Sir Tommy',
  decks: 1,
  cards: 52,
  stockAction: null,
  variants: SIR_TOMMY_VARIANTS.map(({ id, name, description }) => ({ id, name, description })),
  summary:
    'Cards turn over from the stock one at a time, and each must be placed at once: up on a foundation, or on any of four waste piles. ' +
    'Foundations climb from ace to king whatever the suit, and only the top card of a waste pile can still go up. ' +
    'Get all 52 cards up to win; in a race, most cards up wins. Also known as Old Patience, Try Again or Numerica.',
}
