import { err, joinPayloadSchema } from '@patience-race/protocol'
import { rooms } from '../rooms.js'
import type { Handler } from '../handle.js'
import type { HandlerDeps } from '../types.js'
import { parsePayload } from '../../parse-payload.js'

export function raceJoin({ registry }: HandlerDeps): Handler {
  return async (socket, payload) => {
    const parsed = parsePayload(joinPayloadSchema, payload)
    if (!parsed.ok) return parsed
    const { raceId, as } = parsed.data
    const race = await registry.get(raceId)
    if (!race) return err('NOT_FOUND', 'no such race')
    const reply = await race.join(socket.data.player, as, socket.id)
    if (!reply.ok) return reply
    await socket.join(rooms.race(raceId))
    if (reply.role === 'player' && reply.seat !== undefined) {
      if (socket.data.watching.delete(raceId)) race.removeWatcher(socket.id)
      await socket.leave(rooms.spectators(raceId))
      await socket.join(rooms.seat(raceId, reply.seat))
    } else {
      socket.data.watching.add(raceId)
      await socket.join(rooms.spectators(raceId))
    }
    return reply
  }
}
