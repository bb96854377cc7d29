// Who is in a race: seats taken and freed while it waits, spectators joining and leaving, and
// racers' sockets coming and going (presence, for leavers and stale invites).
import { err, ok, type JoinOk, type Reply } from '@patience-race/protocol'
import type { PlayerRecord } from '../records.js'
import { closeWaiting } from '../ending/race-ending.js'
import type { RaceParts } from '../core/race-parts.js'
import { matchesStore } from '../core/race-play.js'
import { formatOf } from '../formats/formats.js'
import { isCountingDown, isOver, isWaiting } from '../lifecycle/race-lifecycle.js'
import {
  creator,
  freeSeat,
  inviteExpired,
  seatOf,
  seatRecord,
  watchersOf,
} from '../core/race-queries.js'
import { emptySeat, type Seat } from './race-seat.js'
import { playerJoin, publicSummary } from '../audience/race-views.js'
import { isServerPlayer } from './bots.js'

/**
 * A new race's first racers (its creator, a pairing, the server's players): stored, seated. A
 * race the server seats and starts at once (an arena round's group) stores all its seats in one
 * write, retried until stored: nobody waits on a reply there, and a group whose race row was
 * written without its seats would never be dealt again (its id is taken).
 */
export async function seatFirst(race: RaceParts, players: readonly PlayerRecord[]): Promise<void> {
  const seats = players.map((player, index) => {
    const seat = emptySeat(index, player)
    seat.ready = isServerPlayer(player.id)
    return seat
  })
  const recordOf = (seat: Seat) =>
    seatRecord(race, seat.index, seat.player.id, { ready: seat.ready })
  const serverSeated = formatOf(race.record).startsAtOnce
  if (serverSeated) await race.writes.must(() => race.deps.store.upsertSeats(seats.map(recordOf)))
  for (const seat of seats) {
    if (!serverSeated) await race.deps.store.upsertSeat(recordOf(seat))
    race.seats.set(seat.index, seat)
  }
}

/**
 * A race the server seats (an arena group) that holds no seat yet: its first owner stored the
 * race but lost it to a claim before its seat write (a fenced write stores nothing), so the node
 * holding it now seats the planned players, in the race's queue. A race with seats, or no longer
 * waiting, is left as it is (docs/arena.md, "A group's race claimed before it started").
 */
export function seatPlanned(race: RaceParts, players: readonly PlayerRecord[]): Promise<void> {
  return race.queue.run(async () => {
    if (!isWaiting(race.record) || race.seats.size > 0 || !formatOf(race.record).startsAtOnce)
      return
    await seatFirst(race, players)
    race.notifier.now()
  })
}

/**
 * A spectator's join: no store write, so no queue. A player seated here is never a
 * spectator of its own race, at any status.
 */
export function watch(
  race: RaceParts,
  player: PlayerRecord | null,
  watcherId: string,
  address: string,
): Reply<JoinOk> {
  const { record } = race
  if (seatOf(race, player?.id)) return err('OWN_RACE', 'you race in this race: join it as a player')
  if (!record.spectatorsAllowed && !isOver(record))
    return err('NO_SPECTATORS', 'the racers chose to race without spectators')
  // A daily attempt's board would show the day's deal: its replay is the way (docs/daily.md).
  if (!formatOf(record).watchable)
    return err('NO_SPECTATORS', 'a daily attempt is not watched: see the daily board')
  const added = watchersOf(race).add(watcherId, address)
  if (added === 'too-many-from-address')
    return err('RATE_LIMITED', 'too many spectators from your address in this race')
  if (added === 'added') watchersChanged(race)
  const started = record.startedAt !== null && !isCountingDown(record)
  return ok({
    role: 'spectator',
    race: publicSummary(race),
    ...(started ? { views: race.spectatorChannel.delayedViews() } : {}),
  })
}

