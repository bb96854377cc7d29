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
  ) => io.to(room).emit(event, ...args)
  return {
    toRace: (raceId, event, ...args) => emitTo(rooms.race(raceId), event, args),
    toSeat: (raceId, seat, event, ...args) => emitTo(rooms.seat(raceId, seat), event, args),
    toSeats: (raceId, seats, event, ...args) => {
      if (seats.length > 0)
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
