// Types derived from the event table (events.ts): names, payloads, replies and Socket.IO's maps.
import type { z } from 'zod'
import { clientEvents, serverEvents } from './events.js'
import type { Reply } from './reply.js'
import type { ReplyType } from './reply-type.js'

type ClientTable = typeof clientEvents
type ServerTable = typeof serverEvents

export type ClientEvent = keyof ClientTable
export type ServerEvent = keyof ServerTable

/** Every client event's name, in the table's order. */
export const clientEventNames = Object.keys(clientEvents) as ClientEvent[]
/** Every server event's name, in the table's order. */
export const serverEventNames = Object.keys(serverEvents) as ServerEvent[]

/** The body of a reply entry: its schema's output, or the type a `replyType<T>()` carries. */
type ReplyBody<R> =
  R extends z.ZodType<infer T extends object> ? T : R extends ReplyType<infer T> ? T : never

/** What `event` carries (once parsed, on the server). */
export type ClientPayload<E extends ClientEvent> = z.infer<ClientTable[E]['payload']>
/** The body of `event`'s `ok` reply. */
export type ClientReplyBody<E extends ClientEvent> = ReplyBody<ClientTable[E]['reply']>
/** `event`'s whole acknowledgement: `{ ok: true, ...body }` or `{ ok: false, error }`. */
export type ClientReply<E extends ClientEvent> = Reply<ClientReplyBody<E>>
/** What server event `event` carries. */
export type ServerPayload<E extends ServerEvent> = z.infer<ServerTable[E]>

export type Ack<T extends object = object> = (reply: Reply<T>) => void

/** Socket.IO's map of client events: each one's payload and acknowledgement. */
export type ClientToServerEvents = {
  [E in ClientEvent]: (payload: ClientPayload<E>, ack: Ack<ClientReplyBody<E>>) => void
}
/** Socket.IO's map of server events. */
export type ServerToClientEvents = {
  [E in ServerEvent]: (payload: ServerPayload<E>) => void
}

const payloads: { [E in ClientEvent]: { payload: z.ZodType<ClientPayload<E>> } } = clientEvents

/**
 * `event`'s payload schema, typed by the event: it parses to `ClientPayload<E>` even for a
 * generic `E` (where the table's own entry type would give a union).
 */
export function payloadSchema<E extends ClientEvent>(event: E): z.ZodType<ClientPayload<E>> {
  return payloads[event].payload
}
