// race:react — a reaction from the fixed set (never free text) to everyone in the race.
// Spectators may react at any time; a racer only once its own game is over, so racing stays
// between the boards. Sent to the race's room through the adapter, as the race's own
// broadcasts are, so every node's watchers see it — but not the sockets of accounts that block
// the sender (docs/friends.md): it is not told, so a block stays unseen.
import { err, ok } from '@patience-race/protocol'
import { isOver } from '../../races/lifecycle/race-lifecycle.js'
import { isSeatDone } from '../../races/seats/race-seat.js'
import type { Handler } from '../handle.js'
import { raceHere } from '../locate.js'
import { rooms } from '../rooms.js'
import { playerRoom } from '../../accounts/socket-sessions.js'
import type { Services } from '../../services.js'

/**
 * Reactions one sender may send per window, and one address to one race (budgets/address-key.ts):
 * eight guest names on one address share one budget in that race (issue 40).
 */
const REACTIONS_PER_WINDOW = 3
const REACTION_WINDOW_MS = 10_000

export function raceReact({ registry, budget, crowds, friends }: Services): Handler<'race:react'> {
  const perSender = budget('reactions', REACTIONS_PER_WINDOW, REACTION_WINDOW_MS)
  const perAddressInRace = budget('reactions-address', REACTIONS_PER_WINDOW, REACTION_WINDOW_MS)
  return async (socket, { raceId, reaction }) => {
    const player = socket.data.player
    let seat: number | null = null
    const role = crowds.roleIn(socket.id, raceId)
    if (role === 'player' && player) {
      const here = await raceHere(registry, raceId)
      if (!('race' in here)) return here
      const { race } = here
      const own = race.seatOf(player.id)
      if (!own) return err('NOT_A_PLAYER', 'you have no seat in this race')
      if (!isOver(race) && !isSeatDone(own))
        return err('NOT_FINISHED', 'racers may react once their game is over')
      seat = own.index
    } else if (role !== 'spectator') {
      return err('NOT_FOUND', 'join the race before reacting to it')
    }
    const address = socket.data.ip
    if (
      !(await perSender.take(player?.id ?? `ip:${address}`)) ||
      !(await perAddressInRace.take(`${raceId}:${address}`))
    )
      return err('RATE_LIMITED', 'too many reactions; wait a few seconds')
    const blockers = player && friends ? await friends.blockerIds(player.id) : []
    socket.nsp
      .to(rooms.race(raceId))
      .except(blockers.map(playerRoom))
      .emit('race:reaction', {
        raceId,
        reaction,
        seat,
        name: seat === null ? (player?.name ?? null) : null,
      })
    return ok({})
  }
}
