// The search's sleep sets on Saratoga (compact/sleep-sets.ts, move-piles.ts): from random
// positions, two steps (or a step and a safe move) on disjoint piles are each legal after the
// other and end on the same piles in either order, played as engine moves; and the search with
// the sleep sets gives the verdict of the search without them and without any bound, wherever
// that one is complete.
import { describe, expect, it } from 'vitest'
import { applyMove, newGame } from '../../index.js'
import { rulesFor } from '../../games/index.js'
import { randomPosition } from '../../test-support/saratoga-random-play.js'
import type { GameState, Move } from '../../types.js'
import { DEFAULT_SOLVER_OPTIONS } from '../budget.js'
import { solveCompact } from '../compact/search.js'
import { movePiles } from './move-piles.js'
import { SaratogaPosition } from './position.js'

/** The position's candidate steps and its safe move (if any), as codes. */
function steps(position: SaratogaPosition): number[] {
  const out = new Int32Array(512)
  const count = position.candidates(out, 0, true)
  const codes = Array.from(out.subarray(0, count))
  const safe = position.safeMove()
  return safe >= 0 ? [...codes, safe] : codes
}

/** The engine moves in order from `state`, or null when one is not legal. */
function played(state: GameState, moves: Move[]): GameState | null {
  for (const move of moves) {
    const next = applyMove(state, move)
    if (!next.ok) return null
    state = next.state
  }
  return state
}

describe('Saratoga: sleep sets', () => {
  it('commutes any two steps on disjoint piles', () => {
    let pairs = 0
    for (let i = 0; i < 430; i++) {
      // Deals' starts (many steps) and random positions.
      const state =
        i < 30 ? newGame('saratoga', { seed: `solvability-${i}` }) : randomPosition('sleep-sets', i)
      if (rulesFor('saratoga').status(state) !== 'playing') continue
      const position = new SaratogaPosition(state)
      const codes = steps(position)
      for (const m of codes) {
        for (const n of codes) {
          if (m === n || (movePiles(m) & movePiles(n)) !== 0) continue
          const first = position.toMoves(m)
          const otherFirst = position.toMoves(n)
          position.apply(m)
          const then = position.toMoves(n)
          position.undo()
          position.apply(n)
          const other = position.toMoves(m)
          position.undo()
          // The same step after the other: the same engine moves, legal, to the same piles.
          expect(other, `sleep-sets-${i}`).toEqual(first)
          expect(then, `sleep-sets-${i}`).toEqual(otherFirst)
          const one = played(state, [...first, ...then])
          const two = played(state, [...otherFirst, ...other])
          expect(one, `sleep-sets-${i}`).not.toBeNull()
          expect(two?.piles, `sleep-sets-${i}`).toEqual(one?.piles)
          pairs++
        }
      }
    }
    expect(pairs).toBeGreaterThan(200)
  })

  it('finds the verdict of the search without them and without any bound', () => {
    // Goal most-cards reads no sleep sets: its count, where proved, says won or lost.
    const options = { ...DEFAULT_SOLVER_OPTIONS, restarts: false }
    let compared = 0
    let lost = 0
    for (let i = 0; i < 80; i++) {
      const state = randomPosition('sleep-verdicts', i)
      const reference = solveCompact(
        new SaratogaPosition(state),
        { nodes: 6000 },
        { ...options, goal: 'most-cards', stuckCards: false },
      )
      if (!reference.proved) continue
      compared++
      if (reference.cards < 52) lost++
      for (const stuckCards of [false, true]) {
        const asleep = solveCompact(
          new SaratogaPosition(state),
          { nodes: 6000 },
          { ...options, goal: 'win', stuckCards },
        )
        // No more positions than the reference needed: it settles wherever that one did.
        expect(asleep.lost, `sleep-verdicts-${i}`).toBe(reference.cards < 52)
        expect(asleep.cards === 52, `sleep-verdicts-${i}`).toBe(reference.cards === 52)
      }
    }
    expect(compared).toBeGreaterThan(15)
    expect(lost).toBeGreaterThan(3)
  })
})
