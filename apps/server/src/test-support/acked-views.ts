// The test clients' side of the lean move path (issue 14): as a web client does, each socket
// keeps its view of each race (from race:started, its join and full acks) and applies every
// move ack's patch to it with the protocol's applyMoveAck. The ack is handed to the test with
// the derived `view` and `legal` added, so assertions read as before; a patch that does not
// match the server's check throws (lean-moves.test.ts derives such an ack itself).
import type { PlayerView } from '@patience-race/engine'
import {
  applyMoveAck,
  type AckedView,
  type ClientEvent,
  type ClientPayload,
  type ClientReply,
  type MoveOk,
  type MoveOkPatch,
  type PlayerViewWire,
  type Reply,
} from '@patience-race/protocol'

/** A move's ok reply as a test reads it: the ack, with the view and legal moves it gives. */
export type HeldMoveOk = AckedView & { seq: number } & Partial<Omit<MoveOkPatch, 'seq'>>

/** What a test client answers for `event`: its reply; a move's with the view it gives. */
export type HeldReply<E extends ClientEvent> = E extends 'race:move'
  ? Reply<HeldMoveOk>
  : ClientReply<E>

const views = new WeakMap<object, Map<string, PlayerView>>()

function viewsOf(socket: object): Map<string, PlayerView> {
  let map = views.get(socket)
  if (!map) views.set(socket, (map = new Map<string, PlayerView>()))
  return map
}

/** Remembers the whole view a socket received for a race (join, race:started, full ack). */
export function rememberView(
  socket: object,
  raceId: string,
  view: PlayerViewWire | PlayerView | undefined,
): void {
  if (view) viewsOf(socket).set(raceId, view)
}

/** The view a socket holds of a race, as its patches made it. */
export function heldView(socket: object, raceId: string): PlayerView | undefined {
  return views.get(socket)?.get(raceId)
}

/**
 * A move ack applied to the view the socket holds: the view and legal moves it gives (and the
 * socket now holds), or null when its patch does not match the server's check.
 */
export function deriveMoveAck(socket: object, raceId: string, ack: MoveOk): HeldMoveOk | null {
  const acked = applyMoveAck(heldView(socket, raceId) ?? null, ack)
  if (!acked) return null
  rememberView(socket, raceId, acked.view)
  return { ...ack, ...acked }
}

/** Every client event with its payload and reply, as one union a switch narrows. */
type Call = {
  [E in ClientEvent]: { event: E; payload: ClientPayload<E>; reply: ClientReply<E> }
}[ClientEvent]

/** A reply seen by a test client: join replies and move acks update the socket's view. */
export function track<E extends ClientEvent>(
  socket: object,
  event: E,
  payload: ClientPayload<E>,
  reply: ClientReply<E>,
): HeldReply<E> {
  return held(socket, { event, payload, reply } as Call) as HeldReply<E>
}

function held(socket: object, call: Call): Reply<object> {
  if (call.event === 'race:join' && call.reply.ok)
    rememberView(socket, call.payload.raceId, call.reply.view)
  if (call.event !== 'race:move' || !call.reply.ok) return call.reply
  const derived = deriveMoveAck(socket, call.payload.raceId, call.reply)
  if (!derived)
    throw new Error(
      `race:move ${call.payload.seq}: the ack's patch does not match this socket's view`,
    )
  return { ok: true, ...derived }
}
