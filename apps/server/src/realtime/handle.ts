// Wraps a socket handler: whatever a client sends (no ack, a non-function ack, junk), the
// process survives and, where it can, answers with an error value.
import { err, type Reply } from '@patience-race/protocol'
import type { FastifyBaseLogger } from 'fastify'
import type { RaceSocket } from './types.js'

export type Handler = (socket: RaceSocket, payload: unknown) => Promise<Reply<object>>

export function handle(
  socket: RaceSocket,
  event: string,
  handler: Handler,
  log: FastifyBaseLogger,
): void {
  const listen = socket.on.bind(socket) as unknown as (
    event: string,
    fn: (...args: unknown[]) => void,
  ) => void
  listen(event, (payload: unknown, ack: unknown) => {
    const answer = (reply: Reply<object>) => {
      if (typeof ack !== 'function') return
      try {
        ack(reply)
      } catch (error) {
        log.warn({ error, event }, 'ack failed')
      }
    }
    if (!socket.data.eventBudget.take()) {
      answer(err('RATE_LIMITED', 'too many messages; slow down'))
      return
    }
    handler(socket, payload).then(answer, (error: unknown) => {
      log.error({ err: error, event }, 'socket handler failed')
      answer(err('INTERNAL', 'something went wrong on the server; try again'))
    })
  })
}
