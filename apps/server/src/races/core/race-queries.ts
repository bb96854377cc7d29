// Reads of a race's state that its modules share: who sits where, the race clock, who is done.
import { formatOf } from '../formats/formats.js'
import { isLive, isWaiting, type LifecycleFacts } from '../lifecycle/race-lifecycle.js'
import type { SeatRecord } from '../records.js'
import type { RaceParts } from './race-parts.js'
import { isSeatDone, type Seat } from '../seats/race-seat.js'
import type { RaceWatchers } from '../audience/race-watchers.js'
import { isServerPlayer } from '../seats/bots.js'

export function seatOf(race: RaceParts, playerId: string | undefined): Seat | undefined {
  if (!playerId) return undefined
  for (const seat of race.seats.values()) if (seat.player.id === playerId) return seat
  return undefined
}

/** Race-clock ms since the start (less any downtime credited before: `pausedMs`). */
export function elapsed(race: RaceParts): number {
  const { startedAt, pausedMs } = race.record
  if (!startedAt) return 0
  return Math.max(0, race.deps.clock.now() - startedAt.getTime() - pausedMs)
}

export function allDone(race: RaceParts): boolean {
  return [...race.seats.values()].every(isSeatDone)
}

export function humanSeats(race: RaceParts): Seat[] {
  return [...race.seats.values()].filter((seat) => !isServerPlayer(seat.player.id))
}

/** The creator of the race: its lowest seat. */
export function creator(race: RaceParts): Seat | undefined {
  return [...race.seats.values()].sort((a, b) => a.index - b.index)[0]
}

/** Live and not ending: moves, resigns and claims are taken. */
export function canMove(race: RaceParts): boolean {
  return isLive(race.record) && !race.flags.closing
}

/** What the lifecycle's guards read of the seats. */
export function seatFacts(race: RaceParts): LifecycleFacts {
  const seated = [...race.seats.values()]
  return {
    seatCount: race.record.seatCount,
    seated: seated.length,
    ready: seated.filter((s) => s.ready).length,
    startsAtOnce: formatOf(race.record).startsAtOnce,
  }
}

export function freeSeat(race: RaceParts): number | null {
  for (let n = 0; n < race.record.seatCount; n++) if (!race.seats.has(n)) return n
  return null
}

/** A seat's stored row, as it is now with `patch` applied. */
export function seatRecord(
  race: RaceParts,
  seat: number,
  playerId: string,
  patch: Partial<SeatRecord> = {},
): SeatRecord {
  const current = race.seats.get(seat)
  return {
    raceId: race.record.id,
    seat,
    playerId,
    ready: current?.ready ?? false,
    resigned: current?.resigned ?? false,
    abandoned: current?.abandoned ?? false,
    finishedAtMs: current?.resigned || current?.abandoned ? current.finishedAt : null,
    ...patch,
  }
}

export function watchersOf(race: RaceParts): RaceWatchers {
  return race.deps.audience?.watchersOf(race.record.id) ?? race.ownWatchers
}

/** Watchers of this race on every node (cluster mode) or here. */
export function spectatorsNow(race: RaceParts): number {
  return race.deps.audience?.count(race.record.id) ?? watchersOf(race).count
}

/** An invite (a friend race) whose creator has had no socket here for INVITE_IDLE_MS. */
export function inviteExpired(race: RaceParts): boolean {
  const { record, presence } = race
  if (!isWaiting(record) || !formatOf(record).invitesGoStale) return false
  const first = creator(race)
  if (!first || presence.online(first.index)) return false
  const since =
    presence.offlineSince(first.index) ?? Math.max(record.createdAt.getTime(), race.hereSince)
  return race.deps.clock.now() - since >= race.deps.inviteIdleMs
}
