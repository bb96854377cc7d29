// A live race's stored record for tests that write to a store directly, with what differs.
import type { RaceRecord } from '../races/records.js'

export function liveRaceRecord(id: string, patch: Partial<RaceRecord> = {}): RaceRecord {
  return {
    id,
    game: 'sir-tommy',
    variant: 'standard',
    seed: `seed-${id}`,
    seedHash: `hash-${id}`,
    seedKnown: false,
    status: 'live',
    timeLimitSec: 600,
    rematchOf: null,
    createdAt: new Date(),
    startedAt: new Date(),
    finishedAt: null,
    pausedMs: 0,
    kind: 'friend',
    spectatorsAllowed: true,
    spectatorDelaySec: 0,
    seatCount: 2,
    ownerNode: null,
    ownerEpoch: 0,
    ...patch,
  }
}
