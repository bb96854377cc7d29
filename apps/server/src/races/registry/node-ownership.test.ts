// A node's lease beat claims the races of a node that stopped and tells the app of each one (an
// arena round's race its dealer never started is started at its claim, docs/arena.md).
import { describe, expect, it, vi } from 'vitest'
import { FakeTime } from '../../test-support/fake-time.js'
import type { Race } from '../core/race.js'
import type { OwnershipStore } from '../ports.js'
import type { StoredRace } from '../records.js'
import { NodeOwnership } from './node-ownership.js'
import { RaceCache } from './race-cache.js'
import type { RegistryOptions } from './registry-types.js'

function fakeRace(id: string, status: string) {
  return {
    id,
    status,
    record: { id, status, ownerEpoch: 2 },
    resume: vi.fn(() => Promise.resolve()),
  } as unknown as Race
}

describe('claiming the races of a node that stopped', () => {
  it('tells the app of every race it claimed, live or not yet started', async () => {
    const time = new FakeTime()
    const ownership = {
      heartbeat: () => Promise.resolve(),
      releaseAll: () => Promise.resolve(),
      liveNodes: () => Promise.resolve([{ node: 'b', url: 'http://b' }]),
      claimOrphans: () =>
        Promise.resolve([
          { raceId: 'waiting-one', epoch: 2 },
          { raceId: 'live-one', epoch: 2 },
        ]),
    } as unknown as OwnershipStore
    const races = new Map([
      ['waiting-one', fakeRace('waiting-one', 'waiting')],
      ['live-one', fakeRace('live-one', 'live')],
    ])
    const claimed: string[] = []
    const live: string[] = []
    const options = {
      store: { getRace: (id: string) => Promise.resolve({ race: { id } }) },
      scheduler: time,
      log: { info: () => undefined, warn: () => undefined },
      onRaceLive: (race: Race) => live.push(race.id),
      onRaceClaimed: (race: Race) => claimed.push(race.id),
    } as unknown as RegistryOptions
    const cache = new RaceCache<Race>(time)
    const cluster = { nodeId: 'b', publicUrl: 'http://b', leaseMs: 3000, ownerSpectatorsMax: 9 }
    const nodes = new NodeOwnership(
      { ...cluster, ownership },
      options,
      cache,
      (stored: StoredRace) => races.get(stored.race.id)!,
      new Set(),
    )

    expect(await nodes.boot()).toBe(2)
    expect(claimed).toEqual(['waiting-one', 'live-one'])
    // Only the live one has racers to serve now (its bots start moving again).
    expect(live).toEqual(['live-one'])
    expect(cache.peek('waiting-one')).toBe(races.get('waiting-one'))
    await nodes.stop()
  })
})
