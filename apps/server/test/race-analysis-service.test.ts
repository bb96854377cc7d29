// The slip analysis after a finish searches only a deal par proved winnable: any other deal is
// answered from par (won, proved lost, unknown) without asking the pool, so a finished race
// costs the par pool one solve of its deal rather than one per racer.
import { describe, expect, it } from 'vitest'
import type { ParPool } from '../src/par/par-pool.js'
import type { SeatAnalysis, SolvedPar } from '../src/par/par-types.js'
import { createAnalysisService } from '../src/par/race-analysis.js'
import type { StoredRace } from '../src/races/records.js'

const race = {
  race: { game: 'saratoga', variant: 'standard', seed: 'analysis-seed' },
  seats: [
    { seat: 1, playerId: 'grace' },
    { seat: 0, playerId: 'ada' },
  ],
  results: [
    { seat: 0, won: true },
    { seat: 1, won: false },
  ],
  moves: [],
} as unknown as StoredRace

const par = (cards: number, proved: boolean): SolvedPar => ({
  cards,
  total: 52,
  line: [],
  proved,
  nodes: 1,
})

async function analysed(parOfDeal: SolvedPar | null) {
  const saved: SeatAnalysis[][] = []
  let searches = 0
  const pool: Pick<ParPool, 'analyse'> = {
    analyse: async () => {
      searches++
      return [{ playerId: 'grace', status: 'slipped', moveIndex: 3, proved: true, line: [] }]
    },
  }
  const service = createAnalysisService(
    pool,
    {
      getRace: async () => race,
      findAnalysis: async () => null,
      saveAnalysis: async (_id, seats) => void saved.push(seats),
    },
    { error: () => undefined },
    undefined,
    async () => parOfDeal,
  )
  service.analyseLater('r-1')
  await service.settled()
  return { seats: saved[0], searches }
}

describe('the slip analysis after a finish', () => {
  it('answers a deal par proved lost from par: the winner won, the other could not have', async () => {
    const { seats, searches } = await analysed(par(30, true))
    expect(searches).toBe(0)
    expect(seats).toEqual([
      { playerId: 'ada', status: 'won', proved: true },
      { playerId: 'grace', status: 'not-winnable', proved: true },
    ])
  })

  it('answers a deal par left unsettled as unknown, without a search of its own', async () => {
    const { seats, searches } = await analysed(par(30, false))
    expect(searches).toBe(0)
    expect(seats?.[1]).toEqual({ playerId: 'grace', status: 'unknown', proved: false })
  })

  it('searches a deal par proved winnable, and one whose par is not known', async () => {
    expect((await analysed(par(52, true))).searches).toBe(1)
    expect((await analysed(null)).searches).toBe(1)
  })
})