/** A player's join: its own seat, or a free one while waiting (stored, then taken). */
export async function join(
  race: RaceParts,
  player: PlayerRecord | null,
  as: 'player' | undefined,
): Promise<Reply<JoinOk>> {
  const own = seatOf(race, player?.id)
  if (own) {
    // A tab joining after a write of unknown fate gets the stored game, not the rolled-back one.
    if (!(await matchesStore(race, own)))
      return err('INTERNAL', 'your game could not be read; join again')
    return ok(playerJoin(race, own))
  }
  if (!player) return err('UNAUTHORIZED', 'a player needs a session token')
  const { record } = race
  const paired = formatOf(record).seats === 'paired'
  if (paired && as === 'player')
    return err('NOT_YOUR_SEAT', 'the seats of this race belong to the players put in it')
  return race.queue.run(async () => {
    const again = seatOf(race, player.id)
    if (again) return ok(playerJoin(race, again))
    if (inviteExpired(race)) {
      await closeWaiting(race)
      return err('INVITE_EXPIRED', 'this invitation has expired: its creator left')
    }
    const free = paired ? null : freeSeat(race)
    if (!isWaiting(record) || free === null) {
      if (as !== 'player') return err('RACE_FULL', 'use as: spectator to watch')
      return err(
        'RACE_FULL',
        isWaiting(record) ? 'every seat is taken' : 'this race has already started',
      )
    }
    await race.writes.player(() => race.deps.store.upsertSeat(seatRecord(race, free, player.id)))
    const seat = emptySeat(free, player)
    race.seats.set(free, seat)
    race.notifier.now()
    return ok(playerJoin(race, seat))
  })
}

/** Whether a join without `as` should fall back to watching (seats full or started). */
export function canSeat(race: RaceParts, player: PlayerRecord | null): boolean {
  return (
    seatOf(race, player?.id) !== undefined ||
    (player !== null &&
      formatOf(race.record).seats === 'open' &&
      isWaiting(race.record) &&
      freeSeat(race) !== null)
  )
}

/** A spectator's socket went away. */
export function removeWatcher(race: RaceParts, watcherId: string): void {
  if (watchersOf(race).remove(watcherId)) watchersChanged(race)
}

function watchersChanged(race: RaceParts): void {
  if (race.deps.audience) race.deps.audience.changed(race.record.id)
  else race.notifier.soon()
}

/**
 * A waiting seat its player keeps on leaving, as a live racer does: a daily or practice attempt
 * (one seat, nobody else's to take), and the creator's of a friend invite still waiting alone
 * for its racers. Both are the player's way back from the lobby (GET /api/races/mine); an invite
 * its creator never comes back to goes stale (INVITE_IDLE_MS), an attempt expires with the
 * waiting races (WAITING_RACE_TTL_MS).
 */
function keepsWaitingSeat(race: RaceParts, seat: Seat): boolean {
  const keeps = formatOf(race.record).keepsWaitingSeat
  if (keeps === 'always') return true
  return keeps === 'creator-alone' && race.seats.size === 1 && creator(race) === seat
}

/**
 * Leaving a waiting race frees the seat (stored first), but for the seats above; leaving a live
 * one changes nothing. `cancel`: the creator alone in its friend invite calls it off (nobody
 * else holds a seat in it to lose), so the lobby's line for it goes.
 */
export async function leave(
  race: RaceParts,
  playerId: string | undefined,
  watcherId: string,
  cancel = false,
): Promise<Reply> {
  removeWatcher(race, watcherId)
  if (!seatOf(race, playerId)) return ok({})
  return race.queue.run(async () => {
    const seat = seatOf(race, playerId)
    if (!seat || !isWaiting(race.record)) return ok({})
    if (keepsWaitingSeat(race, seat)) {
      if (cancel && formatOf(race.record).keepsWaitingSeat === 'creator-alone')
        await closeWaiting(race)
      return ok({})
    }
    // A ranked race's seats belong to the paired players: one leaving calls the race off.
    if (formatOf(race.record).seats === 'paired') {
      await closeWaiting(race)
      const others = [...race.seats.values()].filter(
        (s) => s !== seat && !isServerPlayer(s.player.id),
      )
      race.deps.onRankedCalledOff?.(others.map((s) => s.player.id))
      return ok({})
    }
    await race.writes.player(() => race.deps.store.removeSeat(race.record.id, seat.index))
    race.seats.delete(seat.index)
    race.notifier.now()
    return ok({})
  })
}

/** A racer's socket is in the race (joined its seat). */
export function playerConnected(race: RaceParts, seat: number, socketId: string): void {
  if (race.presence.connected(seat, socketId)) race.notifier.now()
  race.abandonment.here(seat)
}

/** A socket left (disconnect or leave): its seat may now be away. */
export function socketLeft(race: RaceParts, socketId: string): void {
  const away = race.presence.disconnected(socketId, race.deps.clock.now())
  if (away === null) return
  race.notifier.now()
  race.abandonment.away(away)
}
