// How a race gets going: ready → countdown → live (stored before it is true in memory), the
// creator's early start, the time limit, and the timers of a race rebuilt at boot.
import { playerView } from '@patience-race/engine'
import { err, ok, type Reply } from '@patience-race/protocol'
import {
  enter,
  isBeforeStart,
  isCountingDown,
  isLive,
  isOver,
  isWaiting,
  step,
} from '../lifecycle/race-lifecycle.js'
import { finish } from '../ending/race-ending.js'
import { formatOf } from '../formats/formats.js'
import type { RaceParts } from './race-parts.js'
import {
  allDone,
  creator,
  elapsed,
  humanSeats,
  seatFacts,
  seatOf,
  seatRecord,
} from './race-queries.js'
import { dealSeat } from '../seats/race-seat.js'
import { legalOf } from './state-cache.js'

export function ready(race: RaceParts, playerId: string): Promise<Reply> {
  return race.queue.run(async () => {
    const seat = seatOf(race, playerId)
    if (!seat) return err('NOT_A_PLAYER', 'you have no seat in this race')
    if (isOver(race.record)) return err('FINISHED', 'this race is over')
    if (!isWaiting(race.record) || seat.ready) return ok({})
    await race.writes.player(() =>
      race.deps.store.upsertSeat(seatRecord(race, seat.index, playerId, { ready: true })),
    )
    seat.ready = true
    race.notifier.now()
    // Not awaited: the countdown's own write may need retries; the ready is already stored.
    if (step(race.record.status, 'allReady', seatFacts(race)).ok)
      void race.queue.run(() => startCountdown(race, 'allReady'))
    return ok({})
  })
}

/**
 * The creator (the lowest seat) starts the race with the racers seated now, once at least two
 * are seated and every one of them is ready; the free seats stay empty.
 */
export function startNow(race: RaceParts, playerId: string): Promise<Reply> {
  return race.queue.run(async () => {
    const seat = seatOf(race, playerId)
    if (!seat) return err('NOT_A_PLAYER', 'you have no seat in this race')
    if (seat !== creator(race)) return err('FORBIDDEN', 'only the race’s creator may start it')
    const start = step(race.record.status, 'creatorStarts', seatFacts(race))
    if (!start.ok && start.reason === 'guard')
      return err('NOT_READY', 'at least two racers must be seated and every one of them ready')
    if (start.ok) await startCountdown(race, 'creatorStarts')
    return ok({})
  })
}

/**
 * A race whose format starts at once (an arena's round): the server seated its players, and it
 * goes into the countdown now, nobody clicking ready, to go live at `goLiveAt` (a round's
 * groups together, however long storing each one's countdown took). Resolves once the
 * countdown is stored.
 */
export function startAtOnce(race: RaceParts, goLiveAt?: number, endsBy?: number): Promise<void> {
  return race.queue.run(() => {
    if (!awaitsStart(race)) return Promise.resolve()
    race.flags.endsBy = endsBy ?? null
    // A countdown claimed from another node starts over here, aimed at the same moment.
    const event = isCountingDown(race.record) ? 'restartCountdown' : 'serverStarts'
    return startCountdown(race, event, goLiveAt)
  })
}

/**
 * Waiting, or in a countdown whose timer this node never set (claimed, or rebuilt at boot): a
 * race of a format that starts at once is then its format's to start (`startAtOnce`).
 */
export function awaitsStart(race: RaceParts): boolean {
  const { record, flags } = race
  return isWaiting(record) || (isCountingDown(record) && flags.countdownEndsAt === null)
}

/** In the queue, if the lifecycle allows it: stores `countdown`, then counts down to going live. */
async function startCountdown(
  race: RaceParts,
  event: 'allReady' | 'creatorStarts' | 'serverStarts' | 'restartCountdown',
  goLiveAt?: number,
): Promise<void> {
  const { record, deps } = race
  const countdown = step(record.status, event, seatFacts(race))
  if (!countdown.ok) return
  await race.writes.must(() => deps.store.updateRace(record.id, { status: countdown.to }))
  enter(record, countdown)
  // One reading of the clock, so the first countdown event says exactly countdownMs.
  const now = deps.clock.now()
  const endsAt = goLiveAt ?? now + deps.countdownMs
  race.flags.countdownEndsAt = endsAt
  race.notifier.now(now)
  race.timer.set(() => void race.queue.run(() => goLive(race)), Math.max(0, endsAt - now))
}

