// Shuffled move orders (move-order.ts) and the restarted runs that use them
// (compact/restarts-first.ts): an order tries the same moves, the deal last; and a solve with
// restarts never contradicts one without, and its lines replay in the engine.
import { describe, expect, it } from 'vitest'
import { applyMove, newGame, progress, solveState } from '../../index.js'
import { ok } from '../../games/grandmas-game/test-state.js'
import type { GameState, Move } from '../../types.js'
import { variantsOf } from '../../test-support/compact-position-property.js'
import { DEAL } from './board.js'
import { GrandmasGamePosition } from './position.js'
import { lateGrandmaPosition } from '../../test-support/late-grandma-position.js'

/** A position `stockLeft` cards from the end of a random game, foundation moves likelier. */
function latePosition(variant: string, seed: number, stockLeft: number): GameState {
  return lateGrandmaPosition(`order-${seed}`, variant, seed * 7919 + 1, stockLeft)
}

function movesOf(position: GrandmasGamePosition): number[] {
  const out = new Int32Array(512)
  return Array.from(out.subarray(0, position.candidates(out, 0)))
}

function replay(state: GameState, line: readonly Move[]): GameState {
  for (const move of line) state = ok(applyMove(state, move))
  return state
}

describe("Grandma's Game move orders", () => {
  it.each(variantsOf('grandmas-game'))('%s: shuffle the same moves, the deal last', (variant) => {
    let reordered = 0
    for (let i = 0; i < 30; i++) {
      const state = latePosition(variant, i, 5 + (i % 4) * 10)
      const freeOrder = variant !== 'no-reorder'
      const moves = movesOf(new GrandmasGamePosition(state, 0, freeOrder))
      for (const order of [1, 2, 3]) {
        const shuffled = movesOf(new GrandmasGamePosition(state, order, freeOrder))
        expect([...shuffled].sort((a, b) => a - b)).toEqual([...moves].sort((a, b) => a - b))
        if (moves.includes(DEAL)) expect(shuffled.at(-1)).toBe(DEAL)
        if (shuffled.join() !== moves.join()) reordered++
      }
    }
    expect(reordered).toBeGreaterThan(30)
  })

  it.each(variantsOf('grandmas-game'))(
    '%s: restarted solves never contradict solves without restarts, and their lines replay',
    (variant) => {
      let compared = 0
      let lost = 0
      let wonByRestarts = 0
      // Late positions, which searches finish (proofs of loss), and deals among which restarts
      // win some that the default order does not and the default order wins some that the
      // first runs do not (docs/solvability.md, 2026-12-06 18:00).
      const states = [
        ...Array.from({ length: 30 }, (_, i) => latePosition(variant, i, 2 + (i % 5))),
        ...[0, 5, 7, 12, 27, 29, 32, 34, 54, 57, 72, 73, 82, 95].map((i) =>
          newGame('grandmas-game', { seed: `solvability-${i}` }, variant),
        ),
      ]
      for (const [i, state] of states.entries()) {
        // The restarted solve on a fifth of the default budget (four runs of 2,500 positions),
        // the reference without restarts on the whole of it.
        // Without the deals first and free twins, which leave the restarts nothing to win.
        const base = { goal: 'win', dealsFirst: false, freeTwins: false } as const
        const restarted = solveState(state, { nodes: 20_000 }, base)
        const single = solveState(state, { nodes: 100_000 }, { ...base, restarts: false })
        const end = replay(state, restarted.line)
        expect(progress(end).foundation, `state ${i}`).toBe(restarted.cards)
        const settled = (r: typeof restarted) => r.cards === r.total || r.lost
        if (restarted.lost) expect(single.cards, `state ${i}`).toBeLessThan(104)
        if (single.lost) expect(restarted.cards, `state ${i}`).toBeLessThan(104)
        if (settled(restarted) && settled(single)) {
          expect(restarted.lost, `state ${i}`).toBe(single.lost)
          compared++
          if (single.lost) lost++
        }
        if (restarted.cards === 104 && !settled(single)) wonByRestarts++
      }
      expect(compared).toBeGreaterThanOrEqual(15)
      expect(lost).toBeGreaterThanOrEqual(10)
      expect(wonByRestarts).toBeGreaterThanOrEqual(1)
    },
    120_000,
  )
})
