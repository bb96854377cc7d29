// A live race's play: moves (durable before acknowledged), resigning, claiming against leavers,
// and the progress each change sends to the other racers and the spectators.
import type { Move, Progress } from '@patience-race/engine'
import { err, ok, type MoveOk, type Reply } from '@patience-race/protocol'
import { finish, moved } from '../ending/race-ending.js'
import { isBeforeStart, isLive } from '../lifecycle/race-lifecycle.js'
import type { RaceParts } from './race-parts.js'
import { allDone, canMove, elapsed, seatOf, seatRecord } from './race-queries.js'
import { isSeatDone, seatStatus, type Seat } from '../seats/race-seat.js'
import { answerResend, applySeatMove, storeSeatMove } from './seat-moves.js'
import { resyncSeat } from './seat-resync.js'
import { isStillPlaying } from '../seats/seat-status.js'

export async function move(
  race: RaceParts,
  playerId: string,
  move: Move,
  seq: number,
): Promise<Reply<MoveOk>> {
  const seat = seatOf(race, playerId)
  if (!seat) return err('NOT_A_PLAYER', 'you have no seat in this race')
  if (!seat.game || isBeforeStart(race.record)) {
    return err('NOT_STARTED', 'the race has not started yet')
  }
  if (!(await matchesStore(race, seat)))
    return err('INTERNAL', 'the move could not be saved; send it again')
  if (seq <= seat.lastSeq) return answerResend(seat, seq)
  if (!canMove(race) || isSeatDone(seat)) return err('FINISHED', 'your game is over')
  const applied = applySeatMove(seat, move, seq)
  if (!applied.ok) return applied
  const at = Math.round(elapsed(race))
  const { progress } = applied
  const foundation = { before: applied.foundationBefore, after: progress.foundation }
  const stored = await storeSeatMove(
    seat,
    { raceId: race.record.id, seq, move, at, foundation },
    race.deps.moveLog,
    (error) =>
      race.log.error(
        { seat: seat.index, seq, err: error },
        'move write failed; rolled back, the seat reads the store before its next move',
      ),
  )
  if (stored === 'fenced') return moved(race)
  if (stored !== true) return err('INTERNAL', 'the move could not be saved; send it again')
  afterDurableMove(race, seat, progress, at)
  return ok({ seq, patch: applied.patch, legalCount: applied.legalCount, check: applied.check })
}

/**
 * Whether the seat is known to match the store, after rebuilding it from the store if one of
 * its writes failed without telling; false: the store could not be read.
 */
export async function matchesStore(race: RaceParts, seat: Seat): Promise<boolean> {
  return !seat.unsureOfStore || !canMove(race) || resyncWithStore(race, seat)
}

/**
 * Rebuilds a seat unsure of the store from it; moves the store held that the seat had rolled
 * back reach the others as any stored move does. False: the store could not be read.
 */
function resyncWithStore(race: RaceParts, seat: Seat): Promise<boolean> {
  return resyncSeat(race, seat, () => {
    if (seat.game && canMove(race))
      afterDurableMove(race, seat, seat.game.progress(), seat.lastMoveAt)
  })
}

/** `p`: the seat's progress after the stored move. */
function afterDurableMove(race: RaceParts, seat: Seat, p: Progress, at: number): void {
  if (!isLive(race.record)) return
  if (!isStillPlaying(p.status) && seat.finishedAt === null) seat.finishedAt = at
  broadcastProgress(race, seat, p, at)
  if (!isStillPlaying(p.status)) {
    race.spectatorChannel.flush()
    race.notifier.now()
    finishIfDone(race)
  }
}

/**
 * Everyone has finished; or the only racers still playing have left (claimable): they lose by
 * forfeit and the race ends, as a claim would end it.
 */
function finishIfDone(race: RaceParts): void {
  if (allDone(race)) return void finish(race)
  const playing = [...race.seats.values()].filter((seat) => !isSeatDone(seat))
  const claimable = new Set(race.abandonment.claimable())
  if (playing.length > 0 && playing.every((seat) => claimable.has(seat.index))) {
    const at = Math.round(elapsed(race))
    for (const seat of playing) {
      seat.abandoned = true
      seat.finishedAt = at
    }
    // Stored ahead of the results (same queue), so a restart before the results are stored
    // brings the leavers back out of the race, and the race finishes at boot.
    const leavers = playing.map((seat) =>
      seatRecord(race, seat.index, seat.player.id, { abandoned: true, finishedAtMs: at }),
    )
    race.queue
      .run(() => race.writes.must(() => race.deps.store.upsertSeats(leavers)))
      .catch(() => undefined)
    void finish(race)
  }
}

function broadcastProgress(race: RaceParts, seat: Seat, progress: Progress, at: number): void {
  const entry = { seat: seat.index, progress, status: seatStatus(seat), at }
  race.opponents.send(entry)
  race.spectatorChannel.seatMoved(seat, { raceId: race.record.id, ...entry })
}

export function resign(race: RaceParts, playerId: string): Promise<Reply> {
  return race.queue.run(async () => {
    const seat = seatOf(race, playerId)
    if (!seat) return err('NOT_A_PLAYER', 'you have no seat in this race')
    if (isBeforeStart(race.record)) return err('NOT_STARTED', 'the race has not started yet')
    if (!canMove(race) || isSeatDone(seat)) return err('FINISHED', 'your game is already over')
    const at = Math.round(elapsed(race))
    await race.writes.player(() =>
      race.deps.store.upsertSeat(
        seatRecord(race, seat.index, playerId, { resigned: true, finishedAtMs: at }),
      ),
    )
    seat.resigned = true
    seat.finishedAt = at
    if (seat.game) broadcastProgress(race, seat, seat.game.progress(), seat.finishedAt)
    race.spectatorChannel.flush()
    race.notifier.now()
    finishIfDone(race)
    race.hooks.out([playerId])
    return ok({})
  })
}

/**
 * A racer claims the race against opponents gone for ABANDON_AFTER_MS: they lose by forfeit
 * (`abandoned`) and the race ends now.
 */
export function claim(race: RaceParts, playerId: string): Promise<Reply> {
  return race.queue.run(async () => {
    const seat = seatOf(race, playerId)
    if (!seat) return err('NOT_A_PLAYER', 'you have no seat in this race')
    if (!canMove(race)) return err('FINISHED', 'the race is over')
    const gone = race.abandonment
      .claimable()
      .filter((index) => index !== seat.index)
      .map((index) => race.seats.get(index))
      .filter((other): other is Seat => other !== undefined)
    if (gone.length === 0)
      return err('NOT_CLAIMABLE', 'no opponent has been gone long enough to claim the race')
    const at = Math.round(elapsed(race))
    await race.writes.player(() =>
      race.deps.store.upsertSeats(
        gone.map((other) =>
          seatRecord(race, other.index, other.player.id, { abandoned: true, finishedAtMs: at }),
        ),
      ),
    )
    for (const other of gone) {
      other.abandoned = true
      other.finishedAt = at
      if (other.game) broadcastProgress(race, other, other.game.progress(), at)
    }
    // With more racers still playing, the leavers are out (placed last) and the race goes on.
    const othersPlaying = [...race.seats.values()].some((s) => s !== seat && !isSeatDone(s))
    if (othersPlaying) {
      race.spectatorChannel.flush()
      race.notifier.now()
      race.hooks.out(gone.map((other) => other.player.id))
      return ok({})
    }
    if (!isSeatDone(seat)) seat.finishedAt = at
    void finish(race)
    return ok({})
  })
}
