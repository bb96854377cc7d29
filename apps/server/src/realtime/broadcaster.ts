// The races' Broadcaster over Socket.IO rooms (and, in a cluster, the Redis adapter).
import type { Broadcaster } from '../races/ports.js'
import { rooms } from './rooms.js'
import type { RaceServer } from './types.js'

type Emit = (event: string, ...args: unknown[]) => boolean

export function socketBroadcaster(io: RaceServer): Broadcaster {
  const emitTo = (room: string | string[], event: string, args: unknown[]) =>
    (io.to(room).emit as unknown as Emit)(event, ...args)
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
  }
}
