// The race core without the app: a registry on the in-memory store, fake time and a
// broadcaster that records what each room was sent.
import { MemoryStore } from './memory-store.js'
import type { Broadcaster } from '../races/ports.js'
import type { PlayerRecord } from '../races/records.js'
import { RaceRegistry } from '../races/registry/race-registry.js'
import { FakeTime } from './fake-time.js'

interface Sent {
  to: string
  event: string
  payload: unknown
}

export const COUNTDOWN_MS = 3000

/** `spectators`: what mayHaveSpectators answers (a room with watchers, by default). */
function recordingBroadcaster(sent: Sent[], spectators: () => boolean): Broadcaster {
  const record = (to: string, event: string, args: unknown[]) =>
    sent.push({ to, event, payload: args[0] })
  return {
    toRace: (raceId, event, ...args) => record(`race:${raceId}`, event, args),
    toSeat: (raceId, seat, event, ...args) => record(`seat:${raceId}:${seat}`, event, args),
    toSeats: (raceId, seats, event, ...args) => {
      for (const seat of seats) record(`seat:${raceId}:${seat}`, event, args)
    },
    toSpectators: (raceId, event, ...args) => record(`spectators:${raceId}`, event, args),
    mayHaveSpectators: () => spectators(),
  }
}

const quiet = { error() {}, warn() {}, info() {} }

/** `audience.watched`: whether the spectators' rooms have anyone in them (they do by default). */
export function raceCore(store = new MemoryStore(), audience = { watched: true }) {
  const time = new FakeTime()
  const sent: Sent[] = []
  const finished: string[] = []
  const registry = new RaceRegistry({
    store,
    clock: time,
    scheduler: time,
    broadcaster: recordingBroadcaster(sent, () => audience.watched),
    countdownMs: COUNTDOWN_MS,
    defaultTimeLimitSec: 600,
    waitingTtlMs: 60 * 60_000,
    maxSpectatorsPerAddress: 5,
    log: { ...quiet, child: () => quiet },
    // The in-memory store has no fixed cost a write to gather moves for.
    moveGatherMs: 0,
    sleep: async () => undefined,
    onRaceFinished: (race) => finished.push(race.id),
  })
  return { store, time, sent, finished, registry, audience }
}

export const ADA: PlayerRecord = { id: 'p-ada', name: 'Ada' }
export const GRACE: PlayerRecord = { id: 'p-grace', name: 'Grace' }
