// race:join — a player takes or resumes its seat; anyone else (or `as: 'spectator'`) watches.
// Cluster mode: a spectator of a crowded race who asks its owner is sent to another node (MOVED).
// Once the race let the socket in, the crowd (races/presence/race-crowd.ts) puts it in the
// race's rooms and counts it.
import { err, type JoinOk, type Reply } from '@patience-race/protocol'
import type { Race } from '../../races/core/race.js'
import { movedTo } from '../locate.js'
import { crowdSocket } from '../crowd-sockets.js'
import type { Handler } from '../handle.js'
import type { Services } from '../../services.js'

export function raceJoin(services: Services): Handler<'race:join'> {
  const { registry, crowds } = services
  return async (socket, { raceId, as }) => {
    const player = socket.data.player
    const where = await registry.locate(raceId)
    if (!where) return err('NOT_FOUND', 'no such race')
    let race: Race
    if (where.kind === 'here') {
      race = where.race
      // Cluster mode, a crowded race run here: a new spectator watches from another node, so
      // this node's fan-out does not delay the racers (docs/scaling.md). Racers never move:
      // a seated player's join (or watch, OWN_RACE) is answered here, as is a socket already
      // watching (a resync).
      const watching = as === 'spectator' || (as === undefined && !race.canSeat(player))
      if (
        watching &&
        !race.seatOf(player?.id) &&
        crowds.roleIn(socket.id, raceId) !== 'spectator'
      ) {
        const url = registry.spectatorElsewhere(race)
        if (url) return movedTo(url, 'this race has a crowd: watch it from another server')
      }
    } else {
      // Cluster mode, another node runs the race: players go there; spectators may watch from
      // here (the owner's broadcasts reach this node through the Redis adapter).
      const snapshot = await registry.snapshotOf(raceId)
      if (!snapshot) return err('NOT_FOUND', 'no such race')
      const watching = as === 'spectator' || (as === undefined && !snapshot.canSeat(player))
      if (!watching || snapshot.seatOf(player?.id)) return movedTo(where.url)
      race = snapshot
    }
    const hadSeat = race.seatOf(player?.id) !== undefined
    let reply: Reply<JoinOk>
    if (as === 'spectator' || (as === undefined && !race.canSeat(player))) {
      // An arena entrant still playing the round watches none of its races (NOT_WHILE_RACING).
      const refused = hadSeat ? null : services.watchRefusal?.(race.record, player?.id)
      if (refused) return refused
      reply = await registry.watch(race, player, socket.id, socket.data.ip)
    } else {
      reply = await race.join(player, as)
      // The last seat went while this join waited its turn: watch instead, as a join without
      // `as` would have.
      if (!reply.ok && reply.error.code === 'RACE_FULL' && as === undefined)
        reply = await registry.watch(race, player, socket.id, socket.data.ip)
    }
    if (!reply.ok) return reply
    await crowds.admit(
      crowdSocket(socket),
      race,
      reply.role === 'player' && reply.seat !== undefined
        ? { role: 'player', seat: reply.seat, newSeat: !hadSeat }
        : { role: 'spectator' },
    )
    return reply
  }
}
