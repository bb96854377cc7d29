// PLACEHOLDER — being written by its own helper; replaced wholesale.
import type { GameRules } from './game-rules.js'

const notYet = (): never => {
  throw new Error("Grandma's Game is not implemented yet")
}

export const grandmasGame: GameRules = {
  info: { id: 'grandmas-game', name: "Grandma's Game", decks: 2, variants: [{ id: 'standard', name: 'Standard', description: '' }], summary: '' },
  deal: notYet,
  legalMoves: notYet,
  apply: notYet,
  view: notYet,
  status: notYet,
  suggestMove: notYet,
}
