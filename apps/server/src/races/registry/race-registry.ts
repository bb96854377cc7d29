// The races of this process: creates them, rebuilds unfinished ones from the store at boot
// (waiting races past their time to live are closed first, never reloaded), loads finished ones
// on demand and drops them later, and shuts them down. What is held is RaceCache's; in cluster
// mode, which races this node runs is NodeOwnership's and where spectators watch
// SpectatorRouting's.
import type { JoinOk, RaceSummary, Reply } from '@patience-race/protocol'
import { BOT_STRENGTHS, botPlayer } from '../seats/bots.js'
import { isLive, isOver, isWaiting } from '../lifecycle/race-lifecycle.js'
import { MoveLog } from '../core/move-log.js'
import { NodeOwnership } from './node-ownership.js'
import type { PlayerRecord } from '../records.js'
import { Race, type RaceDeps } from '../core/race.js'
import { RaceCache } from './race-cache.js'
import { listRaces, type ListedStatus } from './race-lists.js'
import { RATED_MINIMUM } from '../ending/fair-play.js'
import { newRaceRecord, rematchInput } from './race-creation.js'
import type {
  CreateRaceInput,
  CreateRaceResult,
  RaceLocation,
  RegistryOptions,
} from './registry-types.js'
import { SpectatorRouting } from '../audience/spectator-routing.js'

/** Finished races stay in memory this long after their last use. */
const KEEP_FINISHED_MS = 10 * 60_000
const SWEEP_EVERY_MS = 60_000
/** SIGTERM waits at most this long for transitions in flight (a result being stored…). */
const STOP_WAIT_MS = 5000

/**
 * Embedded PGlite runs inside this process and each write has a high fixed cost, so at a human
 * pace (a few moves per write) gathering for 3 ms saves ~25 % of the server's CPU per move for
 * ~5 ms more per ack; on Postgres it saved nothing (bench/README.md).
 */
const PGLITE_GATHER_MS = 3

export class RaceRegistry {
  readonly moveLog: MoveLog
  private readonly cache: RaceCache<Race>
  /** Races being created: in memory, their row not yet written (the lease beat skips them). */
  private readonly creating = new Set<string>()
  private readonly deps: RaceDeps
  private readonly ownership: NodeOwnership | null
  private readonly spectators: SpectatorRouting
  private sweepTimer: unknown = null

  constructor(private readonly options: RegistryOptions) {
    this.cache = new RaceCache(options.clock)
    this.moveLog = new MoveLog(options.store, {
      gatherMs: options.moveGatherMs ?? (options.store.kind === 'pglite' ? PGLITE_GATHER_MS : 0),
      scheduler: options.scheduler,
    })
    this.deps = {
      store: options.store,
      clock: options.clock,
      scheduler: options.scheduler,
      moveLog: this.moveLog,
      broadcaster: options.broadcaster,
      countdownMs: options.countdownMs,
      maxSpectatorsPerAddress: options.maxSpectatorsPerAddress,
      abandonAfterMs: options.abandonAfterMs ?? 30_000,
      ratedMinimum: options.ratedMinimum ?? RATED_MINIMUM,
      inviteIdleMs: options.inviteIdleMs ?? 120_000,
      createRematch: (race) => this.createRematch(race),
      logFor: (raceId) => options.log.child({ raceId }),
      ...(options.sleep ? { sleep: options.sleep } : {}),
      onLive: (race) => options.onRaceLive?.(race),
      onFinished: (race) => options.onRaceFinished?.(race),
      onEnded: (race) => options.onRaceEnded?.(race),
      onOut: (race, playerIds) => options.onRacersOut?.(race, playerIds),
      onRankedCalledOff: (ids) => options.onRankedCalledOff?.(ids),
      onLost: (race) => this.lose(race),
      ...(options.audience ? { audience: options.audience } : {}),
    }
    const cluster = options.cluster
    this.ownership = cluster
      ? new NodeOwnership(
          cluster,
          options,
          this.cache,
          (stored) => Race.fromStored(stored, this.deps),
          this.creating,
        )
      : null
    this.spectators = new SpectatorRouting(
      options.audience,
      this.ownership && cluster
        ? { ownership: this.ownership, ownerSpectatorsMax: cluster.ownerSpectatorsMax }
        : null,
      (id) => this.runsHere(id),
    )
    if (cluster) {
      options.store.fenceWrites?.({
        nodeId: cluster.nodeId,
        epochOf: (raceId) => {
          const race = this.cache.peek(raceId)
          return race && !race.isLost ? race.record.ownerEpoch : undefined
        },
      })
    }
  }

