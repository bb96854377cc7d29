// The crowd's transport (races/presence/race-crowd.ts) over Socket.IO: a race's rooms by name
// (rooms.ts), a socket of this node or another (a RemoteSocket, through the Redis adapter)
// moved between them, and the sockets of a room on every node.
import type { CrowdRoom, CrowdRooms, CrowdSocket } from '../races/presence/race-crowd.js'
import { rooms } from './rooms.js'
import type { RaceServer, RaceSocket } from './types.js'

/** How long the other nodes have to say which of their sockets are in a room. */
const FETCH_TIMEOUT_MS = 2000

function roomName(raceId: string, room: CrowdRoom): string {
  if (room === 'race') return rooms.race(raceId)
  if (room === 'spectators') return rooms.spectators(raceId)
  return rooms.seat(raceId, room.seat)
}

/** The part of a socket the crowd uses: a local Socket or a RemoteSocket. */
interface RoomMember {
  readonly id: string
  readonly data: Partial<RaceSocket['data']>
  readonly rooms: ReadonlySet<string>
  join(room: string): Promise<void> | void
  leave(room: string): Promise<void> | void
}

export function crowdSocket(socket: RoomMember): CrowdSocket {
  return {
    id: socket.id,
    playerId: socket.data.player?.id,
    enter: (raceId, room) => socket.join(roomName(raceId, room)),
    exit: (raceId, room) => socket.leave(roomName(raceId, room)),
    exitRace: async (raceId) => {
      const race = rooms.race(raceId)
      for (const room of [...socket.rooms])
        if (room === race || room.startsWith(`${race}:`)) await socket.leave(room)
    },
  }
}

export function crowdRooms(io: RaceServer): CrowdRooms {
  return {
    async socketsIn(raceId, room) {
      const name = roomName(raceId, room)
      // Cluster-wide (other nodes answer through the Redis adapter); a node that does not
      // answer in time leaves us with the sockets we can see here.
      const found = await io
        .in(name)
        .timeout(FETCH_TIMEOUT_MS)
        .fetchSockets()
        .catch(() => io.local.in(name).fetchSockets())
      return found.map(crowdSocket)
    },
  }
}
