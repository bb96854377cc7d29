// Grandma's Game (docs/rules.md §3): the GameRules object; the rules live in ./grandmas-game/.
import type { GameRules } from './game-rules.js'
import { grandmasGameBot } from './grandmas-game/bot-knowledge.js'
import { apply } from './grandmas-game/apply.js'
import { suggestMove } from './grandmas-game/bot.js'
import { info } from './grandmas-game/info.js'
import { pileLabel } from './grandmas-game/pile-labels.js'
import { deal } from './grandmas-game/deal.js'
import { legalMoves } from './grandmas-game/legal-moves.js'
import { foundationCount, status } from './grandmas-game/status.js'
import { view } from './grandmas-game/view.js'

export const grandmasGame: GameRules = {
  info,
  deal,
  legalMoves,
  apply,
  view,
  status,
  foundationCount,
  suggestMove,
  pileLabel,
  bot: grandmasGameBot,
}
