// Cluster mode: finding the node that runs a race, as the web client does (docs/scaling.md,
// "Routing"): `GET /api/races/:id/route` on any node that answers, then a socket to the owner's
// PUBLIC_URL and `race:join`; a `MOVED` reply names the node to try next.
import { connect, request } from './client.mjs'

/** The owner's PUBLIC_URL from the first node whose REST API answers; null if none does. */
export async function resolveRoute(restUrls, raceId) {
  for (const base of restUrls) {
    try {
      const response = await fetch(`${base}/api/races/${encodeURIComponent(raceId)}/route`)
      if (response.ok) return (await response.json()).url ?? null
    } catch {
      // that node is gone: ask the next
    }
  }
  return null
}

/**
 * Joins the race as a player on the node that runs it: at `url` first (a MOVED reply's) if
 * given, else where /route says; follows MOVED and retries a node that does not answer.
 * Resolves `{ socket, joined, url }` (the join reply carries the seat's seq, view and legal
 * moves: the resync), or null after `attempts` tries.
 */
export async function joinWhereRun({ raceId, token, url = null, restUrls, attempts = 40 }) {
  let target = url
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    target ??= await resolveRoute(restUrls, raceId)
    if (target !== null) {
      const socket = await connect(target, token, { nodeUrl: true }).catch(() => null)
      if (socket !== null) {
        const joined = await request(socket, 'race:join', { raceId, as: 'player' })
        if (joined.ok) return { socket, joined, url: target }
        socket.close()
        target = joined.error?.code === 'MOVED' ? (joined.error.url ?? null) : null
        if (target !== null) continue
      } else target = null
    }
    // A claim takes up to a lease: ask again shortly.
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return null
}
