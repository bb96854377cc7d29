// A tableau card's forced first move (forced-exit.ts): along winning lines, each move it finds is
// the first move of its card in the rest of the line, onto the same parent; and from random
// positions, where the search without any bound is complete, the position after the move has the
// verdict of the position before.
import { describe, expect, it } from 'vitest'
import { walkWinningLine } from '../../test-support/saratoga-winning-lines.js'
import { randomPosition } from '../../test-support/saratoga-random-play.js'
import { applyMove, newGame, solveDeal } from '../../index.js'
import type { GameState, Move } from '../../types.js'
import { rulesFor } from '../../games/index.js'
import { DEFAULT_SOLVER_OPTIONS } from '../budget.js'
import { solveCompact } from '../compact/search.js'
import { forcedExits } from './forced-exit.js'
import { SaratogaPosition } from './position.js'

const found = new Int32Array(64)

/** The forced first moves of `state` as engine moves. */
function forced(state: GameState): Move[] {
  const position = new SaratogaPosition(state)
  const count = forcedExits(position, true, true, found)
  return Array.from(found.subarray(0, count), (code) => position.toMoves(code)[0]!)
}

/** The card a tableau move takes from its base, and the card it goes onto. */
function ends(state: GameState, move: Move): [string, string | undefined] {
  if (!('from' in move)) return ['', undefined]
  const from = state.piles[move.from] ?? []
  return [
    String(from[from.length - (move.count ?? 1)]),
    String((state.piles[move.to] ?? []).at(-1)),
  ]
}

function play(state: GameState, move: Move): GameState {
  const next = applyMove(state, move)
  if (!next.ok) throw new Error(next.error.message)
  return next.state
}

describe('Saratoga: a tableau card forced first move', () => {
  it('finds only the first move of its card along winning lines', () => {
    let checked = 0
    for (const i of [0, 3, 5, 6, 11, 27, 45, 47, 58, 212, 250]) {
      const seed = `solvability-${i}`
      const won = solveDeal('saratoga', seed, 'standard', { nodes: 20000 }, { goal: 'win' })
      let state = newGame('saratoga', { seed })
      for (let k = 0; k < won.line.length; k++) {
        for (const move of forced(state)) {
          const [card, parent] = ends(state, move)
          // The rest of the line moves `card` first onto `parent`, from its pile as it lies now.
          let later = state
          for (let j = k; ; j++) {
            const next = won.line[j]!
            const from = 'from' in next ? (later.piles[next.from] ?? []) : []
            const moved = from.slice(from.length - (('from' in next && next.count) || 1))
            if ('from' in next && moved.includes(card as never)) {
              expect(ends(later, next), `${seed} move ${k}`).toEqual([card, parent])
              break
            }
            later = play(later, next)
          }
          checked++
        }
        state = play(state, won.line[k]!)
      }
    }
    expect(checked).toBeGreaterThan(20)
  })

  it('keeps the verdict of the search without any bound, where that one is complete', () => {
    const win = { ...DEFAULT_SOLVER_OPTIONS, goal: 'win' as const, restarts: false }
    const unbounded = (state: GameState) =>
      solveCompact(new SaratogaPosition(state), { nodes: 4000 }, { ...win, stuckCards: false })
    let compared = 0
    let won = 0
    for (let i = 0; i < 600; i++) {
      const state = randomPosition('forced-exit', i)
      // A random walk may end the game (no move changes the score): nothing to compare then.
      if (rulesFor('saratoga').status(state) !== 'playing') continue
      for (const move of forced(state)) {
        const before = unbounded(state)
        const after = unbounded(play(state, move))
        if (!before.proved || !after.proved) continue
        compared++
        if (!before.lost) won++
        expect(after.lost, `forced-exit-${i}`).toBe(before.lost)
      }
    }
    expect(compared).toBeGreaterThan(10)
    expect(won).toBeGreaterThan(2)
  })
})
