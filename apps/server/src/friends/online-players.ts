// Which players are online: have at least one connected socket, on this node or (cluster mode)
// on any node. Each node counts its own sockets per player in memory. In a cluster it also
// keeps, per player online here, its member in one Redis sorted set per player (member: this
// node's incarnation, score: when that claim runs out), renewed every third of a lease; a
// player is online while some member's score is still ahead. A node that dies stops renewing,
// so its players go offline within a lease (OWNER_LEASE_MS) without anyone cleaning up.
import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import type { Scheduler } from '../races/ports.js'

export interface OnlinePlayers {
  /** A socket of the player connected here; true when it is the player's first on this node. */
  opened(playerId: string): Promise<boolean>
  /** A socket of the player went away here; true when it was the player's last on this node. */
  closed(playerId: string): Promise<boolean>
  /** Of these players, those online anywhere. */
  online(playerIds: readonly string[]): Promise<Set<string>>
  /** Cluster mode: the nodes each of these players has a socket on (none known in one process). */
  nodesOf(playerIds: readonly string[]): Promise<Map<string, string[]>>
  stop(): Promise<void>
}

/** One process: the sockets this node holds are all there are. */
export class LocalOnlinePlayers implements OnlinePlayers {
  protected readonly sockets = new Map<string, number>()

  opened(playerId: string): Promise<boolean> {
    const count = (this.sockets.get(playerId) ?? 0) + 1
    this.sockets.set(playerId, count)
    return Promise.resolve(count === 1)
  }

  closed(playerId: string): Promise<boolean> {
    const count = (this.sockets.get(playerId) ?? 0) - 1
    if (count > 0) this.sockets.set(playerId, count)
    else this.sockets.delete(playerId)
    return Promise.resolve(count <= 0)
  }

  online(playerIds: readonly string[]): Promise<Set<string>> {
    return Promise.resolve(new Set(playerIds.filter((id) => this.sockets.has(id))))
  }

  nodesOf(_playerIds: readonly string[]): Promise<Map<string, string[]>> {
    return Promise.resolve(new Map())
  }

  stop(): Promise<void> {
    return Promise.resolve()
  }
}

export interface ClusterOnlineOptions {
  redis: Redis
  prefix: string
  nodeId: string
  leaseMs: number
  scheduler: Scheduler
  /** Redis scores are wall-clock ms, the same on every node. */
  now?: () => number
  onError(error: unknown): void
}

/** Cluster mode: this node's sockets in memory, every node's claims in Redis. */
export class ClusterOnlinePlayers extends LocalOnlinePlayers {
  private readonly member: string
  private beat: unknown = null
  private stopped = false
  private readonly now: () => number

  constructor(private readonly options: ClusterOnlineOptions) {
    super()
    this.member = `${options.nodeId}:${randomUUID().slice(0, 8)}`
    this.now = options.now ?? Date.now
    this.schedule()
  }

  private key(playerId: string): string {
    return `presence:${this.options.prefix}:${playerId}`
  }

  override async opened(playerId: string): Promise<boolean> {
    const first = await super.opened(playerId)
    if (first) await this.claim([playerId])
    return first
  }

  override async closed(playerId: string): Promise<boolean> {
    const last = await super.closed(playerId)
    if (last)
      await this.options.redis
        .zrem(this.key(playerId), this.member)
        .catch((error: unknown) => this.options.onError(error))
    return last
  }

  override async online(playerIds: readonly string[]): Promise<Set<string>> {
    if (playerIds.length === 0) return new Set()
    const now = this.now()
    const pipeline = this.options.redis.pipeline()
    for (const id of playerIds) pipeline.zcount(this.key(id), `(${now}`, '+inf')
    try {
      const counts = (await pipeline.exec()) ?? []
      return new Set(playerIds.filter((_, i) => Number(counts[i]?.[1] ?? 0) > 0))
    } catch (error) {
      this.options.onError(error)
      return super.online(playerIds)
    }
  }

  override async nodesOf(playerIds: readonly string[]): Promise<Map<string, string[]>> {
    if (playerIds.length === 0) return new Map()
    const pipeline = this.options.redis.pipeline()
    for (const id of playerIds) pipeline.zrangebyscore(this.key(id), `(${this.now()}`, '+inf')
    const replies = (await pipeline.exec()) ?? []
    return new Map(
      playerIds.map((id, i) => {
        const members = (replies[i]?.[1] ?? []) as string[]
        return [id, [...new Set(members.map(nodeOfMember))]]
      }),
    )
  }

  override async stop(): Promise<void> {
    this.stopped = true
    this.options.scheduler.clearTimeout(this.beat)
    const pipeline = this.options.redis.pipeline()
    for (const id of this.sockets.keys()) pipeline.zrem(this.key(id), this.member)
    await pipeline.exec().catch(() => undefined)
  }

  private async claim(playerIds: readonly string[]): Promise<void> {
    if (playerIds.length === 0) return
    const until = this.now() + this.options.leaseMs
    const pipeline = this.options.redis.pipeline()
    for (const id of playerIds) {
      const key = this.key(id)
      pipeline.zadd(key, until, this.member)
      // Drop members of dead nodes as we go; the key itself goes once nobody renews it.
      pipeline.zremrangebyscore(key, '-inf', this.now())
      pipeline.pexpire(key, this.options.leaseMs * 2)
    }
    await pipeline.exec().catch((error: unknown) => this.options.onError(error))
  }

  private schedule(): void {
    if (this.stopped) return
    this.beat = this.options.scheduler.setTimeout(
      () => {
        void this.claim([...this.sockets.keys()]).finally(() => this.schedule())
      },
      Math.max(100, Math.floor(this.options.leaseMs / 3)),
    )
  }
}

/** A presence member is `<nodeId>:<incarnation>`; node ids have no colon (NODE_ID). */
function nodeOfMember(member: string): string {
  return member.slice(0, member.lastIndexOf(':'))
}
