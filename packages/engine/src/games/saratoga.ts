// PLACEHOLDER — being written by its own helper; replaced wholesale.
import type { GameRules } from './game-rules.js'

const notYet = (): never => {
  throw new Error('Saratoga is not implemented yet')
}

export const saratoga: GameRules = {
  info: { id: 'saratoga', name: "Saratoga", decks: 1, variants: [{ id: 'standard', name: 'Standard', description: '' }], summary: '' },
  deal: notYet,
  legalMoves: notYet,
  apply: notYet,
  view: notYet,
  status: notYet,
  suggestMove: notYet,
}
