// What a race tells each audience: the racers its live facts, everyone else the same facts held
// back by the spectator delay; the summary, `race:state` and a player's join reply.
import { playerView } from '@patience-race/engine'
import type { JoinOk, RaceStateEvent, RaceSummary } from '@patience-race/protocol'
import { isLive } from '../lifecycle/race-lifecycle.js'
import type { RaceParts } from '../core/race-parts.js'
import { raceStateEvent, raceSummary, type RaceFacts } from './race-snapshot.js'
import { inviteExpired, spectatorsNow } from '../core/race-queries.js'
import type { Seat } from '../seats/race-seat.js'
import { isServerPlayer } from '../seats/bots.js'
import { legalOf } from '../core/state-cache.js'

function facts(race: RaceParts): RaceFacts {
  return {
    record: race.record,
    seats: race.seats,
    total: race.total,
    rematchId: race.rematches.id,
    rematchOfferBy: race.rematches.openOfferBy(),
    spectators: spectatorsNow(race),
    countdownEndsAt: race.flags.countdownEndsAt,
    abandonAfterMs: race.deps.abandonAfterMs,
    ratingOf: (seat) => race.ratings.of(seat),
    presence: (seat) => {
      if (isServerPlayer(seat.player.id)) return { online: true, offlineSince: null }
      const since = race.presence.offlineSince(seat.index)
      return {
        online: race.presence.online(seat.index),
        offlineSince: since === null ? null : new Date(since).toISOString(),
      }
    },
  }
}

/**
 * With a spectator delay, non-racers learn each seat's progress and status as they were
 * `spectatorDelaySec` ago (from the same delayed boards they are shown), never sooner.
 */
function publicFacts(race: RaceParts): RaceFacts {
  const live = facts(race)
  if (race.record.spectatorDelaySec === 0 || !isLive(race.record)) return live
  const views = race.spectatorChannel.delayedViews()
  return {
    ...live,
    progressOf: (seat) => {
      const view = views[String(seat.index)]
      return view
        ? { foundation: view.foundation, total: view.total, moves: view.moves, status: view.status }
        : { foundation: 0, total: race.total, moves: 0, status: 'playing' }
    },
  }
}

export function summary(race: RaceParts): RaceSummary {
  return withInvite(race, raceSummary(facts(race)))
}

/** What anyone but the racers may know now: held back by the spectator delay. */
export function publicSummary(race: RaceParts): RaceSummary {
  return withInvite(race, raceSummary(publicFacts(race)))
}

/** An invite that would now answer INVITE_EXPIRED says so, so a page can tell before Join. */
function withInvite(race: RaceParts, summary: RaceSummary): RaceSummary {
  return inviteExpired(race) ? { ...summary, inviteExpired: true } : summary
}

export function stateEvent(race: RaceParts, now = race.deps.clock.now()): RaceStateEvent {
  return raceStateEvent(facts(race), now)
}

/** race:state: the racers at once; with a spectator delay, the others the delayed facts. */
export function broadcastState(race: RaceParts, now: number): void {
  const { broadcaster } = race.deps
  const id = race.record.id
  if (race.record.spectatorDelaySec === 0 || !isLive(race.record)) {
    broadcaster.toRace(id, 'race:state', stateEvent(race, now))
    return
  }
  const live = stateEvent(race, now)
  for (const seat of race.seats.values()) broadcaster.toSeat(id, seat.index, 'race:state', live)
  broadcaster.toSpectators(id, 'race:state', raceStateEvent(publicFacts(race), now))
}

/** A racer's join reply: its seat, the race, and its own board once dealt. */
export function playerJoin(race: RaceParts, seat: Seat): JoinOk {
  const base: JoinOk = { role: 'player', seat: seat.index, race: summary(race) }
  if (!seat.state) return base
  return { ...base, view: playerView(seat.state), legal: legalOf(seat.state), seq: seat.lastSeq }
}
