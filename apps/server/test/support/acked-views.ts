/* eslint-disable @typescript-eslint/no-explicit-any -- socket replies are checked by value */
// The test clients' side of the lean move path (issue 14): as a web client does, each socket
// keeps its view of each race (from race:started, its join and full acks) and applies every
// move ack's patch to it with the protocol's applyMoveAck. The ack is handed to the test with
// the derived `view` and `legal` added, so assertions read as before; a patch that does not
// match the server's check leaves them out and sets `derivedMismatch` (tests fail on it).
import { applyMoveAck, type MoveOk, type PlayerViewWire } from '@patience-race/protocol'
import type { PlayerView } from '@patience-race/engine'

const views = new WeakMap<object, Map<string, PlayerView>>()

function viewsOf(socket: object): Map<string, PlayerView> {
  let map = views.get(socket)
  if (!map) views.set(socket, (map = new Map()))
  return map
}

/** Remembers the whole view a socket received for a race (join, race:started, full ack). */
export function rememberView(socket: object, raceId: unknown, view: PlayerViewWire | undefined) {
  if (typeof raceId === 'string' && view) viewsOf(socket).set(raceId, view as PlayerView)
}

/** The view a socket holds of a race, as its patches made it. */
export function heldView(socket: object, raceId: string): PlayerView | undefined {
  return views.get(socket)?.get(raceId)
}

/** A reply seen by a test client: join replies and move acks update the socket's view. */
export function track(socket: object, event: string, payload: any, reply: any): any {
  if (!reply?.ok) return reply
  const raceId = payload?.raceId
  if (event === 'race:join') rememberView(socket, raceId, reply.view)
  if (event !== 'race:move') return reply
  const acked = applyMoveAck(heldView(socket, raceId) ?? null, reply as MoveOk)
  if (!acked) return { ...reply, derivedMismatch: true }
  rememberView(socket, raceId, acked.view as PlayerViewWire)
  return 'view' in reply ? reply : { ...reply, view: acked.view, legal: acked.legal }
}
