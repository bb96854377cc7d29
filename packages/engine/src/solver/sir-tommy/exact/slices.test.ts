// The exact search's conflicts run in slices with the budget's checkpoint between them, as the
// search's positions do: a solve can be held there (the server's gate) and its answer is the same.
import { beforeAll, describe, expect, it } from 'vitest'
import { solveDeal } from '../../../index.js'
import { loadSatSolver, type SatFactory } from '../../../exact.js'

let sat: SatFactory
beforeAll(async () => {
  sat = await loadSatSolver()
})

describe('the exact search in slices', () => {
  it('calls the checkpoint between slices, and answers the same with it', () => {
    // solvability-51 needs more than one slice of 10,000 conflicts.
    const seed = 'solvability-51'
    let checkpoints = 0
    const held = solveDeal(
      'sir-tommy',
      seed,
      'standard',
      { checkpoint: () => checkpoints++ },
      { sat, goal: 'win' },
    )
    expect(checkpoints).toBeGreaterThan(0)
    const free = solveDeal('sir-tommy', seed, 'standard', {}, { sat, goal: 'win' })
    expect(held).toEqual(free)
    expect(held).toMatchObject({ cards: 52, proved: true })
  }, 60_000)
})
