// Wraps any RaceStore so a test can make its writes fail on demand, as a database that is
// down would: `breakWrites()` fails every write until `heal()`; `failWhen` fails the writes a
// predicate picks (e.g. only the one that sets a race live).
import type { RaceStore } from '../races/ports.js'

const WRITES = new Set<keyof RaceStore>([
  'upsertPlayer',
  'createRace',
  'updateRace',
  'upsertSeat',
  'upsertSeats',
  'removeSeat',
  'appendMoves',
  'finishRace',
  'abortWaitingRaces',
])

type Call = { method: keyof RaceStore; args: unknown[] }

export interface FaultyStore {
  store: RaceStore
  /** Every write fails until heal(). */
  breakWrites(): void
  /**
   * Calls fail while `pick` says so, until heal(), with `error` (a store that is down, unless
   * told otherwise: e.g. a busy one).
   */
  failWhen(pick: (call: Call) => boolean, error?: () => Error): void
  heal(): void
  /** Writes refused so far. */
  refused: Call[]
}

export function faulty(inner: RaceStore): FaultyStore {
  let pick: ((call: Call) => boolean) | null = null
  const down = (method: keyof RaceStore) => new Error(`store is down (${String(method)})`)
  let failure: (method: keyof RaceStore) => Error = down
  const refused: Call[] = []
  const store = new Proxy(inner, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown
      if (typeof value !== 'function') return value
      const method = property as keyof RaceStore
      return (...args: unknown[]) => {
        if (pick?.({ method, args })) {
          refused.push({ method, args })
          return Promise.reject(failure(method))
        }
        return (value as (...a: unknown[]) => unknown).apply(target, args)
      }
    },
  })
  return {
    store,
    breakWrites: () => {
      pick = (call) => WRITES.has(call.method)
      failure = down
    },
    failWhen: (p, error) => {
      pick = p
      failure = error ?? down
    },
    heal: () => {
      pick = null
    },
    refused,
  }
}
