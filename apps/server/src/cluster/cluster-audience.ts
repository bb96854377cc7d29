// Cluster mode: watcher counts over every node (docs/scaling.md, "Watcher counts").
//
// Each node counts its own spectators of a race (one RaceWatchers per race id, whether this
// node runs the race or only relays its events) and writes that count into one Redis hash per
// race, one field per node incarnation (`<NODE_ID>:<random>`, so a restarted node does not
// revive its former counts). Writes are coalesced: a crowd joining costs one pipeline per
// interval, then one notice to the other nodes through Socket.IO's adapter. The race's owner,
// on a notice (or its own change), reads the sum of the other fields and, when it changed, lets
// the race's state notifier tell the room (at most one race:state a second).
//
// A field counts only while its node is alive: every node keeps a liveness key with a TTL of
// one lease (renewed every third of it); the sum skips and deletes fields whose key is gone, so
// a node that died stops counting within a lease. The owner re-reads, every beat, the races it
// runs that have watchers elsewhere, and so notices such a death without being told. A node
// that was stalled past its lease finds its liveness key gone when it wakes and writes its
// counts again.
//
// The cap on watchers of one race per address (SPECTATORS_PER_IP_PER_RACE) holds over every
// node the same way: one more hash per race and address, a field per node incarnation. A join
// takes a place with one Lua script (sum of the live fields, then HINCRBY if under the cap); a
// watcher's leaving gives it back. When Redis does not answer, a join is let in under this
// node's own cap (each node still keeps the cap for its own watchers).
import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import type { Scheduler } from '../races/ports.js'
import { RaceWatchers, type Audience } from '../races/audience/race-watchers.js'
import { OTHERS_SUM, RELEASE, RESERVE } from './audience-scripts.js'

/** A race's hash outlives its last write by this long (a race nobody watches any more). */
const HASH_TTL_MS = 6 * 60 * 60_000

export interface ClusterAudienceOptions {
  redis: Redis
  /** Keys carry the cluster's name: clusters sharing one Redis stay apart. */
  prefix: string
  nodeId: string
  leaseMs: number
  maxPerAddress: number
  /** The flush and liveness timers (the app's injected scheduler). */
  scheduler: Scheduler
  /** Changes are written at most this often. */
  flushMs?: number
  /** Tells the other nodes that these races' counts changed. */
  announce(raceIds: string[]): void
  /** Whether this node runs the race (only the owner reads sums and sends race:state). */
  runsHere(raceId: string): boolean
  /** The sum of a race this node runs changed. */
  onCount(raceId: string): void
  onError(error: unknown): void
}

export class ClusterAudience implements Audience {
  /** This process's field in every race's hash. */
  readonly field: string
  private readonly local = new Map<string, RaceWatchers>()
  /** Watchers on other nodes, as last read (races this node runs). */
  private readonly others = new Map<string, number>()
  private readonly dirty = new Set<string>()
  private flushTimer: unknown = null
  private beatTimer: unknown = null
  private flushing: Promise<void> = Promise.resolve()
  private stopped = false

  constructor(private readonly options: ClusterAudienceOptions) {
    this.field = `${options.nodeId}:${randomUUID().slice(0, 8)}`
  }

  private hashKey(raceId: string): string {
    return `audience:${this.options.prefix}:${raceId}`
  }

  private addressKey(raceId: string, address: string): string {
    return `audience:${this.options.prefix}:${raceId}:from:${address}`
  }

  private get aliveKeyPrefix(): string {
    return `audience:${this.options.prefix}:alive:`
  }

  // ---- Audience (what races see) ----

  watchersOf(raceId: string): RaceWatchers {
    let watchers = this.local.get(raceId)
    if (!watchers) {
      watchers = new RaceWatchers(this.options.maxPerAddress, (address) =>
        this.release(raceId, address),
      )
      this.local.set(raceId, watchers)
    }
    return watchers
  }

  changed(raceId: string): void {
    // Our own count is exact at once: the race run here tells its room within its interval.
    if (this.options.runsHere(raceId)) this.options.onCount(raceId)
    this.dirty.add(raceId)
    this.scheduleFlush()
  }

  private scheduleFlush(): void {
    if (this.flushTimer !== null || this.stopped) return
    this.flushTimer = this.options.scheduler.setTimeout(() => {
      this.flushTimer = null
      this.flushing = this.flushing.then(() => this.flush())
    }, this.options.flushMs ?? 100)
  }

  async reserve(raceId: string, address: string): Promise<boolean> {
    const { redis, maxPerAddress } = this.options
    try {
      const taken = await redis.eval(
        RESERVE,
        1,
        this.addressKey(raceId, address),
        this.aliveKeyPrefix,
        this.field,
        maxPerAddress,
        HASH_TTL_MS,
      )
      return Number(taken) === 1
    } catch (error) {
      this.options.onError(error)
      return true
    }
  }

  release(raceId: string, address: string): void {
    this.options.redis
      .eval(RELEASE, 1, this.addressKey(raceId, address), this.field)
      .catch((error: unknown) => this.options.onError(error))
  }

  count(raceId: string): number {
    return (this.others.get(raceId) ?? 0) + (this.local.get(raceId)?.count ?? 0)
  }