/**
 * In the queue: stores `live` with its start time, retrying until the store takes it; only
 * then are the seats dealt. Until then the race stays in countdown and nobody can move.
 */
async function goLive(race: RaceParts): Promise<void> {
  const { record, deps } = race
  const live = step(record.status, 'countdownEnds')
  if (!live.ok) return
  const { startedAt, timeLimitSec } = await race.writes.must(async () => {
    const at = deps.clock.now()
    const timeLimitSec = limitWithin(record.timeLimitSec, at, race.flags.endsBy)
    const startedAt = new Date(at)
    await deps.store.updateRace(record.id, {
      status: live.to,
      startedAt,
      pausedMs: 0,
      timeLimitSec,
    })
    return { startedAt, timeLimitSec }
  })
  for (const seat of race.seats.values()) dealSeat(seat, record.game, record.variant, record.seed)
  record.startedAt = startedAt
  record.timeLimitSec = timeLimitSec
  record.pausedMs = 0
  enter(record, live)
  race.flags.countdownEndsAt = null
  const at = startedAt.toISOString()
  for (const seat of race.seats.values()) {
    if (!seat.state) continue
    deps.broadcaster.toSeat(record.id, seat.index, 'race:started', {
      raceId: record.id,
      startedAt: at,
      view: playerView(seat.state),
      legal: legalOf(seat.state),
    })
  }
  race.spectatorChannel.started({ raceId: record.id, startedAt: at })
  race.notifier.now()
  runLive(race)
  race.hooks.live()
}

/**
 * The time limit of a race going live at `now`: its own, or, when it must be over by `endsBy`
 * (a late arena group), the seconds left until then, rounded up (at least one): a group going
 * live on time, a few milliseconds late by its timer, keeps its whole limit.
 */
function limitWithin(timeLimitSec: number, now: number, endsBy: number | null): number {
  if (endsBy === null) return timeLimitSec
  return Math.max(1, Math.min(timeLimitSec, Math.ceil((endsBy - now) / 1000)))
}

/**
 * A live race's timers: it ends at its time limit, and racers already gone are timed. A race
 * with nobody left playing, or whose time is up, ends now (at boot: finishes instead of going
 * live again).
 */
function runLive(race: RaceParts): void {
  const left = race.record.timeLimitSec * 1000 - elapsed(race)
  if (allDone(race) || left <= 0) {
    void finish(race)
    return
  }
  race.timer.set(() => void finish(race), left)
  for (const seat of humanSeats(race))
    if (!race.presence.online(seat.index)) race.abandonment.away(seat.index)
}

/**
 * Restarts the timers of a race rebuilt at boot (or claimed from another node). No downtime is
 * credited: when the race last ran is not stored, and counting the time since its last move
 * as downtime would turn its clock back past refusals already sent (docs/race-core.md).
 */
export function resume(race: RaceParts): Promise<void> {
  return race.queue.run(async () => {
    const { record } = race
    // A race the server starts (an arena group), waiting or in its countdown, is its format's to
    // start, aimed at its round's moment, within its round's time and with its entrants told;
    // seated first if its seats were never stored (docs/arena.md, "A group's race claimed before
    // it started").
    if (formatOf(record).startsAtOnce && isBeforeStart(record)) return
    if (isWaiting(record)) return startCountdown(race, 'allReady')
    // A countdown interrupted by a restart starts over: nobody has seen a card yet.
    if (isCountingDown(record)) return startCountdown(race, 'restartCountdown')
    if (!isLive(record) || !record.startedAt) return
    runLive(race)
  })
}
