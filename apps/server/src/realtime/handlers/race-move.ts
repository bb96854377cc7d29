import { err, movePayloadSchema } from '@patience-race/protocol'
import type { Handler } from '../handle.js'
import type { HandlerDeps } from '../types.js'
import { parsePayload } from '../../parse-payload.js'

export function raceMove({ registry }: HandlerDeps): Handler {
  return async (socket, payload) => {
    if (!socket.data.moveBudget.take()) return err('RATE_LIMITED', 'too many moves; slow down')
    const parsed = parsePayload(movePayloadSchema, payload)
    if (!parsed.ok) return parsed
    const player = socket.data.player
    if (!player) return err('UNAUTHORIZED', 'moves need a session token')
    const race = await registry.get(parsed.data.raceId)
    if (!race) return err('NOT_FOUND', 'no such race')
    return race.move(player.id, parsed.data.move, parsed.data.seq)
  }
}
