// Where the win slipped, with the exact search: on a Sir Tommy deal the search alone cannot
// settle, the slip is found and proved, move by move.
import { beforeAll, describe, expect, it } from 'vitest'
import { applyMove, findWinSlip, legalMoves, newGame, progress, type Move } from '../index.js'
import { loadSatSolver, type SatFactory } from '../exact.js'
import type { GameState } from '../types.js'

let sat: SatFactory
beforeAll(async () => {
  sat = await loadSatSolver()
})

/** solvability-2: unresolved by the search at ten times its budget (docs/solvability.md). */
const SEED = 'solvability-2'

function replay(moves: readonly Move[]): GameState {
  return moves.reduce(
    (state, move) => {
      const next = applyMove(state, move)
      if (!next.ok) throw new Error(next.error.message)
      return next.state
    },
    newGame('sir-tommy', { seed: SEED }, 'standard'),
  )
}

/** A racer who always plays the first legal move, to the end of the game. */
function firstMoves(): Move[] {
  const moves: Move[] = []
  for (;;) {
    const next = legalMoves(replay(moves))[0]
    if (!next) return moves
    moves.push(next)
  }
}

describe('findWinSlip with the exact search', () => {
  it('proves where a Sir Tommy racer let the win slip, and its line wins from there', () => {
    const moves = firstMoves()
    expect(progress(replay(moves)).status).not.toBe('won')
    const budget = { nodes: 2_000, solves: 24 }
    expect(findWinSlip('sir-tommy', SEED, 'standard', moves, budget).status).toBe('unknown')
    const slip = findWinSlip('sir-tommy', SEED, 'standard', moves, budget, { sat })
    expect(slip).toMatchObject({ status: 'slipped', proved: true })
    if (slip.status !== 'slipped') return
    expect(slip.lostBy).toBe(slip.moveIndex + 1)
    const before = moves.slice(0, slip.moveIndex)
    expect(progress(replay([...before, ...slip.line])).status).toBe('won')
  }, 60_000)
})