  /**
   * One process: closes stale waiting races, rebuilds every other unfinished one and restarts
   * its timers. Cluster mode: claims the orphaned races and keeps doing so.
   */
  async boot(): Promise<number> {
    for (const strength of BOT_STRENGTHS) await this.options.store.upsertPlayer(botPlayer(strength))
    if (this.ownership) {
      const adopted = await this.ownership.boot()
      this.scheduleSweep()
      return adopted
    }
    const bootTime = this.options.clock.now()
    const expired = await this.options.store.abortWaitingRaces(
      new Date(bootTime - this.options.waitingTtlMs),
      new Date(bootTime),
    )
    if (expired > 0) this.options.log.info({ expired }, 'closed waiting races nobody started')
    const stored = await this.options.store.loadUnfinishedRaces()
    const races = stored.map((s) => Race.fromStored(s, this.deps))
    for (const race of races) this.cache.remember(race)
    await Promise.all(races.map((race) => race.resume()))
    for (const race of races) if (isLive(race)) this.options.onRaceLive?.(race)
    this.scheduleSweep()
    return stored.length
  }

  async get(id: string): Promise<Race | null> {
    const known = this.cache.use(id)
    if (known) return known
    return this.cache.load(
      id,
      async () => {
        const stored = await this.options.store.getRace(id)
        return stored ? Race.fromStored(stored, this.deps) : null
      },
      // Cluster mode: another node's race is only looked at here, never kept or run.
      (race) =>
        !this.ownership || isOver(race.record) || race.record.ownerNode === this.ownership.nodeId,
    )
  }

  /** The lobby's lists (race-lists.ts). */
  list(status: ListedStatus, limit: number): Promise<RaceSummary[]> {
    return listRaces(this.options.store, this.cache, Boolean(this.options.cluster), status, limit)
  }

  async create(input: CreateRaceInput): Promise<CreateRaceResult> {
    const made = newRaceRecord(input, {
      now: this.options.clock.now(),
      defaultTimeLimitSec: this.options.defaultTimeLimitSec,
      nodeId: this.options.cluster?.nodeId ?? null,
    })
    if (!made.ok) return made
    const race = new Race(made.record, this.deps)
    // Known here before its first write: in a cluster, seat writes are fenced by its epoch.
    this.cache.remember(race)
    this.creating.add(race.id)
    try {
      await this.options.store.createRace(race.record)
      await race.seatFirst(input.players)
      // A ranked race's first join reply already shows both ratings and the stakes.
      await race.loadRatings()
    } catch (error) {
      this.cache.forget(race)
      throw error
    } finally {
      this.creating.delete(race.id)
    }
    return { ok: true, race }
  }

  /** A fenced write found the race taken by another node: it stops here. */
  private lose(race: Race): void {
    if (this.ownership) return this.ownership.release(race)
    race.stop()
    this.cache.forget(race)
  }

  /** Cluster mode: where a new spectator of a race this node runs should watch from instead. */
  spectatorElsewhere(race: Race): string | null {
    return this.spectators.elsewhere(race)
  }

  /** A spectator's join (cluster mode: under the address cap over every node). */
  watch(
    race: Race,
    player: PlayerRecord | null,
    watcherId: string,
    address: string,
  ): Promise<Reply<JoinOk>> {
    return this.spectators.watch(race, player, watcherId, address)
  }

