// Cluster mode: which races this node runs. A lease beat renews the node's lease, drops the
// races another node has taken, and claims orphans (races whose owner's lease ran out); a race
// asked for here is run here, sent to its live owner, or claimed (docs/scaling.md).
import type { RaceLocation, RegistryOptions, ClusterOptions } from './registry-types.js'
import { isLive, isRunning } from '../lifecycle/race-lifecycle.js'
import type { StoredRace } from '../records.js'
import type { Race } from '../core/race.js'
import type { RaceCache } from './race-cache.js'

export class NodeOwnership {
  /** The other live nodes as of the last lease beat, for spectators sent elsewhere. */
  otherNodes: Array<{ node: string; url: string }> = []
  private leaseTimer: unknown = null

  constructor(
    private readonly cluster: ClusterOptions,
    private readonly options: RegistryOptions,
    private readonly cache: RaceCache<Race>,
    private readonly rebuild: (stored: StoredRace) => Race,
    /** Races being created: in memory, their row not yet written (the beat skips them). */
    private readonly creating: ReadonlySet<string>,
  ) {}

  get nodeId(): string {
    return this.cluster.nodeId
  }

  /** Heartbeats, then claims every orphaned race and keeps doing so (and checking its own). */
  async boot(): Promise<number> {
    await this.cluster.ownership.heartbeat(this.cluster.nodeId, this.cluster.publicUrl)
    await this.readLiveNodes()
    const adopted = await this.claimOrphans()
    this.scheduleLeaseTick()
    return adopted
  }

  /**
   * Where a race not held here is run: on its owner's node if that one is alive; and if the
   * owner is gone, this node claims it. Finished races are served by any node.
   */
  async locate(id: string): Promise<RaceLocation | null> {
    const stored = await this.options.store.getRace(id)
    if (!stored) return null
    if (!isRunning(stored.race)) {
      const race = this.rebuild(stored)
      this.cache.remember(race)
      return { kind: 'here', race }
    }
    const { ownership, nodeId, leaseMs } = this.cluster
    for (let attempt = 0; attempt < 2; attempt++) {
      const owner = await ownership.owner(id, leaseMs)
      if (owner && owner.node !== nodeId)
        return { kind: 'elsewhere', node: owner.node, url: owner.url }
      const epoch = await ownership.claim(id, nodeId, leaseMs)
      if (epoch !== null) {
        const race = await this.adopt(id)
        return race ? { kind: 'here', race } : null
      }
    }
    const owner = await ownership.owner(id, leaseMs)
    return owner ? { kind: 'elsewhere', node: owner.node, url: owner.url } : null
  }

  /** Whether a stored race is another node's to run (only looked at here, never kept). */
  runsElsewhere(stored: StoredRace): boolean {
    return isRunning(stored.race) && stored.race.ownerNode !== this.cluster.nodeId
  }

  /** Forgets a race another node owns now; its timers stop here. */
  release(race: Race): void {
    race.stop()
    this.cache.forget(race)
    this.options.log.warn({ raceId: race.id }, 'race owned by another node now')
  }

  /** Stops the beat and hands every race over at once: the others claim them at their next. */
  async stop(): Promise<void> {
    if (this.leaseTimer !== null) this.options.scheduler.clearTimeout(this.leaseTimer)
    this.leaseTimer = null
    await this.cluster.ownership.releaseAll(this.cluster.nodeId).catch(() => undefined)
  }

  private async claimOrphans(): Promise<number> {
    const claimed = await this.cluster.ownership.claimOrphans(
      this.cluster.nodeId,
      this.cluster.leaseMs,
    )
    for (const { raceId } of claimed) await this.adopt(raceId)
    return claimed.length
  }

  /** Rebuilds a race this node has just claimed (seed + move log) and restarts its timers. */
  private async adopt(raceId: string): Promise<Race | null> {
    const stored = await this.options.store.getRace(raceId)
    if (!stored) return null
    const race = this.rebuild(stored)
    this.cache.remember(race)
    // Its watchers on other nodes: counted from the start of this node's run.
    void this.options.audience?.refresh(raceId).catch(() => undefined)
    await race.resume()
    if (isLive(race)) this.options.onRaceLive?.(race)
    this.options.onRaceClaimed?.(race)
    this.options.log.info({ raceId, epoch: race.record.ownerEpoch }, 'claimed a race')
    return race
  }

  private scheduleLeaseTick(): void {
    this.leaseTimer = this.options.scheduler.setTimeout(() => {
      void this.leaseTick().finally(() => {
        if (this.leaseTimer !== null) this.scheduleLeaseTick()
      })
    }, this.cluster.leaseMs / 3)
  }

  /** One beat: renew this node's lease, drop races lost to others, claim orphans. */
  private async leaseTick(): Promise<void> {
    try {
      await this.cluster.ownership.heartbeat(this.cluster.nodeId, this.cluster.publicUrl)
      await this.readLiveNodes()
      const mine = this.cache
        .all()
        // A race whose row is still being written is not in the database yet: not lost.
        .filter((race) => isRunning(race) && !race.isLost && !this.creating.has(race.id))
      const still = new Set(
        await this.cluster.ownership.stillOwned(
          this.cluster.nodeId,
          mine.map((race) => ({ raceId: race.id, epoch: race.record.ownerEpoch })),
        ),
      )
      for (const race of mine) if (!still.has(race.id)) this.release(race)
      await this.claimOrphans()
    } catch (error) {
      this.options.log.warn({ err: error }, 'lease beat failed')
    }
  }

  /** The other nodes alive now, kept until the next beat (spectators are sent there). */
  private async readLiveNodes(): Promise<void> {
    try {
      const live = await this.cluster.ownership.liveNodes(this.cluster.leaseMs)
      this.otherNodes = live.filter((n) => n.node !== this.cluster.nodeId)
    } catch (error) {
      // Spectators stay here meanwhile rather than go to a node that may be gone.
      this.otherNodes = []
      this.options.log.warn({ err: error }, 'reading the live nodes failed')
    }
  }
}
