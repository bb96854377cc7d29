// Race TV: which live race is featured, and GET /api/tv on a running server.
import { tvReplySchema, type RaceSummary } from '@patience-race/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import { featuredRace } from '../src/tv/featured-race.js'
import { startLiveRace } from '../src/test-support/race-setup.js'
import { ask } from '../src/test-support/ask.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import { MemoryStore } from '../src/test-support/memory-store.js'

function live(raceId: string, patch: Partial<RaceSummary> = {}): RaceSummary {
  return {
    raceId,
    game: 'sir-tommy',
    variant: 'standard',
    seedHash: 'h',
    seedKnown: false,
    status: 'live',
    timeLimitSec: 600,
    createdAt: new Date(0).toISOString(),
    startedAt: new Date(0).toISOString(),
    finishedAt: null,
    rematchOf: null,
    rematchId: null,
    players: [],
    spectators: 0,
    kind: 'friend',
    spectatorsAllowed: true,
    spectatorDelaySec: 0,
    seats: 2,
    ...patch,
  }
}

const ratings: Record<string, number> = { low: 1400, high: 1900 }
const topRating = async (race: RaceSummary) => ratings[race.raceId] ?? 0

describe('the featured race', () => {
  it('is a ranked race before any friend race, however watched', async () => {
    const pick = await featuredRace(
      [live('friend', { spectators: 40 }), live('ranked', { kind: 'ranked', spectators: 1 })],
      topRating,
    )
    expect(pick?.raceId).toBe('ranked')
  })

  it('among ranked races, the most watched; on equal watchers, the highest rated', async () => {
    const ranked = { kind: 'ranked' as const }
    const featured = async (races: RaceSummary[]) => (await featuredRace(races, topRating))?.raceId
    expect(
      await featured([
        live('a', { ...ranked, spectators: 2 }),
        live('b', { ...ranked, spectators: 5 }),
      ]),
    ).toBe('b')
    expect(
      await featured([
        live('low', { ...ranked, spectators: 3 }),
        live('high', { ...ranked, spectators: 3 }),
      ]),
    ).toBe('high')
  })

  it('never a race closed to spectators, nor the race just watched; null when none is left', async () => {
    const closed = live('closed', { kind: 'ranked', spectatorsAllowed: false })
    expect((await featuredRace([closed, live('open')], topRating))?.raceId).toBe('open')
    expect(await featuredRace([closed, live('open')], topRating, 'open')).toBeNull()
  })
})

describe('GET /api/tv', () => {
  let server: TestServer
  beforeEach(async () => {
    server = await serverForTest(new MemoryStore())
  })

  it('answers null with nothing live, then the live race, and none once it has finished', async () => {
    expect((await server.get('/api/tv')).body).toEqual({ race: null })
    const race = await startLiveRace(server)
    const featured = (await server.get('/api/tv', tvReplySchema)).body.race
    expect(featured?.raceId).toBe(race.raceId)
    expect(featured?.spectators).toBe(1)
    // Nothing secret on the way: a live race's summary carries no seed.
    expect(featured?.seed).toBeUndefined()
    await ask(race.a, 'race:resign', { raceId: race.raceId })
    await ask(race.b, 'race:resign', { raceId: race.raceId })
    expect((await server.get('/api/tv')).body).toEqual({ race: null })
  })
})
