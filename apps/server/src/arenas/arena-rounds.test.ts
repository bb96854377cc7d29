// The round clock never waits on a deal (docs/arena.md, "When the store is slow"): starting a
// round claims it and sets its deal going; a group whose race cannot be stored yet (its writes
// retried against a busy store) leaves the clock free to close the round at its deadline.
import { defaultVariant } from '@patience-race/engine'
import { describe, expect, it, vi } from 'vitest'
import type { RaceRegistry } from '../races/registry/race-registry.js'
import { FakeTime } from '../test-support/fake-time.js'
import { ArenaRounds } from './arena-rounds.js'
import type { ArenaRow, RoundRow } from './arena-rows.js'
import type { ArenaStore } from './arena-store.js'
import { memoryPlans } from './round-plans.js'

const ROUND_SEC = 60

describe('starting a round', () => {
  it('does not wait for its races to be stored', async () => {
    const time = new FakeTime()
    const startsAt = new Date(time.now())
    const rounds: RoundRow[] = []
    const arena = (): ArenaRow => ({
      ...{ id: 'arena', name: 'Arena', game: 'sir-tommy', variant: defaultVariant('sir-tommy') },
      ...{ status: 'live', startsAt, rounds: 2, roundSec: ROUND_SEC, round: rounds.length },
      ...{ seeds: ['s1', 's2'], seedHashes: ['h1', 'h2'], createdBy: null, createdAt: startsAt },
      ...{ finishedAt: null, entrants: 2, private: false },
      roundRows: rounds,
    })
    const store = {
      get: () => Promise.resolve(arena()),
      claimRound: (_id: string, round: number, from: Date, endsAt: Date) => {
        rounds.push({ round, startsAt: from, endsAt, endedAt: null })
        return Promise.resolve(true)
      },
      entrants: () =>
        Promise.resolve(['p0', 'p1'].map((id) => ({ playerId: id, name: id, firstRound: 1 }))),
      races: () => Promise.resolve([]),
    } as unknown as ArenaStore
    // The group's race is never stored while the test runs (its seats retried, a busy store).
    const create = vi.fn(() => new Promise(() => undefined))
    const arenaRounds = new ArenaRounds({
      store,
      plans: memoryPlans(),
      registry: {
        clusterNodes: () => null,
        running: () => null,
        create,
      } as unknown as RaceRegistry,
      clock: time,
      scheduler: time,
      emit: vi.fn(),
      countdownMs: 3000,
      spectatorDelaySec: 15,
      standingsChanged: vi.fn(),
      readAgain: vi.fn(),
      finished: () => Promise.resolve(),
      onError: (error) => {
        throw error
      },
    })
    const started = arenaRounds.ports('arena').startRound(1)
    const settled = await Promise.race([
      started.then(() => 'started'),
      time.advance(0).then(() => 'waiting'),
    ])
    expect(create).toHaveBeenCalledTimes(1)
    expect(settled).toBe('started')
    expect(rounds.map((r) => r.round)).toEqual([1])
    arenaRounds.stop()
  })
})
