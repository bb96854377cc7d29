// race:ready, race:start, race:resign, race:claim, race:rematch and race:leave: a race id in, a plain reply out.
import { err, ok, type RaceRefPayload, type Reply } from '@patience-race/protocol'
import { isWaiting } from '../../races/lifecycle/race-lifecycle.js'
import type { Race } from '../../races/core/race.js'
import type { Handler } from '../handle.js'
import { raceHere, withOwnerUrl } from '../locate.js'
import { crowdSocket } from '../crowd-sockets.js'
import type { RaceSocket } from '../types.js'
import type { Services } from '../../services.js'

/** A race's player acts on it: the race id in, the race's own reply out. */
function playerAction<T extends object>(
  { registry }: Services,
  act: (race: Race, playerId: string) => Promise<Reply<T>>,
) {
  return async (socket: RaceSocket, { raceId }: RaceRefPayload): Promise<Reply<T>> => {
    const player = socket.data.player
    if (!player) return err('UNAUTHORIZED', 'this needs a session token')
    const here = await raceHere(registry, raceId)
    if (!('race' in here)) return here
    return withOwnerUrl(registry, raceId, await act(here.race, player.id))
  }
}

export const raceReady = (deps: Services) =>
  playerAction(deps, async (race, id) => {
    // A daily attempt still waiting at midnight never starts: the day's seed is due out.
    const waiting = isWaiting(race) && race.seatOf(id) !== undefined
    if (waiting && deps.dailyDayOver?.(race.record)) {
      await race.expire()
      return err('DAILY_DAY_OVER', "that day's daily is over: play today's from the lobby")
    }
    return race.ready(id)
  })
export const raceStart = (deps: Services) => playerAction(deps, (race, id) => race.startNow(id))
export const raceResign = (deps: Services) => playerAction(deps, (race, id) => race.resign(id))
export const raceRematch = (deps: Services) => playerAction(deps, (race, id) => race.rematch(id))
export const raceClaim = (deps: Services) => playerAction(deps, (race, id) => race.claim(id))
export const raceDeclineRematch = (deps: Services) =>
  playerAction(deps, async (race, id) => race.declineRematch(id))

/**
 * Leaving a waiting race frees the seat (or, `cancel`, calls the creator's lone invite off);
 * leaving a live one is just a disconnect. A freed seat is left by every socket of the player
 * (another tab), or they would get its next racer's cards.
 */
export function raceLeave({ registry, crowds }: Services): Handler<'race:leave'> {
  return async (socket, { raceId, cancel }) => {
    const race = await registry.get(raceId)
    if (!race) return err('NOT_FOUND', 'no such race')
    const member = crowdSocket(socket)
    await crowds.leave(member, race)
    const playerId = socket.data.player?.id
    const seat = race.seatOf(playerId)?.index
    await race.leave(playerId, socket.id, cancel === true)
    if (playerId && seat !== undefined && race.seatOf(playerId)?.index !== seat)
      await crowds.seatFreed(member, race, seat)
    return ok({})
  }
}
