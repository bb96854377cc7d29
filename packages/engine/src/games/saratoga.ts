// Saratoga (docs/rules.md §2): Klondike with every tableau card face up, draw three, unlimited
// order-keeping redeals. The rules live in ./saratoga/, one concept per file.
import type { GameRules } from './game-rules.js'
import { saratogaBot } from './saratoga/bot-knowledge.js'
import { apply } from './saratoga/apply.js'
import { suggestMove } from './saratoga/bot.js'
import { deal } from './saratoga/deal.js'
import { info } from './saratoga/info.js'
import { pileLabel } from './saratoga/pile-labels.js'
import { legalMoves } from './saratoga/legal-moves.js'
import { foundationCount } from './saratoga/piles.js'
import { status } from './saratoga/status.js'
import { view } from './saratoga/view.js'

export const saratoga: GameRules = {
  info,
  deal,
  legalMoves,
  apply,
  view,
  status,
  foundationCount,
  suggestMove,
  pileLabel,
  bot: saratogaBot,
}
