// Socket.IO on the app's HTTP server, and what it shares with the other nodes in cluster mode:
// the Redis adapter, and the counters behind the budgets (sockets, events, moves, the REST rate
// limit), which then count for every node at once. In one process both are in memory.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { budgetFactory, type BudgetFactory } from '../budgets/budget.js'
import { SocketBudgets } from '../budgets/socket-budgets.js'
import { clusterSettings, type ClusterSettings } from '../cluster/cluster-config.js'
import { connectRedisAdapter } from '../cluster/redis-adapter.js'
import type { Config } from '../config.js'
import type { RaceStore } from '../races/ports.js'
import { createSocketServer } from '../realtime/socket-server.js'
import type { RaceServer } from '../realtime/types.js'

export interface Transport {
  io: RaceServer
  cluster: ClusterSettings | null
  /** Cluster mode's shared Redis (budgets, watcher counts, presence); null in one process. */
  counters: Redis | null
  /** Redis keys carry the cluster's database name: clusters sharing one Redis stay apart. */
  prefix: string
  budget: BudgetFactory
  budgets: SocketBudgets
  /** After Socket.IO has closed: the adapter's and the counters' connections. */
  close(): Promise<void>
}

export async function wireTransport(
  app: FastifyInstance,
  config: Config,
  store: RaceStore,
): Promise<Transport> {
  const cluster = clusterSettings(config)
  if (cluster && !store.ownership) throw new Error('a cluster node needs the Postgres store')
  const counters = cluster ? redisCounters(cluster.redisUrl, app.log) : null
  const prefix = cluster ? new URL(cluster.databaseUrl).pathname.slice(1) : ''
  const budget = budgetFactory(counters, prefix)
  const budgets = new SocketBudgets(
    {
      socketsPerIp: config.SOCKETS_PER_IP,
      eventsPerIpPerSec: config.SOCKET_EVENTS_PER_IP_PER_SEC,
      movesPerSec: config.MOVE_RATE_PER_SEC,
      moveBurst: config.MOVE_BURST,
    },
    budget,
  )
  const redis = cluster ? await connectRedisAdapter(cluster.redisUrl, `pr:${prefix}`) : null
  const io = createSocketServer(
    app.server,
    cluster && redis ? { path: cluster.socketPath, adapter: redis.adapter } : undefined,
  )
  return {
    io,
    cluster,
    counters,
    prefix,
    budget,
    budgets,
    close: async () => {
      await redis?.close()
      await counters?.quit().catch(() => undefined)
    },
  }
}

function redisCounters(url: string, log: FastifyBaseLogger): Redis {
  const counters = new Redis(url, { maxRetriesPerRequest: 2 })
  counters.on('error', (error: unknown) => log.warn({ err: error }, 'redis (budgets)'))
  return counters
}
