// Shuffled move orders (move-order.ts) and the restarted runs that use them
// (compact/plain-first.ts): a shuffle tries the same steps, card-up steps first in their own
// order; and a solve with restarts never contradicts one without.
import { describe, expect, it } from 'vitest'
import { applyMove, legalMoves, newGame, progress, solveDeal } from '../../index.js'
import type { GameState, Move } from '../../types.js'
import { FOUNDATION } from './board.js'
import { MACRO } from './moves.js'
import { SaratogaPosition } from './position.js'
import { isJoined, joinedPlay } from './uncovering.js'

/** The deal after `steps` engine moves, each picked by a fixed pseudo-random sequence. */
function randomPosition(seed: string, steps: number, pick: number): GameState {
  let state = newGame('saratoga', { seed })
  for (let k = 0; k < steps; k++) {
    const moves = legalMoves(state)
    if (moves.length === 0) break
    pick = (pick * 1103515245 + 12345) % 2147483648
    const next = applyMove(state, moves[pick % moves.length]!)
    if (!next.ok) throw new Error(next.error.message)
    state = next.state
  }
  return state
}

function stepsOf(position: SaratogaPosition): number[] {
  const out = new Int32Array(512)
  return Array.from(out.subarray(0, position.candidates(out, 0, true)))
}

function putsUp(step: number): boolean {
  const play = isJoined(step) ? joinedPlay(step) : step
  return ((play >= MACRO ? (play - MACRO) % 4096 : play) & 15) >= FOUNDATION
}

function replay(state: GameState, line: readonly Move[]): GameState {
  for (const move of line) {
    const next = applyMove(state, move)
    if (!next.ok) throw new Error(next.error.message)
    state = next.state
  }
  return state
}

describe('Saratoga move orders', () => {
  it('shuffle the same steps, card-up steps first in their own order', () => {
    let reordered = 0
    for (let i = 0; i < 40; i++) {
      const state = randomPosition(`order-${i}`, 10 + (i % 4) * 15, i * 7919 + 1)
      const steps = stepsOf(new SaratogaPosition(state, true))
      for (const order of [1, 2, 3]) {
        const shuffled = stepsOf(new SaratogaPosition(state, true, order))
        expect([...shuffled].sort((a, b) => a - b)).toEqual([...steps].sort((a, b) => a - b))
        const ups = steps.filter(putsUp)
        expect(shuffled.slice(0, ups.length)).toEqual(ups)
        if (shuffled.join() !== steps.join()) reordered++
      }
    }
    expect(reordered).toBeGreaterThan(40)
  })

  it('restarted solves never contradict solves without restarts, and their lines replay', () => {
    let compared = 0
    let lost = 0
    let wonByRestarts = 0
    for (let i = 0; i < 40; i++) {
      const seed = `solvability-${i}`
      // The restarted solve on a small budget (runs of a few hundred positions), the reference
      // without restarts on five times as much; both without the shared parents, with which the
      // reference wins every deal here that only the runs won (wonByRestarts below).
      const restarted = solveDeal(
        'saratoga',
        seed,
        'standard',
        { nodes: 4000 },
        { goal: 'win', sharedParents: false },
      )
      const single = solveDeal(
        'saratoga',
        seed,
        'standard',
        { nodes: 20_000 },
        {
          goal: 'win',
          restarts: false,
          sharedParents: false,
        },
      )
      const end = replay(newGame('saratoga', { seed }), restarted.line)
      expect(progress(end).foundation).toBe(restarted.cards)
      const settled = (r: typeof restarted) => r.cards === 52 || r.lost
      if (restarted.lost) expect(single.cards).toBeLessThan(52)
      if (single.lost) expect(restarted.cards).toBeLessThan(52)
      if (settled(restarted) && settled(single)) {
        expect(restarted.lost).toBe(single.lost)
        compared++
        if (single.lost) lost++
      }
      if (restarted.cards === 52 && !settled(single)) wonByRestarts++
    }
    expect(compared).toBeGreaterThanOrEqual(25)
    expect(lost).toBeGreaterThanOrEqual(2)
    expect(wonByRestarts).toBeGreaterThanOrEqual(1)
  })
})
