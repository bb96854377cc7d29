// Sir Tommy's proofs of loss never rule a win out: along winning lines found by a search that uses
// none of them, every position is allowed every card by each (dead cards, blockers, cross piles,
// the relaxed game, the stock lookahead). The other soundness tests sample positions that are
// mostly lost, so a proof that wrongly says "lost" of a winnable position is caught here.
import { describe, expect, it } from 'vitest'
import { applyMove, newGame, solveDeal } from '../../index.js'
import type { GameState, Move } from '../../types.js'
import type { BoundOptions } from '../compact/compact-game.js'
import { upperBound } from './bounds.js'
import { SirTommyPosition } from './position.js'

// One plain search (no restarted runs): the deals below are the ones it wins.
const NO_PROOFS = {
  staticSolve: false,
  stockLookahead: false,
  crossPiles: false,
  winFirst: false,
} as const
const EACH_PROOF: Array<Partial<BoundOptions>> = [
  { deadCards: true },
  { blockers: true },
  { crossPiles: true },
  { staticSolve: true },
  { stockLookahead: true },
]
const NONE: BoundOptions = {
  deadCards: false,
  blockers: false,
  crossPiles: false,
  staticSolve: false,
  stockLookahead: false,
  stuckCards: false,
}

function play(state: GameState, move: Move): GameState {
  const next = applyMove(state, move)
  if (!next.ok) throw new Error(next.error.message)
  return next.state
}

describe('Sir Tommy proofs of loss along winning lines', () => {
  it('allow every card at every position of a won game', () => {
    let positions = 0
    // Standard deals the search wins at 20,000 nodes without any proof of loss.
    for (const i of [7, 10, 12, 24, 25, 27]) {
      const seed = `solvability-${i}`
      const won = solveDeal(
        'sir-tommy',
        seed,
        'standard',
        { nodes: 20000 },
        {
          goal: 'win',
          ...NO_PROOFS,
        },
      )
      expect(won.cards, seed).toBe(52)
      let state = newGame('sir-tommy', { seed })
      for (const [step, move] of [...won.line, undefined].entries()) {
        const position = new SirTommyPosition(state, true)
        for (const proof of EACH_PROOF)
          expect(upperBound(position, { ...NONE, ...proof }), `${seed} step ${step}`).toBe(52)
        positions++
        if (move !== undefined) state = play(state, move)
      }
    }
    expect(positions).toBeGreaterThan(300)
  })
})
