// Typed calls on a test socket, from the protocol's event table: `ask` sends an event and
// answers its reply (`askUntracked`: as it came, no view patched), `next` awaits a server event;
// `askRaw` and `emitRaw` send what the table forbids, for the tests of junk.
import type {
  ClientEvent,
  ClientPayload,
  ClientReply,
  Reply,
  ServerEvent,
  ServerPayload,
} from '@patience-race/protocol'
import type { Socket } from 'socket.io-client'
import { track, type HeldReply } from './acked-views.js'
import { openWait } from './open-waits.js'
import type { TestSocket } from './test-socket.js'

/**
 * Emits `event` with an acknowledgement and answers the reply; a move's ack is applied to the
 * socket's view as a web client does (acked-views.ts). Rejects after `timeoutMs`.
 */
export async function ask<E extends ClientEvent>(
  socket: TestSocket,
  event: E,
  payload: ClientPayload<E>,
  timeoutMs = 10_000,
): Promise<HeldReply<E>> {
  return track(socket, event, payload, await askUntracked(socket, event, payload, timeoutMs))
}

/** Emits `event` with an acknowledgement: the reply as it came; rejects after `timeoutMs`. */
export async function askUntracked<E extends ClientEvent>(
  socket: TestSocket,
  event: E,
  payload: ClientPayload<E>,
  timeoutMs: number,
): Promise<ClientReply<E>> {
  // Socket.IO's types cannot check an event that is a type parameter (and call a timed reply
  // `any`): the reply is the table's `ClientReply<E>`, stated here once.
  const reply = await untyped(socket).timeout(timeoutMs).emitWithAck(event, payload)
  return reply as ClientReply<E>
}

/** A socket's emits without the table's types: any event, any arguments, an unknown reply. */
interface UntypedEmits {
  emit(event: string, ...args: unknown[]): unknown
  timeout(ms: number): { emitWithAck(event: string, ...args: unknown[]): Promise<unknown> }
}

/** The same socket without the table's types. */
function untyped(socket: TestSocket): UntypedEmits {
  const loose: Socket = socket
  return loose
}

/** Emits `payload` as `event` whatever its shape (a test of junk); the reply as it came. */
export async function askRaw(
  socket: TestSocket,
  event: ClientEvent,
  payload: unknown,
  timeoutMs = 10_000,
): Promise<Reply> {
  return (await untyped(socket).timeout(timeoutMs).emitWithAck(event, payload)) as Reply
}

/** Emits `event` with any arguments and no acknowledgement (a test of junk). */
export function emitRaw(socket: TestSocket, event: ClientEvent, ...args: unknown[]): void {
  untyped(socket).emit(event, ...args)
}

/**
 * Resolves with the next `event` payload that `accept` takes, typed as the table says (not
 * parsed); rejects after `withinMs`.
 */
export function next<E extends ServerEvent>(
  socket: TestSocket,
  event: E,
  accept: (payload: ServerPayload<E>) => boolean = () => true,
  withinMs = 10_000,
): Promise<ServerPayload<E>> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer)
      socket.offAny(listener)
      closed()
    }
    const listener = (name: string, payload: unknown) => {
      if (name !== event || !accept(payload as ServerPayload<E>)) return
      stop()
      resolve(payload as ServerPayload<E>)
    }
    const timer = setTimeout(() => {
      stop()
      reject(new Error(`no ${event} within ${withinMs / 1000} s`))
    }, withinMs)
    const closed = openWait(`next ${event}`, stop)
    socket.onAny(listener)
  })
}
