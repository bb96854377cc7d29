// PLACEHOLDER — being written by its own helper; replaced wholesale.
import type { GameRules } from './game-rules.js'

const notYet = (): never => {
  throw new Error('Sir Tommy is not implemented yet')
}

export const sirTommy: GameRules = {
  info: { id: 'sir-tommy', name: "Sir Tommy", decks: 1, variants: [{ id: 'standard', name: 'Standard', description: '' }], summary: '' },
  deal: notYet,
  legalMoves: notYet,
  apply: notYet,
  view: notYet,
  status: notYet,
  suggestMove: notYet,
}
