// The exact search on the standard deals the search cannot settle, and the variants it does not
// read (every variant it reads is checked against the references in variants-exact.test.ts).
import { beforeAll, describe, expect, it } from 'vitest'
import { newGame, progress, solveDeal } from '../../../index.js'
import { loadSatSolver, type SatFactory } from '../../../exact.js'
import { replay } from '../../../test-support/sir-tommy-plain.js'
import { solveExactly } from './solve-exact.js'

let sat: SatFactory
beforeAll(async () => {
  sat = await loadSatSolver()
})

describe('Sir Tommy solved exactly', () => {
  it('wins deals the search leaves unresolved, with lines the engine replays to 52', () => {
    // solvability-2 and -14 stay unresolved at ten times the search's budget (docs/solvability.md).
    for (const seed of ['solvability-2', 'solvability-14', 'solvability-0']) {
      const result = solveDeal('sir-tommy', seed, 'standard', {}, { sat, goal: 'win' })
      expect(result).toMatchObject({ cards: 52, proved: true, lost: false })
      const end = replay(newGame('sir-tommy', { seed }, 'standard'), result.line)
      expect(progress(end).foundation).toBe(52)
    }
  }, 60_000)

  it('is not used for the variants it cannot read', () => {
    for (const variant of ['relaxed', 'puss-in-the-corner', 'redeal']) {
      const state = newGame('sir-tommy', { seed: 'solvability-0' }, variant)
      expect(solveExactly(state, sat, 1000)).toBeNull()
    }
  })
})
