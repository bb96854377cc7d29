// Builds a race's parts: its collaborators (writes, timers, presence, leavers, the spectator
// channel, the other racers' progress, rematch offers) wired to the race's own state.
import { cardCount } from '@patience-race/engine'
import type { RaceRecord } from '../records.js'
import { Abandonment } from '../seats/abandonment.js'
import { OpponentProgress } from '../audience/opponent-progress.js'
import { finish, moved } from '../ending/race-ending.js'
import type { RaceFlags, RaceHooks, RaceParts, RaceServices } from './race-parts.js'
import { RacePresence } from '../presence/race-presence.js'
import { RaceRatings } from '../ending/race-ratings.js'
import { isLive, isOver } from '../lifecycle/race-lifecycle.js'
import { humanSeats, spectatorsNow } from './race-queries.js'
import { isSeatDone, type Seat } from '../seats/race-seat.js'
import { RaceTimer } from './race-timer.js'
import { RaceWatchers } from '../audience/race-watchers.js'
import { RaceWrites } from './race-writes.js'
import { broadcastState } from '../audience/race-views.js'
import { RematchOffers } from '../ending/rematch-offers.js'
import { SerialQueue } from './serial-queue.js'
import { SpectatorChannel } from '../audience/spectator-channel.js'
import { StateNotifier } from '../audience/state-notifier.js'

/** Audience changes reach the room at most this often. */
const AUDIENCE_STATE_MS = 1000

export function raceParts(record: RaceRecord, deps: RaceServices, hooks: RaceHooks): RaceParts {
  const id = record.id
  const total = cardCount(record.game)
  const seats = new Map<number, Seat>()
  const log = deps.logFor(id)
  const flags: RaceFlags = {
    closing: false,
    finishing: null,
    stopped: false,
    lost: false,
    countdownEndsAt: null,
    endsBy: null,
  }
  const presence = new RacePresence()
  const seatAway = (event: 'race:opponent-left' | 'race:opponent-back', seat: number) =>
    deps.broadcaster.toRace(id, event, { raceId: id, seat })
  // The collaborators call back into `race` only after it is built.
  const race: RaceParts = {
    record,
    seats,
    total,
    deps,
    hooks,
    log,
    flags,
    presence,
    hereSince: deps.clock.now(),
    queue: new SerialQueue(),
    timer: new RaceTimer(deps.scheduler),
    ownWatchers: new RaceWatchers(deps.maxSpectatorsPerAddress),
    ratings: new RaceRatings(),
    writes: new RaceWrites({
      log,
      stopped: () => flags.stopped,
      fenced: () => void moved(race),
      // Backoff waits run on the injected scheduler too (tests' deps.sleep makes them instant).
      sleep: deps.sleep ?? ((ms) => new Promise((wake) => deps.scheduler.setTimeout(wake, ms))),
    }),
    rematches: new RematchOffers({
      raceId: id,
      seatCount: record.seatCount,
      seats: () => seats.values(),
      online: (seat) => presence.online(seat),
      broadcaster: deps.broadcaster,
      create: () => hooks.createRematch(),
      failed: (error) => log.error({ err: error }, 'could not make the rematch'),
    }),
    abandonment: new Abandonment(deps.scheduler, deps.abandonAfterMs, {
      // A stopped race (shutdown) starts no timer: its sockets are dropped after it stops.
      live: () => isLive(record) && !flags.closing && !flags.stopped,
      humanSeats: () => humanSeats(race).map((seat) => seat.index),
      playing: (index) => {
        const seat = seats.get(index)
        return seat !== undefined && !isSeatDone(seat)
      },
      online: (index) => presence.online(index),
      left: (index) => seatAway('race:opponent-left', index),
      back: (index) => seatAway('race:opponent-back', index),
      // A one-seat race (a daily) is not called off by its racer leaving: its clock runs on and
      // the attempt resumes on return, until the time limit ends it.
      everyoneGone: () => {
        if (record.seatCount > 1) void finish(race)
      },
    }),
    spectatorChannel: new SpectatorChannel({
      raceId: id,
      seats,
      total,
      delaySec: record.spectatorDelaySec,
      isOver: () => isOver(record),
      watchers: () => spectatorsNow(race),
      clock: deps.clock,
      scheduler: deps.scheduler,
      broadcaster: deps.broadcaster,
    }),
    opponents: new OpponentProgress(
      id,
      () => [...seats.keys()],
      deps.broadcaster,
      deps.clock,
      deps.scheduler,
    ),
    notifier: new StateNotifier(
      (now) => broadcastState(race, now),
      deps.clock,
      deps.scheduler,
      AUDIENCE_STATE_MS,
    ),
  }
  return race
}
