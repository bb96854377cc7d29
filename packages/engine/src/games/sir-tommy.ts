// Sir Tommy and its variants (rules 1): the parts of its GameRules, which games/index.ts takes as
// this module's namespace; the rules live in ./sir-tommy/.
import type { GameState } from '../types.js'
import { pilesOf } from './sir-tommy/piles.js'
import { foundationCount as foundationCountOf } from './sir-tommy/status.js'
import { variantOf } from './sir-tommy/variants.js'

export { sirTommyBot as bot } from './sir-tommy/bot-knowledge.js'
export { apply } from './sir-tommy/apply.js'
export { suggestMove } from './sir-tommy/bot.js'
export { deal } from './sir-tommy/deal.js'
export { info } from './sir-tommy/info.js'
export { pileLabel } from './sir-tommy/pile-labels.js'
export { legalMoves } from './sir-tommy/legal-moves.js'
export { status } from './sir-tommy/status.js'
export { view } from './sir-tommy/view.js'

export function foundationCount(state: GameState): number {
  return foundationCountOf(pilesOf(state))
}

export function redealsOf(variant: string): number {
  return variantOf(variant).redeals
}
