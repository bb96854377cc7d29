// Sir Tommy and its variants (rules 1): the GameRules object the registry dispatches to.
import type { GameRules } from './game-rules.js'
import { sirTommyBot } from './sir-tommy/bot-knowledge.js'
import { apply } from './sir-tommy/apply.js'
import { suggestMove } from './sir-tommy/bot.js'
import { deal } from './sir-tommy/deal.js'
import { info } from './sir-tommy/info.js'
import { pileLabel } from './sir-tommy/pile-labels.js'
import { legalMoves } from './sir-tommy/legal-moves.js'
import { pilesOf } from './sir-tommy/piles.js'
import { foundationCount, status } from './sir-tommy/status.js'
import { view } from './sir-tommy/view.js'

export const sirTommy: GameRules = {
  info,
  deal,
  legalMoves,
  apply,
  view,
  status,
  foundationCount: (state) => foundationCount(pilesOf(state)),
  suggestMove,
  pileLabel,
  bot: sirTommyBot,
}
