// Where the tab's socket should be (docs/scaling.md "Routing"): a racer at its race's owner
// (`GET /api/races/:id/route`), a spectator or the queue at any node (`GET /api/node`). One
// process answers node "single", and the socket stays on the page's origin at /socket.io/.
import { api } from '../api.js'
import { DEFAULT_TARGET, targetOf, type SocketTarget } from './node-target.js'

/** What the connection is for: a race (as a racer or a spectator), or nothing in particular. */
export type Purpose = { raceId: string; watch: boolean } | null

/** Where to be for `purpose`, or null when the server can't say right now. */
export async function placeFor(purpose: Purpose): Promise<SocketTarget | null> {
  if (purpose && !purpose.watch) {
    const reply = await api.route(purpose.raceId)
    if (reply.ok) return targetOf(reply.data)
    // Unknown race (or a server without routes): any node answers the join with NOT_FOUND.
    if (reply.error.code !== 'NOT_FOUND') return null
  }
  const reply = await api.node()
  if (reply.ok) return targetOf(reply.data)
  // A server without GET /api/node is one process: Socket.IO's default path.
  return reply.error.code === 'NOT_FOUND' ? DEFAULT_TARGET : null
}
