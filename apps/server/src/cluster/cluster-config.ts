// Cluster mode is on when REDIS_URL is set; then a node needs everything below, and refuses to
// start without it (one clear message naming what is missing). Without REDIS_URL nothing
// changes: one process, PGlite unless DATABASE_URL is set.
import type { Config } from '../config.js'

export interface ClusterSettings {
  redisUrl: string
  databaseUrl: string
  nodeId: string
  /** How clients reach this node, e.g. https://race.example/n/node-1 */
  publicUrl: string
  leaseMs: number
  /** Spectators of a race its owner takes itself; more are sent to other nodes (MOVED). */
  ownerSpectatorsMax: number
  /** Socket.IO's path on this node: /n/<nodeId>/socket.io/ (so a proxy can route by path). */
  socketPath: string
}

export function clusterSettings(config: Config): ClusterSettings | null {
  if (!config.REDIS_URL) return null
  const missing = (
    ['DATABASE_URL', 'SESSION_SECRET', 'DAILY_SECRET', 'NODE_ID', 'PUBLIC_URL'] as const
  ).filter((name) => !config[name])
  if (missing.length > 0)
    throw new Error(
      `REDIS_URL is set, so this server runs as one node of a cluster: it also needs ${missing.join(', ')} (docs/scaling.md)`,
    )
  if (!/^postgres(ql)?:\/\//.test(config.DATABASE_URL!))
    throw new Error(
      'a cluster needs Postgres (DATABASE_URL=postgresql://…): the embedded PGlite serves one process only',
    )
  const nodeId = config.NODE_ID!
  return {
    redisUrl: config.REDIS_URL,
    databaseUrl: config.DATABASE_URL!,
    nodeId,
    publicUrl: config.PUBLIC_URL!.replace(/\/+$/, ''),
    leaseMs: Math.max(1000, config.OWNER_LEASE_MS),
    ownerSpectatorsMax: config.OWNER_SPECTATORS_MAX,
    socketPath: `/n/${nodeId}/socket.io/`,
  }
}