  // ---- lifecycle ----

  /** Marks this node alive and keeps it so, every third of a lease. */
  async start(): Promise<void> {
    await this.beat()
    this.scheduleBeat()
  }

  private scheduleBeat(): void {
    this.beatTimer = this.options.scheduler.setTimeout(() => {
      void this.beat()
        .catch((error: unknown) => this.options.onError(error))
        .finally(() => {
          if (!this.stopped) this.scheduleBeat()
        })
    }, this.options.leaseMs / 3)
  }

  private async beat(): Promise<void> {
    const { redis, leaseMs } = this.options
    const was = await redis.set(this.aliveKeyPrefix + this.field, '1', 'PX', leaseMs, 'GET')
    // Stalled past the lease: another node may have deleted our fields; write them again.
    if (was === null && this.local.size > 0) await this.rewriteAll()
    for (const [raceId, watchers] of this.local)
      if (watchers.count === 0 && !this.dirty.has(raceId)) this.local.delete(raceId)
    if (this.dirty.size > 0) this.scheduleFlush()
    // Watchers elsewhere may have gone with their node: re-read what we show.
    for (const [raceId, n] of this.others) {
      if (!this.options.runsHere(raceId)) this.others.delete(raceId)
      else if (n > 0) await this.refresh(raceId)
    }
  }

  /** Every count of this node again: its watchers of each race, and from each address. */
  private async rewriteAll(): Promise<void> {
    const batch = this.options.redis.multi()
    for (const [raceId, watchers] of this.local) {
      this.dirty.add(raceId)
      for (const [address, n] of watchers.byAddress()) {
        const key = this.addressKey(raceId, address)
        batch.hset(key, this.field, n).pexpire(key, HASH_TTL_MS)
      }
    }
    await batch.exec()
  }

  /** Writes this node's changed counts, tells the other nodes, re-reads the races run here. */
  private async flush(): Promise<void> {
    if (this.dirty.size === 0) return
    const raceIds = [...this.dirty]
    this.dirty.clear()
    const { redis } = this.options
    const batch = redis.multi()
    for (const raceId of raceIds) {
      const key = this.hashKey(raceId)
      const n = this.local.get(raceId)?.count ?? 0
      if (n > 0) batch.hset(key, this.field, n).pexpire(key, HASH_TTL_MS)
      else {
        batch.hdel(key, this.field)
        this.local.delete(raceId)
      }
    }
    try {
      await batch.exec()
    } catch (error) {
      for (const raceId of raceIds) this.dirty.add(raceId)
      this.options.onError(error)
      return
    }
    this.options.announce(raceIds)
  }

  /** Another node's counts of these races changed. */
  async heard(raceIds: string[]): Promise<void> {
    for (const raceId of raceIds)
      if (this.options.runsHere(raceId))
        await this.refresh(raceId).catch((error: unknown) => this.options.onError(error))
  }

  /**
   * Reads the other nodes' watchers of a race this node runs (at a failover, the new owner
   * starts here); tells the race if the sum moved.
   */
  async refresh(raceId: string): Promise<void> {
    const sum = Number(
      await this.options.redis.eval(
        OTHERS_SUM,
        1,
        this.hashKey(raceId),
        this.aliveKeyPrefix,
        this.field,
      ),
    )
    const before = this.others.get(raceId) ?? 0
    if (sum > 0) this.others.set(raceId, sum)
    else this.others.delete(raceId)
    if (sum !== before) this.options.onCount(raceId)
  }

  /** Shutdown: this node's watchers stop counting at once (its sockets are being closed). */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.flushTimer !== null) this.options.scheduler.clearTimeout(this.flushTimer)
    if (this.beatTimer !== null) this.options.scheduler.clearTimeout(this.beatTimer)
    this.flushTimer = this.beatTimer = null
    await this.flushing
    const { redis } = this.options
    const batch = redis.multi().del(this.aliveKeyPrefix + this.field)
    for (const [raceId, watchers] of this.local) {
      batch.hdel(this.hashKey(raceId), this.field)
      for (const [address] of watchers.byAddress())
        batch.hdel(this.addressKey(raceId, address), this.field)
    }
    await batch.exec().catch(() => undefined)
    this.local.clear()
  }
}

/** Notices between nodes go through Socket.IO's adapter (its server-side events). */
interface ServerSideBus {
  serverSideEmit(event: string, raceIds: string[]): boolean
  on(event: string, listener: (raceIds: unknown) => void): unknown
}

const NOTICE = 'race:audience'

/** The node's audience, announcing its changes to the other nodes over `io`'s adapter. */
export function clusterAudience(
  io: unknown,
  options: Omit<ClusterAudienceOptions, 'announce'>,
): ClusterAudience {
  const bus = io as ServerSideBus
  const audience = new ClusterAudience({
    ...options,
    announce: (raceIds) => bus.serverSideEmit(NOTICE, raceIds),
  })
  bus.on(NOTICE, (raceIds) => {
    if (Array.isArray(raceIds))
      void audience.heard(raceIds.filter((id): id is string => typeof id === 'string'))
  })
  return audience
}
