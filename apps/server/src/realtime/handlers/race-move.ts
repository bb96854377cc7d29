// race:move: validates the payload, spends the player's move budgets, hands the move to the race
// that runs here (or answers MOVED), and times the answer.
import { err, movePayloadSchema, type Reply } from '@patience-race/protocol'
import type { Handler } from '../handle.js'
import { raceHere, withOwnerUrl } from '../locate.js'
import type { RaceSocket } from '../types.js'
import type { Services } from '../../services.js'
import { parsePayload } from '../../parse-payload.js'

export function raceMove({ registry, budgets, metrics }: Services): Handler {
  const move = async (socket: RaceSocket, payload: unknown): Promise<Reply<object>> => {
    if (!socket.data.moveBudget.take()) return err('RATE_LIMITED', 'too many moves; slow down')
    const parsed = parsePayload(movePayloadSchema, payload)
    if (!parsed.ok) return parsed
    const player = socket.data.player
    if (!player) return err('UNAUTHORIZED', 'moves need a session token')
    if (!(await budgets.move(player.id))) return err('RATE_LIMITED', 'too many moves; slow down')
    const { raceId } = parsed.data
    // One process: always here. Cluster mode: MOVED to the owner when this node is not it.
    const here = await raceHere(registry, raceId)
    if (!('race' in here)) return here
    const reply = await here.race.move(player.id, parsed.data.move, parsed.data.seq)
    return withOwnerUrl(registry, raceId, reply)
  }
  return async (socket, payload) => {
    const started = performance.now()
    const reply = await move(socket, payload)
    metrics.moveAnswered(performance.now() - started, reply.ok)
    return reply
  }
}
