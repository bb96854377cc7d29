import type { Replay } from '@patience-race/protocol'
import { describe, expect, it } from 'vitest'
import { parText, solutionReplay } from './par.js'

describe('par in words', () => {
  it('says winnable for a proved win and "at least" for a best found', () => {
    expect(parText({ cards: 52, total: 52, moves: 90, proved: true }, 38)).toBe(
      'You 38 · par 52 of 52, winnable (proved)',
    )
    expect(parText({ cards: 41, total: 52, moves: 70, proved: true })).toBe('Par 41 of 52, proved')
    expect(parText({ cards: 30, total: 104, moves: 70, proved: false })).toBe(
      'Par at least 30 of 104 (best found, not proved)',
    )
  })

  it("plays the solver's line as a one-seat replay of the same deal", () => {
    const race = {
      raceId: 'r1',
      game: 'saratoga',
      variant: 'standard',
      seed: 's',
      seedHash: 'h',
      startedAt: null,
      players: [{ seat: 0, player: { id: 'a', name: 'Ada' }, moves: [] }],
      results: [],
      par: {
        cards: 1,
        total: 52,
        moves: 2,
        proved: true,
        line: [{ action: 'draw' }, { action: 'draw' }],
      },
    } as const satisfies Replay
    const solution = solutionReplay(race)
    expect(solution?.seed).toBe('s')
    expect(solution?.players).toEqual([
      {
        seat: 0,
        player: { id: 'solver', name: 'Solver (par)' },
        moves: [
          { move: { action: 'draw' }, at: 600 },
          { move: { action: 'draw' }, at: 1200 },
        ],
      },
    ])
    expect(solutionReplay({ ...race, par: undefined })).toBeNull()
  })
})
