// Wraps a socket handler: whatever a client sends (no ack, a non-function ack, junk), the
// process survives and, where it can, answers with an error value. Every event spends the
// socket's budget and its address's and player's budgets before it is handled.
import { err, type ClientToServerEvents, type Reply } from '@patience-race/protocol'
import type { FastifyBaseLogger } from 'fastify'
import type { SocketBudgets } from '../budgets/socket-budgets.js'
import type { RaceSocket } from './types.js'

export type Handler = (socket: RaceSocket, payload: unknown) => Promise<Reply<object>>

const SLOW_DOWN = err('RATE_LIMITED', 'too many messages; slow down')

export function handle(
  socket: RaceSocket,
  event: keyof ClientToServerEvents,
  handler: Handler,
  budgets: SocketBudgets,
  log: FastifyBaseLogger,
): void {
  // The payload and ack are unknown until the handler validates them: a client can send anything.
  socket.on(event, (payload: unknown, ack: unknown) => {
    const answer = (reply: Reply<object>) => {
      if (typeof ack !== 'function') return
      try {
        ack(reply)
      } catch (error) {
        log.warn({ err: error, event }, 'ack failed')
      }
    }
    if (!socket.data.eventBudget.take()) {
      answer(SLOW_DOWN)
      return
    }
    budgets
      .event(socket.data.ip, socket.data.player?.id)
      .then((allowed) => (allowed ? handler(socket, payload) : SLOW_DOWN))
      .then(answer, (error: unknown) => {
        log.error({ err: error, event }, 'socket handler failed')
        answer(err('INTERNAL', 'something went wrong on the server; try again'))
      })
  })
}
