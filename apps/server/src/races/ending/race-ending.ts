// How a race ends: finished exactly once with its results stored first, a waiting race called
// off, and this node giving the race up (shutdown, or another node owns it now).
import { err, type Err } from '@patience-race/protocol'
import {
  enter,
  isAborted,
  isFinished,
  isLive,
  isOver,
  isWaiting,
  step,
} from '../lifecycle/race-lifecycle.js'
import { finishedEvent, raceOutcome, raceRating } from './race-finish.js'
import type { RaceParts } from '../core/race-parts.js'
import { elapsed, seatFacts } from '../core/race-queries.js'
import { RetryStopped } from '../core/retry.js'
import { seatsSettled } from '../core/seat-moves.js'
import { resyncSeat } from '../core/seat-resync.js'

/**
 * Ends the race (everyone finished, or the time limit passed), exactly once: no move is
 * accepted from here on; once the moves in flight are settled the results are stored,
 * retrying until the store takes them, and only then is the race finished in memory, the seed
 * shown and `race:finished` sent.
 */
export function finish(race: RaceParts): Promise<void> {
  const { flags } = race
  if (flags.finishing) return flags.finishing
  flags.closing = true
  race.timer.clear()
  flags.finishing = race.queue
    .run(() => storeFinish(race))
    .catch((error: unknown) => {
      flags.finishing = null
      if (!(error instanceof RetryStopped))
        race.log.error({ err: error }, 'could not store the results')
    })
  return flags.finishing
}

async function storeFinish(race: RaceParts): Promise<void> {
  const { record, deps } = race
  if (!isLive(record)) return
  await seatsSettled(race.seats.values())
  // A seat whose write failed without telling may be behind the store: the results count what
  // the store holds, as a restart would.
  for (const seat of race.seats.values())
    if (seat.unsureOfStore)
      await race.writes.must(async () => {
        if (!(await resyncSeat(race, seat, () => undefined)))
          throw new Error('could not read the seat back from the store')
      })
  const endedAt = Math.min(elapsed(race), record.timeLimitSec * 1000)
  const finishedAt = new Date(deps.clock.now())
  const outcome = raceOutcome(
    record,
    race.seats.values(),
    race.total,
    endedAt,
    finishedAt,
    deps.ratedMinimum,
  )
  const { ending } = outcome
  const rating = outcome.rated ? raceRating(record, outcome) : undefined
  await race.writes.must(() =>
    deps.store.finishRace(record.id, ending.to, finishedAt, outcome.records, rating),
  )
  const changes = rating?.changes() ?? []
  // Held events go out before race:finished; spectators' as they were made: masked.
  race.opponents.flush()
  race.spectatorChannel.flush()
  enter(record, ending)
  record.finishedAt = finishedAt
  if (isFinished(record)) race.hooks.finished()
  race.hooks.ended()
  deps.broadcaster.toRace(
    record.id,
    'race:finished',
    finishedEvent(record, outcome, race.rematches.id, changes),
  )
  // The race is over: spectators get every board whole.
  race.spectatorChannel.everyBoard()
  race.notifier.now()
}

/**
 * Closes a waiting race that nobody started in time: stored as aborted, then closed here.
 * Resolves true when the race is closed.
 */
export function expire(race: RaceParts): Promise<boolean> {
  return race.queue
    .run(async () => {
      if (!isWaiting(race.record)) return isAborted(race.record)
      await closeWaiting(race)
      return true
    })
    .catch((error: unknown) => {
      race.log.warn({ err: error }, 'could not close an expired waiting race')
      return false
    })
}

/** A waiting race called off (expired, a stale invite, a ranked seat left): stored, closed. */
export async function closeWaiting(race: RaceParts): Promise<void> {
  const callOff = step(race.record.status, 'callOff')
  if (!callOff.ok) return
  const at = new Date(race.deps.clock.now())
  await race.writes.player(() => race.deps.store.finishRace(race.record.id, callOff.to, at, []))
  enter(race.record, callOff)
  race.record.finishedAt = at
  race.flags.closing = true
  race.notifier.now()
}

/**
 * A race the server starts (an arena group) still not live when its round closed: stored as
 * aborted, its countdown stopped; it never goes live after its round (docs/arena.md). Resolves
 * true when the race is over.
 */
export function closeRound(race: RaceParts): Promise<boolean> {
  return race.queue.run(async () => {
    const closed = step(race.record.status, 'roundClosed', seatFacts(race))
    if (!closed.ok) return isOver(race.record)
    const at = new Date(race.deps.clock.now())
    await race.writes.must(() => race.deps.store.finishRace(race.record.id, closed.to, at, []))
    race.timer.clear()
    race.flags.countdownEndsAt = null
    enter(race.record, closed)
    race.record.finishedAt = at
    race.flags.closing = true
    race.notifier.now()
    return true
  })
}

/** Cancels timers and gives up retrying (shutdown); what is not stored reloads at boot. */
export function stop(race: RaceParts): void {
  race.flags.stopped = true
  race.timer.clear()
  race.abandonment.stop()
  race.spectatorChannel.stop()
  race.opponents.stop()
  race.notifier.stop()
}

/**
 * Cluster mode: another node owns this race now (a write was fenced). This node stops acting
 * for it at once; its clients are sent to the owner.
 */
export function moved(race: RaceParts): Err {
  if (!race.flags.lost) {
    race.flags.lost = true
    stop(race)
    race.hooks.lost()
  }
  return err('MOVED', 'this race is run by another server now: reconnect there')
}
