// Where a socket connects (docs/scaling.md "Routing"). One process: the page's own origin and
// Socket.IO's default path. Cluster mode: every node serves its sockets only at
// `<PUBLIC_URL path>/socket.io/` (e.g. /n/node-2/socket.io/ through the front door), so the
// client asks the server which node to use: the race's owner (`GET /api/races/:id/route`) for a
// racer, the node that answers `GET /api/node` for anything else (spectators, the queue).
import type { RaceRoute } from '@patience-race/protocol'

/** `GET /api/node` and `GET /api/races/:id/route` both answer with a node and its public URL. */
export type NodeInfo = Pick<RaceRoute, 'node' | 'url'>

export interface SocketTarget {
  /** Compares targets: equal keys, same node. */
  key: string
  /** Undefined: the page's origin. */
  origin?: string
  /** Undefined: Socket.IO's default path (/socket.io/). */
  path?: string
}

export const DEFAULT_TARGET: SocketTarget = { key: 'default' }

/**
 * The socket target for a node's public URL: origin as is, Socket.IO at `<url path>/socket.io/`.
 * One process (`node: "single"`) keeps the default, so nothing changes there (also behind a
 * dev proxy, whose origin the server does not know).
 */
export function targetOf(info: NodeInfo | { url: string; node?: undefined }): SocketTarget {
  if (info.node === 'single') return DEFAULT_TARGET
  let url: URL
  try {
    url = new URL(info.url, globalThis.location?.href)
  } catch {
    return DEFAULT_TARGET
  }
  const base = url.pathname.replace(/\/+$/, '')
  return { key: `${url.origin}${base}`, origin: url.origin, path: `${base}/socket.io/` }
}
