// The races' Broadcaster over Socket.IO rooms (and, in a cluster, the Redis adapter).
import type { ServerToClientEvents } from '@patience-race/protocol'
import type { Broadcaster } from '../races/ports.js'
import { rooms } from './rooms.js'
import type { RaceServer } from './types.js'

/** `cluster`: the Redis adapter relays to other nodes, whose rooms this node cannot see. */
export function socketBroadcaster(io: RaceServer, { cluster }: { cluster: boolean }): Broadcaster {
  const emitTo = <E extends keyof ServerToClientEvents>(
    room: string | string[],
    event: E,
    args: Parameters<ServerToClientEvents[E]>,
  ) => {
    if (!cluster && typeof room === 'string' && emitHere(room, event, args)) return
    io.to(room).emit(event, ...args)
  }
  /**
   * One process, a room of at most one socket (a duel's opponent, a race's only watcher): sent
   * straight to that socket, without a broadcast's sets of rooms and recipients. Same packet.
   */
  const emitHere = <E extends keyof ServerToClientEvents>(
    room: string,
    event: E,
    args: Parameters<ServerToClientEvents[E]>,
  ): boolean => {
    const ids = io.sockets.adapter.rooms.get(room)
    if (ids === undefined) return true
    if (ids.size > 1) return false
    for (const id of ids) io.sockets.sockets.get(id)?.emit(event, ...args)
    return true
  }
  return {
    toRace: (raceId, event, ...args) => emitTo(rooms.race(raceId), event, args),
    toSeat: (raceId, seat, event, ...args) => emitTo(rooms.seat(raceId, seat), event, args),
    toSeats: (raceId, seats, event, ...args) => {
      if (seats.length === 1) emitTo(rooms.seat(raceId, seats[0] as number), event, args)
      else if (seats.length > 1)
        emitTo(
          seats.map((seat) => rooms.seat(raceId, seat)),
          event,
          args,
        )
    },
    toSpectators: (raceId, event, ...args) => emitTo(rooms.spectators(raceId), event, args),
    mayHaveSpectators: (raceId) =>
      cluster || (io.sockets.adapter.rooms.get(rooms.spectators(raceId))?.size ?? 0) > 0,
  }
}
