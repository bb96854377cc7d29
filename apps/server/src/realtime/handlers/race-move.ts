// race:move (its payload already parsed by handle.ts): spends the player's move budgets, hands
// the move to the race that runs here (or answers MOVED), and times the answer.
import { err, type MovePayload, type MoveOk, type Reply } from '@patience-race/protocol'
import type { Handler } from '../handle.js'
import { raceHere, withOwnerUrl } from '../locate.js'
import type { RaceSocket } from '../types.js'
import type { Services } from '../../services.js'

export function raceMove({ registry, budgets, metrics }: Services): Handler<'race:move'> {
  const move = async (socket: RaceSocket, payload: MovePayload): Promise<Reply<MoveOk>> => {
    if (!socket.data.moveBudget.take()) return err('RATE_LIMITED', 'too many moves; slow down')
    const player = socket.data.player
    if (!player) return err('UNAUTHORIZED', 'moves need a session token')
    if (!(await budgets.move(player.id))) return err('RATE_LIMITED', 'too many moves; slow down')
    const { raceId } = payload
    // One process: always here. Cluster mode: MOVED to the owner when this node is not it.
    const here = await raceHere(registry, raceId)
    if (!('race' in here)) return here
    const reply = await here.race.move(player.id, payload.move, payload.seq)
    return withOwnerUrl(registry, raceId, reply)
  }
  return async (socket, payload) => {
    const started = performance.now()
    const reply = await move(socket, payload)
    metrics.moveAnswered(performance.now() - started, reply.ok)
    return reply
  }
}
