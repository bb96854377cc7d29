// Saratoga's knowledge for the racing bot (bot/choose.ts): the value of a position rebuilt from
// a view (buried cards cost) and the greedy policy over the waste tops the unseen cards allow.
import { CARD_UP, foundationCards, pileOf, type BotGame } from '../bot-game.js'
import { isUnknown } from '../unknown-card.js'
import { rankOf, suitOf, SUITS } from '../../cards.js'
import { greedyMove } from './bot.js'
import { movableRunLength } from './building.js'
import { FOUNDATION_IDS, TABLEAU_IDS } from './piles.js'
import { possibleWasteTops } from './reachable-tops.js'

export const saratogaBot: BotGame = {
  evaluate(state) {
    let score = CARD_UP * foundationCards(state)
    const sizes = FOUNDATION_IDS.map((id) => pileOf(state, id).length)
    for (const id of TABLEAU_IDS) {
      const cards = pileOf(state, id)
      if (cards.length === 0) {
        score += 8
        continue
      }
      // Cards under the movable run are buried: worse the deeper and the sooner they are needed.
      const free = cards.length - movableRunLength(cards)
      for (let i = 0; i < free; i++) {
        const card = cards[i]
        if (card === undefined) continue
        const away = rankOf(card) - (sizes[SUITS.indexOf(suitOf(card))] ?? 0) - 1
        const above = cards.length - 1 - i
        score -= above * (away <= 1 ? 3 : away <= 4 ? 1.5 : 0.5)
      }
    }
    return score
  },
  greedy(state, unseen) {
    const reachable = [...possibleWasteTops(pileOf(state, 'waste'), [...unseen.keys()])]
    return greedyMove(state, undefined, reachable)
  },
  revealsUnknown: (state) => pileOf(state, 'waste').some(isUnknown),
}
