// Grandma's Game (docs/rules.md §3): the parts of its GameRules, which games/index.ts takes as
// this module's namespace; the rules live in ./grandmas-game/.
export { grandmasGameBot as bot } from './grandmas-game/bot-knowledge.js'
export { apply } from './grandmas-game/apply.js'
export { suggestMove } from './grandmas-game/bot.js'
export { info } from './grandmas-game/info.js'
export { pileLabel } from './grandmas-game/pile-labels.js'
export { deal } from './grandmas-game/deal.js'
export { legalMoves } from './grandmas-game/legal-moves.js'
export { foundationCount, status } from './grandmas-game/status.js'
export { view } from './grandmas-game/view.js'

/** No redeals in Grandma's Game. */
export const redealsOf = (): number => 0
