// Saratoga (docs/rules.md §2): Klondike with every tableau card face up, draw three, unlimited
// order-keeping redeals. The parts of its GameRules, which games/index.ts takes as this module's
// namespace; the rules live in ./saratoga/, one concept per file.
export { saratogaBot as bot } from './saratoga/bot-knowledge.js'
export { apply } from './saratoga/apply.js'
export { suggestMove } from './saratoga/bot.js'
export { deal } from './saratoga/deal.js'
export { info } from './saratoga/info.js'
export { pileLabel } from './saratoga/pile-labels.js'
export { legalMoves } from './saratoga/legal-moves.js'
export { foundationCount } from './saratoga/piles.js'
export { status } from './saratoga/status.js'
export { view } from './saratoga/view.js'

/** No redeal count to keep: the view's redealsLeft is null in this game. */
export const redealsOf = (): number => 0
