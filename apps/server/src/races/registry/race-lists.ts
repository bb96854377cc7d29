// The lobby's lists: in one process waiting and live races from memory (every unfinished race
// is here), finished ones from their rows and results — never from move logs.
import { cardCount } from '@patience-race/engine'
import type { RaceKind, RaceSummary } from '@patience-race/protocol'
import { formatOf } from '../formats/formats.js'
import { isFinished, isWaiting, type RaceState } from '../lifecycle/race-lifecycle.js'
import type { RaceRecords, ReadModel } from '../ports.js'
import type { Race } from '../core/race.js'
import type { RaceCache } from './race-cache.js'
import { storedRaceSummary } from '../audience/race-snapshot.js'

export type ListedStatus = Extract<RaceState, 'waiting' | 'live' | 'finished'>

/** Paired races' waiting seats are the paired players' only: never listed for others to join. */
const isOpen = (record: { kind: RaceKind }) => formatOf(record).seats === 'open'

export async function listRaces(
  store: RaceRecords & ReadModel,
  cache: RaceCache<Race>,
  clustered: boolean,
  status: ListedStatus,
  limit: number,
): Promise<RaceSummary[]> {
  // Finished races, and in a cluster every node's races: from rows (progress of races run
  // elsewhere is what their results say, none yet while they run).
  if (isFinished(status) || clustered) {
    const stored = await store.listRaces(status, limit)
    const listed = stored.filter((s) => !isWaiting(status) || isOpen(s.race))
    return listed.map((s) => {
      const inMemory = cache.peek(s.race.id)
      return inMemory ? inMemory.publicSummary() : storedRaceSummary(s, cardCount(s.race.game))
    })
  }
  return (
    cache
      .all()
      // Ranked waiting races are the paired players' only: never listed for others to join.
      .filter((race) => race.status === status && (!isWaiting(status) || isOpen(race.record)))
      .sort(
        (a, b) =>
          b.record.createdAt.getTime() - a.record.createdAt.getTime() || (a.id < b.id ? -1 : 1),
      )
      .slice(0, limit)
      .map((race) => race.publicSummary())
  )
}