  /**
   * Where a race is run. One process: here (or nowhere). Cluster mode: here if this node owns
   * it, otherwise as NodeOwnership finds it (its live owner, or claimed here).
   */
  async locate(id: string): Promise<RaceLocation | null> {
    const known = this.cache.use(id)
    if (known && !known.isLost) return { kind: 'here', race: known }
    if (this.ownership) return this.ownership.locate(id)
    const race = await this.get(id)
    return race ? { kind: 'here', race } : null
  }

  /** Whether this node runs the race (cluster mode: it owns it and has not lost it). */
  runsHere(id: string): boolean {
    const race = this.cache.peek(id)
    if (!race || race.isLost) return false
    return !this.ownership || race.record.ownerNode === this.ownership.nodeId
  }

  /** A race this node runs now (held in memory and its own), or null: no store read. */
  running(id: string): Race | null {
    return this.runsHere(id) ? (this.cache.peek(id) ?? null) : null
  }

  /** Cluster mode: this node and the other live ones as of the last lease beat; else null. */
  clusterNodes(): { self: string; others: string[] } | null {
    if (!this.ownership) return null
    return { self: this.ownership.nodeId, others: this.ownership.otherNodes.map((n) => n.node) }
  }

  /** Cluster mode: the race's watchers on other nodes changed; its room hears of it. */
  audienceUpdated(id: string): void {
    if (this.runsHere(id)) this.cache.peek(id)?.audienceUpdated()
  }

  /**
   * A race to watch from this node, whoever runs it: the owner's broadcasts reach this node's
   * spectators through the Socket.IO Redis adapter. Not kept: it is a snapshot for the reply.
   */
  async snapshotOf(id: string): Promise<Race | null> {
    const stored = await this.options.store.getRace(id)
    return stored ? Race.fromStored(stored, this.deps) : null
  }

  private async createRematch(race: Race): Promise<string> {
    const created = await this.create(rematchInput(race))
    if (!created.ok) throw new Error(created.message)
    return created.race.id
  }

  /**
   * Graceful shutdown: waits (at most STOP_WAIT_MS) for transitions in flight, then stops every
   * timer and retry, and waits for queued moves to be stored.
   */
  async stop(): Promise<void> {
    if (this.sweepTimer !== null) this.options.scheduler.clearTimeout(this.sweepTimer)
    this.sweepTimer = null
    const races = this.cache.all()
    let waited: unknown = null
    await Promise.race([
      Promise.all(races.map((race) => race.settled())),
      new Promise<void>((resolve) => {
        waited = this.options.scheduler.setTimeout(resolve, STOP_WAIT_MS)
      }),
    ])
    this.options.scheduler.clearTimeout(waited)
    for (const race of races) race.stop()
    await this.moveLog.idle()
    // A deploy hands races over at once: the other nodes claim them at their next beat.
    await this.ownership?.stop()
  }

  private scheduleSweep(): void {
    this.sweepTimer = this.options.scheduler.setTimeout(() => {
      void this.sweep().finally(() => {
        if (this.sweepTimer !== null) this.scheduleSweep()
      })
    }, SWEEP_EVERY_MS)
  }

  /** Closes waiting races past their time to live; drops closed races nobody used lately. */
  async sweep(): Promise<void> {
    const now = this.options.clock.now()
    const waitingCutoff = now - this.options.waitingTtlMs
    const closedCutoff = now - KEEP_FINISHED_MS
    for (const { race, usedAt } of this.cache.entries()) {
      if (isWaiting(race) && race.record.createdAt.getTime() < waitingCutoff) {
        if (await race.expire()) this.cache.forget(race)
      } else if (isOver(race) && usedAt < closedCutoff && race.spectatorCount === 0 && race.quiet) {
        race.stop()
        this.cache.forget(race)
      }
    }
    this.cache.sweepUnknown()
  }
}
