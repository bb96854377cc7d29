// Registers every client event's handler on a socket in one loop, from the protocol's event
// table: whatever a client sends (no ack, a non-function ack, junk), the process survives and,
// where it can, answers with an error value. Every event spends the socket's budget and its
// address's and player's budgets (a move: its player's move budget), then its payload is parsed
// with the table's schema (a failure is BAD_PAYLOAD, and no handler runs); only then is the
// handler called, with the parsed value.
import {
  clientEventNames,
  err,
  payloadSchema,
  type ClientEvent,
  type ClientPayload,
  type ClientReply,
  type Reply,
} from '@patience-race/protocol'
import type { FastifyBaseLogger } from 'fastify'
import type { SocketBudgets } from '../budgets/socket-budgets.js'
import { StoreBusyError } from '../errors/store-busy.js'
import { parsePayload } from '../parse-payload.js'
import type { RaceSocket } from './types.js'

/** One client event's handler: a parsed payload in, the event's reply out. */
export type Handler<E extends ClientEvent> = (
  socket: RaceSocket,
  payload: ClientPayload<E>,
) => Promise<ClientReply<E>>

/** A handler for every event of the table. */
export type Handlers = { [E in ClientEvent]: Handler<E> }

const SLOW_DOWN = err('RATE_LIMITED', 'too many messages; slow down')

/**
 * Whose event budget an event spends: its player's, except a move's, which spends the player's
 * move budget in its handler instead (the tighter of the two; one budget a move, not two).
 */
function playerBudgetOf(socket: RaceSocket, event: ClientEvent): string | undefined {
  return event === 'race:move' ? undefined : socket.data.player?.id
}

export function registerHandlers(
  socket: RaceSocket,
  handlers: Handlers,
  budgets: SocketBudgets,
  log: FastifyBaseLogger,
): void {
  for (const event of clientEventNames) handle(socket, event, handlers[event], budgets, log)
}

function handle<E extends ClientEvent>(
  socket: RaceSocket,
  event: E,
  handler: Handler<E>,
  budgets: SocketBudgets,
  log: FastifyBaseLogger,
): void {
  const schema = payloadSchema(event)
  const run = async (payload: unknown): Promise<Reply<object>> => {
    const parsed = parsePayload(schema, payload)
    return parsed.ok ? handler(socket, parsed.data) : parsed
  }
  const name: ClientEvent = event
  // The payload and ack are unknown until checked here: a client can send anything.
  socket.on(name, (payload: unknown, ack: unknown) => {
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
      .event(socket.data.ip, playerBudgetOf(socket, name))
      .then((allowed) => (allowed ? run(payload) : SLOW_DOWN))
      .then(answer, (error: unknown) => {
        if (error instanceof StoreBusyError) {
          log.warn({ err: error.reason, event }, 'store busy')
          answer(err('BUSY', 'the server is busy and changed nothing; try again'))
          return
        }
        log.error({ err: error, event }, 'socket handler failed')
        answer(err('INTERNAL', 'something went wrong on the server; try again'))
      })
  })
}
