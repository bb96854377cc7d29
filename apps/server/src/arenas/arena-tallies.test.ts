// The standings kept in memory between race ends (issue 42's scale): a race's end is folded in
// from its own results, a second look with nothing changed reads nothing and scores nothing (the
// very same rows, so nothing is sent again), and a node starting afresh reads the store once.
import { describe, expect, it } from 'vitest'
import { ArenaAnnouncer } from './arena-announcer.js'
import type { ArenaRaceRow, ArenaResultRow, ArenaRow, EntrantRow } from './arena-rows.js'
import { ArenaTallies, type TallyStore } from './arena-tallies.js'

const at = new Date(Date.UTC(2026, 11, 6, 12))

/** An arena of three entrants in round 1, two groups: what the store holds, reads counted. */
function storeOfArena() {
  const row: ArenaRow = {
    id: 'a1',
    name: 'Test arena',
    game: 'sir-tommy',
    variant: 'standard',
    status: 'live',
    startsAt: at,
    rounds: 2,
    roundSec: 60,
    round: 1,
    seeds: ['s1', 's2'],
    seedHashes: ['h1', 'h2'],
    createdBy: null,
    private: false,
    createdAt: at,
    finishedAt: null,
    entrants: 3,
    roundRows: [{ round: 1, startsAt: at, endsAt: at, endedAt: null }],
  }
  const entrants: EntrantRow[] = ['ann', 'bob', 'cy'].map((p) => ({
    playerId: p,
    name: p,
    firstRound: 1,
  }))
  const races: ArenaRaceRow[] = [
    { raceId: 'r1', round: 1, status: 'live', playerIds: ['ann', 'bob'] },
    { raceId: 'r2', round: 1, status: 'live', playerIds: ['cy'] },
  ]
  const results: ArenaResultRow[] = []
  const reads: string[] = []
  const store: TallyStore = {
    get: (id) => {
      reads.push('get')
      return Promise.resolve(id === row.id ? row : null)
    },
    entrants: () => {
      reads.push('entrants')
      return Promise.resolve(entrants)
    },
    races: () => {
      reads.push('races')
      return Promise.resolve(races)
    },
    results: () => {
      reads.push('results')
      return Promise.resolve(results)
    },
    raceEnd: (raceId) => {
      reads.push(`raceEnd ${raceId}`)
      const race = races.find((r) => r.raceId === raceId)
      return Promise.resolve(
        race ? { race, results: results.filter((r) => r.raceId === raceId) } : null,
      )
    },
  }
  /** Race `raceId` finishes with these cards, stored as the race core stores results. */
  const finish = (raceId: string, cards: Record<string, number>) => {
    const race = races.find((r) => r.raceId === raceId)!
    race.status = 'finished'
    for (const [playerId, foundation] of Object.entries(cards))
      results.push({ round: 1, raceId, playerId, foundation, foundationAt: 1000, abandoned: false })
  }
  return { store, reads, finish }
}

const points = (rows: { playerId: string; points: number }[]) =>
  Object.fromEntries(rows.map((r) => [r.playerId, r.points]))

describe('the arena standings kept in memory', () => {
  it('folds a race’s end in from that race alone, and reads nothing more until told', async () => {
    const { store, reads, finish } = storeOfArena()
    const tallies = new ArenaTallies(store)
    const before = (await tallies.of('a1'))!.standings([])
    expect(points(before)).toEqual({ ann: 2, bob: 2, cy: 2 })
    reads.length = 0

    finish('r1', { ann: 10, bob: 4 })
    tallies.raceEnded('a1', 'r1')
    const after = (await tallies.of('a1'))!.standings([])
    expect(reads).toEqual(['raceEnd r1'])
    // Ann beats both; Bob and Cy (no cards yet) are below her, Bob above Cy.
    expect(points(after)).toEqual({ ann: 4, bob: 2, cy: 0 })
    expect(after.find((r) => r.playerId === 'ann')?.raceIds).toEqual(['r1'])

    reads.length = 0
    await tallies.of('a1')
    await tallies.of('a1')
    expect(reads).toEqual([])
  })

  it('scores again only when the live cards moved, and nothing unchanged is sent twice', async () => {
    const { store } = storeOfArena()
    const tallies = new ArenaTallies(store)
    const sent: string[] = []
    let now = 0
    const announcer = new ArenaAnnouncer({
      emit: (playerIds) => sent.push(...playerIds),
      watchers: () => undefined,
      table: async (id) => {
        const tally = await tallies.of(id)
        return tally && { round: 1, rows: tally.standings(live), seeds: [] }
      },
      clock: { now: () => now },
      scheduler: { setTimeout: () => null, clearTimeout: () => undefined },
    })
    let live = [{ playerId: 'cy', foundation: 3, foundationAt: 500 }]
    await announcer.standings('a1')
    expect(sent).toEqual(['cy', 'ann', 'bob'])

    const first = (await tallies.of('a1'))!.standings(live)
    live = [{ playerId: 'cy', foundation: 3, foundationAt: 500 }]
    expect((await tallies.of('a1'))!.standings(live)).toBe(first)
    await announcer.standings('a1')
    expect(sent).toHaveLength(3)

    live = [{ playerId: 'cy', foundation: 4, foundationAt: 900 }]
    now += 1000
    await announcer.standings('a1')
    expect(sent).toHaveLength(6)
  })

  it('is read from the store once by a node starting afresh, and again when the arena moves on', async () => {
    const { store, reads, finish } = storeOfArena()
    finish('r1', { ann: 10, bob: 4 })
    finish('r2', { cy: 12 })
    // A restarted node: nothing in memory, the results already stored.
    const tallies = new ArenaTallies(store)
    const rows = (await tallies.of('a1'))!.standings([])
    expect(points(rows)).toEqual({ cy: 4, ann: 2, bob: 0 })
    expect(reads.sort()).toEqual(['entrants', 'get', 'races', 'results'])

    reads.length = 0
    await tallies.of('a1')
    expect(reads).toEqual([])
    tallies.stale('a1')
    await tallies.of('a1')
    expect(reads.sort()).toEqual(['entrants', 'get', 'races', 'results'])
  })
})
