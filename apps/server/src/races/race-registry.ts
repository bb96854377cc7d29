// Races in memory, keyed by id. Unfinished races are rebuilt from the store at boot (waiting
// races past their time to live are closed first, never reloaded); finished ones are loaded on
// demand and dropped later. Ids the store does not know are remembered for a while, so a flood
// of made-up ids costs no database round trip each.
import { defaultVariant, games, isVariant, type GameId } from '@patience-race/engine'
import {
  err,
  type JoinOk,
  type RaceKind,
  type RaceStatus,
  type RaceSummary,
  type Reply,
} from '@patience-race/protocol'
import { BOT_STRENGTHS, botPlayer, isServerPlayer } from './bots.js'
import { MoveLog } from './move-log.js'
import type {
  Broadcaster,
  Clock,
  OwnershipStore,
  PlayerRecord,
  RaceStore,
  Scheduler,
} from './ports.js'
import { Race, type RaceDeps, type RaceLogger } from './race.js'
import { emptySeat } from './race-seat.js'
import type { Audience } from './race-watchers.js'
import { storedRaceSummary } from './race-snapshot.js'
import { hashSeed, newRaceId, newSeed } from './seeds.js'

export interface RegistryLogger extends RaceLogger {
  child(bindings: { raceId: string }): RaceLogger
}

export interface RegistryOptions {
  store: RaceStore
  clock: Clock
  scheduler: Scheduler
  broadcaster: Broadcaster
  countdownMs: number
  defaultTimeLimitSec: number
  /** A waiting race not started within this long is closed (aborted). */
  waitingTtlMs: number
  maxSpectatorsPerAddress: number
  /** Leavers (abandonment.ts); defaults 30 s. */
  abandonAfterMs?: number
  /** Stale friend invites; default 2 min. */
  inviteIdleMs?: number
  log: RegistryLogger
  /** Backoff sleep for retried writes (tests make it instant). */
  sleep?: (ms: number) => Promise<void>
  /** Told when a race goes live, or is live at boot (server bots start moving). */
  onRaceLive?: (race: Race) => void
  /** Told once a race is stored as finished. */
  onRaceFinished?: (race: Race) => void
  /** A paired player left a ranked race before the start (the others go first in the queue). */
  onRankedCalledOff?: (playerIds: string[]) => void
  /** Cluster mode: this node's identity and lease (docs/scaling.md). */
  cluster?: ClusterOptions
  /** Cluster mode: watchers counted on every node. */
  audience?: Audience
}

export interface ClusterOptions {
  nodeId: string
  /** How clients reach this node (MOVED and /route answer with the owner's). */
  publicUrl: string
  leaseMs: number
  /**
   * Once a race this node runs is watched by this many (the count over every node), spectators
   * who ask to join it here are sent to the other live nodes (docs/scaling.md, "A crowd off
   * its owner").
   */
  ownerSpectatorsMax: number
  ownership: OwnershipStore
}

/** Where a race is run: here, or on another node (cluster mode). */
export type RaceLocation =
  { kind: 'here'; race: Race } | { kind: 'elsewhere'; node: string; url: string }

export interface CreateRaceInput {
  game: GameId
  variant?: string | undefined
  seed?: string | undefined
  /** Whether the players may know the seed (default: when it was chosen). A daily's is not. */
  seedKnown?: boolean
  timeLimitSec?: number | undefined
  /** Seated in this order; a bot's seat is ready at once. */
  players: PlayerRecord[]
  rematchOf?: string
  /** Ranked races are made by the server only (queue, bot opponent): never with a chosen seed. */
  kind?: RaceKind
  spectatorsAllowed?: boolean | undefined
  spectatorDelaySec?: number | undefined
  /** Seats of the race (default 2). */
  seats?: number | undefined
}

export type CreateRaceResult = { ok: true; race: Race } | { ok: false; message: string }

/** Finished races stay in memory this long after their last use. */
const KEEP_FINISHED_MS = 10 * 60_000
const SWEEP_EVERY_MS = 60_000
/** Unknown ids are answered from memory this long; at most this many are remembered. */
const UNKNOWN_ID_TTL_MS = 60_000
const UNKNOWN_IDS_KEPT = 10_000
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
  private readonly races = new Map<string, { race: Race; usedAt: number }>()
  private readonly loading = new Map<string, Promise<Race | null>>()
  private readonly unknownIds = new Map<string, number>()
  /** Races being created: in memory, their row not yet written (the lease beat skips them). */
  private readonly creating = new Set<string>()
  private readonly deps: RaceDeps
  private sweepTimer: unknown = null
  /** Cluster mode: the other live nodes as of the last lease beat (by id), for spectators. */
  private otherNodes: Array<{ node: string; url: string }> = []
  /** Cluster mode: spectators of each race whose join waits for its place under the cap. */
  private readonly joining = new Map<string, number>()
  private spread = 0

  constructor(private readonly options: RegistryOptions) {
    this.moveLog = new MoveLog(options.store, {
      gatherMs: options.store.kind === 'pglite' ? PGLITE_GATHER_MS : 0,
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
      inviteIdleMs: options.inviteIdleMs ?? 120_000,
      createRematch: (race) => this.createRematch(race),
      logFor: (raceId) => options.log.child({ raceId }),
      ...(options.sleep ? { sleep: options.sleep } : {}),
      onLive: (race) => options.onRaceLive?.(race),
      onFinished: (race) => options.onRaceFinished?.(race),
      onRankedCalledOff: (ids) => options.onRankedCalledOff?.(ids),
      onLost: (race) => this.release(race),
      ...(options.audience ? { audience: options.audience } : {}),
    }
    const cluster = options.cluster
    if (cluster) {
      options.store.fenceWrites?.({
        nodeId: cluster.nodeId,
        epochOf: (raceId) => {
          const race = this.races.get(raceId)?.race
          return race && !race.isLost ? race.record.ownerEpoch : undefined
        },
      })
    }
  }

  /** Closes stale waiting races, rebuilds every other unfinished one and restarts its timers. */
  async boot(): Promise<number> {
    if (this.options.cluster) return this.bootNode(this.options.cluster)
    const bootTime = this.options.clock.now()
    for (const strength of BOT_STRENGTHS) await this.options.store.upsertPlayer(botPlayer(strength))
    const expired = await this.options.store.abortWaitingRaces(
      new Date(bootTime - this.options.waitingTtlMs),
    )
    if (expired > 0) this.options.log.info({ expired }, 'closed waiting races nobody started')
    const stored = await this.options.store.loadUnfinishedRaces()
    const races = stored.map((s) => Race.fromStored(s, this.deps))
    for (const race of races) this.remember(race)
    await Promise.all(races.map((race) => race.resume(bootTime)))
    for (const race of races) if (race.status === 'live') this.options.onRaceLive?.(race)
    this.scheduleSweep()
    return stored.length
  }

  async get(id: string): Promise<Race | null> {
    const known = this.races.get(id)
    if (known) {
      known.usedAt = this.options.clock.now()
      return known.race
    }
    const unknownUntil = this.unknownIds.get(id)
    if (unknownUntil !== undefined) {
      if (unknownUntil > this.options.clock.now()) return null
      this.unknownIds.delete(id)
    }
    let loading = this.loading.get(id)
    if (!loading) {
      loading = this.options.store.getRace(id).then((stored) => {
        this.loading.delete(id)
        if (!stored) {
          this.rememberUnknown(id)
          return null
        }
        const again = this.races.get(id)
        if (again) return again.race
        const race = Race.fromStored(stored, this.deps)
        // Cluster mode: another node's race is only looked at here, never kept or run.
        const elsewhere =
          this.options.cluster &&
          isUnfinished(stored.race.status) &&
          stored.race.ownerNode !== this.options.cluster.nodeId
        if (!elsewhere) this.remember(race)
        return race
      })
      loading.catch(() => this.loading.delete(id))
      this.loading.set(id, loading)
    }
    return loading
  }

  /**
   * The lobby's lists: in one process waiting and live races from memory (every unfinished race
   * is here), finished ones from their rows and results — never from move logs.
   */
  async list(status: Extract<RaceStatus, 'waiting' | 'live' | 'finished'>, limit: number) {
    // Finished races, and in a cluster every node's races: from rows (progress of races run
    // elsewhere is what their results say, none yet while they run).
    if (status === 'finished' || this.options.cluster) {
      const stored = await this.options.store.listRaces(status, limit)
      const listed = stored.filter((s) => status !== 'waiting' || s.race.kind !== 'ranked')
      return listed.map((s) => {
        const inMemory = this.races.get(s.race.id)?.race
        return inMemory ? inMemory.publicSummary() : storedRaceSummary(s, totalCards(s.race.game))
      })
    }
    const found: RaceSummary[] = []
    const races = [...this.races.values()]
      .map((entry) => entry.race)
      // Ranked waiting races are the paired players' only: never listed for others to join.
      .filter(
        (race) => race.status === status && (status !== 'waiting' || race.record.kind !== 'ranked'),
      )
      .sort(
        (a, b) =>
          b.record.createdAt.getTime() - a.record.createdAt.getTime() || (a.id < b.id ? -1 : 1),
      )
    for (const race of races.slice(0, limit)) found.push(race.publicSummary())
    return found
  }

  async create(input: CreateRaceInput): Promise<CreateRaceResult> {
    const variant = input.variant ?? defaultVariant(input.game)
    if (!isVariant(input.game, variant))
      return { ok: false, message: `${input.game} has no variant "${variant}"` }
    const kind = input.kind ?? 'friend'
    if (kind === 'ranked' && input.seed !== undefined)
      return { ok: false, message: 'a ranked race deals a secret seed: leave out the seed' }
    const seed = input.seed ?? newSeed()
    const race = new Race(
      {
        id: newRaceId(),
        game: input.game,
        variant,
        seed,
        seedHash: hashSeed(seed),
        seedKnown: input.seedKnown ?? input.seed !== undefined,
        status: 'waiting',
        timeLimitSec: input.timeLimitSec ?? this.options.defaultTimeLimitSec,
        rematchOf: input.rematchOf ?? null,
        createdAt: new Date(this.options.clock.now()),
        startedAt: null,
        finishedAt: null,
        pausedMs: 0,
        kind,
        spectatorsAllowed: input.spectatorsAllowed ?? true,
        spectatorDelaySec: input.spectatorDelaySec ?? 0,
        seatCount: input.seats ?? 2,
        ownerNode: this.options.cluster?.nodeId ?? null,
        ownerEpoch: this.options.cluster ? 1 : 0,
      },
      this.deps,
    )
    // Known here before its first write: in a cluster, seat writes are fenced by its epoch.
    this.remember(race)
    this.creating.add(race.id)
    try {
      await this.options.store.createRace(race.record)
      for (const [seat, player] of input.players.entries()) {
        const ready = isServerPlayer(player.id)
        await this.options.store.upsertSeat({
          raceId: race.id,
          seat,
          playerId: player.id,
          ready,
          resigned: false,
        })
        const taken = emptySeat(seat, player)
        taken.ready = ready
        race.seats.set(seat, taken)
      }
    } catch (error) {
      this.races.delete(race.id)
      throw error
    } finally {
      this.creating.delete(race.id)
    }
    this.unknownIds.delete(race.id)
    return { ok: true, race }
  }

  // ---- cluster mode ----

  /** Heartbeats, then claims every orphaned race and keeps doing so (and checking its own). */
  private async bootNode(cluster: ClusterOptions): Promise<number> {
    for (const strength of BOT_STRENGTHS) await this.options.store.upsertPlayer(botPlayer(strength))
    await cluster.ownership.heartbeat(cluster.nodeId, cluster.publicUrl)
    await this.readLiveNodes(cluster)
    const adopted = await this.claimOrphans(cluster)
    this.scheduleSweep()
    this.scheduleLeaseTick(cluster)
    return adopted
  }

  private async claimOrphans(cluster: ClusterOptions): Promise<number> {
    const claimed = await cluster.ownership.claimOrphans(cluster.nodeId, cluster.leaseMs)
    for (const { raceId } of claimed) await this.adopt(raceId)
    return claimed.length
  }

  /** Rebuilds a race this node has just claimed (seed + move log) and restarts its timers. */
  private async adopt(raceId: string): Promise<Race | null> {
    const stored = await this.options.store.getRace(raceId)
    if (!stored) return null
    const race = Race.fromStored(stored, this.deps)
    this.remember(race)
    // Its watchers on other nodes: counted from the start of this node's run.
    void this.options.audience?.refresh(raceId).catch(() => undefined)
    await race.resume(this.options.clock.now())
    if (race.status === 'live') this.options.onRaceLive?.(race)
    this.options.log.info({ raceId, epoch: race.record.ownerEpoch }, 'claimed a race')
    return race
  }

  private leaseTimer: unknown = null

  private scheduleLeaseTick(cluster: ClusterOptions): void {
    this.leaseTimer = this.options.scheduler.setTimeout(() => {
      void this.leaseTick(cluster).finally(() => {
        if (this.leaseTimer !== null) this.scheduleLeaseTick(cluster)
      })
    }, cluster.leaseMs / 3)
  }

  /** One beat: renew this node's lease, drop races lost to others, claim orphans. */
  private async leaseTick(cluster: ClusterOptions): Promise<void> {
    try {
      await cluster.ownership.heartbeat(cluster.nodeId, cluster.publicUrl)
      await this.readLiveNodes(cluster)
      const mine = [...this.races.values()]
        .map((entry) => entry.race)
        // A race whose row is still being written is not in the database yet: not lost.
        .filter((race) => isUnfinished(race.status) && !race.isLost && !this.creating.has(race.id))
      const still = new Set(
        await cluster.ownership.stillOwned(
          cluster.nodeId,
          mine.map((race) => ({ raceId: race.id, epoch: race.record.ownerEpoch })),
        ),
      )
      for (const race of mine) if (!still.has(race.id)) this.release(race)
      await this.claimOrphans(cluster)
    } catch (error) {
      this.options.log.warn({ err: error }, 'lease beat failed')
    }
  }

  /** The other nodes alive now, kept until the next beat (spectators are sent there). */
  private async readLiveNodes(cluster: ClusterOptions): Promise<void> {
    try {
      const live = await cluster.ownership.liveNodes(cluster.leaseMs)
      this.otherNodes = live.filter((n) => n.node !== cluster.nodeId)
    } catch (error) {
      // Spectators stay here meanwhile rather than go to a node that may be gone.
      this.otherNodes = []
      this.options.log.warn({ err: error }, 'reading the live nodes failed')
    }
  }

  /**
   * Cluster mode: where a new spectator of a race this node runs should watch from instead —
   * another live node's public URL once the race is watched by `ownerSpectatorsMax` (over
   * every node), taken in turn so a crowd spreads evenly; null to watch here (one process, a
   * race run elsewhere or finished, a small audience, or no other live node). Only the owner's
   * fan-out to its own sockets delays its racers: relayed watchers cost it one publish.
   */
  spectatorElsewhere(race: Race): string | null {
    const cluster = this.options.cluster
    if (!cluster || !this.runsHere(race.id) || !isUnfinished(race.status)) return null
    const others = this.otherNodes
    // Every node's watchers, as this node last read the others', and those joining here now
    // (a crowd's joins arrive together: each waits for its place in Redis before it counts).
    const watching =
      (this.options.audience?.count(race.id) ?? race.spectatorCount) +
      (this.joining.get(race.id) ?? 0)
    if (others.length === 0 || watching < cluster.ownerSpectatorsMax) return null
    this.spread = (this.spread + 1) % others.length
    return others[this.spread]!.url
  }

  /**
   * A spectator's join of a race run here or snapshotted from its owner. Cluster mode holds the
   * address's place under the cap over every node first (`SPECTATORS_PER_IP_PER_RACE`), so
   * spreading watchers over the nodes does not multiply what one address may have.
   */
  async watch(
    race: Race,
    player: PlayerRecord | null,
    watcherId: string,
    address: string,
  ): Promise<Reply<JoinOk>> {
    const audience = this.options.audience
    if (!audience || race.hasWatcher(watcherId)) return race.watch(player, watcherId, address)
    this.joining.set(race.id, (this.joining.get(race.id) ?? 0) + 1)
    let reserved: boolean
    try {
      reserved = await audience.reserve(race.id, address)
    } finally {
      const left = (this.joining.get(race.id) ?? 1) - 1
      if (left > 0) this.joining.set(race.id, left)
      else this.joining.delete(race.id)
    }
    if (!reserved) return err('RATE_LIMITED', 'too many spectators from your address in this race')
    // The same socket's other join may have added it while this one waited.
    const already = race.hasWatcher(watcherId)
    const reply = race.watch(player, watcherId, address)
    if (already || !race.hasWatcher(watcherId)) audience.release(race.id, address)
    return reply
  }

  /** Forgets a race another node owns now; its timers stop here. */
  private release(race: Race): void {
    race.stop()
    if (this.races.get(race.id)?.race === race) this.races.delete(race.id)
    this.options.log.warn({ raceId: race.id }, 'race owned by another node now')
  }

  /**
   * Where a race is run. One process: here (or nowhere). Cluster mode: here if this node owns
   * it; on its owner's node if that one is alive; and if the owner is gone, this node claims it.
   * Finished races are served by any node.
   */
  async locate(id: string): Promise<RaceLocation | null> {
    const known = this.races.get(id)?.race
    if (known && !known.isLost) {
      this.races.get(id)!.usedAt = this.options.clock.now()
      return { kind: 'here', race: known }
    }
    const cluster = this.options.cluster
    if (!cluster) {
      const race = await this.get(id)
      return race ? { kind: 'here', race } : null
    }
    const stored = await this.options.store.getRace(id)
    if (!stored) return null
    if (!isUnfinished(stored.race.status)) {
      const race = Race.fromStored(stored, this.deps)
      this.remember(race)
      return { kind: 'here', race }
    }
    for (let attempt = 0; attempt < 2; attempt++) {
      const owner = await cluster.ownership.owner(id, cluster.leaseMs)
      if (owner && owner.node !== cluster.nodeId)
        return { kind: 'elsewhere', node: owner.node, url: owner.url }
      const epoch = await cluster.ownership.claim(id, cluster.nodeId, cluster.leaseMs)
      if (epoch !== null) {
        const race = await this.adopt(id)
        return race ? { kind: 'here', race } : null
      }
    }
    const owner = await cluster.ownership.owner(id, cluster.leaseMs)
    return owner ? { kind: 'elsewhere', node: owner.node, url: owner.url } : null
  }

  /** Whether this node runs the race (cluster mode: it owns it and has not lost it). */
  runsHere(id: string): boolean {
    const race = this.races.get(id)?.race
    if (!race || race.isLost) return false
    return !this.options.cluster || race.record.ownerNode === this.options.cluster.nodeId
  }

  /** Cluster mode: the race's watchers on other nodes changed; its room hears of it. */
  audienceUpdated(id: string): void {
    if (this.runsHere(id)) this.races.get(id)?.race.audienceUpdated()
  }

  /**
   * A race to watch from this node, whoever runs it: the owner's broadcasts reach this node's
   * spectators through the Socket.IO Redis adapter. Not kept: it is a snapshot for the reply.
   */
  async snapshotOf(id: string): Promise<Race | null> {
    const stored = await this.options.store.getRace(id)
    return stored ? Race.fromStored(stored, this.deps) : null
  }

  /**
   * The rematch keeps the seat order and the options, with a new secret seed. It is a friend
   * race: a ranked pairing is the queue's to make (docs/fair-play.md), never a rematch's. A ghost
   * race's rematch races the same recorded run again, so it keeps the deal.
   */
  private async createRematch(race: Race): Promise<string> {
    const players = race.rematchPlayers()
    const ghost = race.record.kind === 'ghost'
    const created = await this.create({
      game: race.record.game,
      variant: race.record.variant,
      timeLimitSec: race.record.timeLimitSec,
      players,
      rematchOf: race.id,
      ...(ghost ? { seed: race.record.seed } : {}),
      kind: ghost ? 'ghost' : 'friend',
      spectatorsAllowed: race.record.spectatorsAllowed,
      spectatorDelaySec: race.record.spectatorDelaySec,
      seats: race.record.seatCount,
    })
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
    const races = [...this.races.values()].map((entry) => entry.race)
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
    if (this.leaseTimer !== null) this.options.scheduler.clearTimeout(this.leaseTimer)
    this.leaseTimer = null
    const cluster = this.options.cluster
    // A deploy hands races over at once: the other nodes claim them at their next beat.
    if (cluster) await cluster.ownership.releaseAll(cluster.nodeId).catch(() => undefined)
  }

  private remember(race: Race): void {
    this.races.set(race.id, { race, usedAt: this.options.clock.now() })
  }

  private rememberUnknown(id: string): void {
    if (this.unknownIds.size >= UNKNOWN_IDS_KEPT) {
      const oldest = this.unknownIds.keys().next()
      if (!oldest.done) this.unknownIds.delete(oldest.value)
    }
    this.unknownIds.set(id, this.options.clock.now() + UNKNOWN_ID_TTL_MS)
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
    for (const [id, entry] of this.races) {
      const { race } = entry
      if (race.status === 'waiting' && race.record.createdAt.getTime() < waitingCutoff) {
        if (await race.expire()) this.races.delete(id)
      } else if (
        (race.status === 'finished' || race.status === 'aborted') &&
        entry.usedAt < closedCutoff &&
        race.spectatorCount === 0 &&
        race.quiet
      ) {
        race.stop()
        this.races.delete(id)
      }
    }
    for (const [id, until] of this.unknownIds) if (until <= now) this.unknownIds.delete(id)
  }
}

function isUnfinished(status: RaceStatus): boolean {
  return status === 'waiting' || status === 'countdown' || status === 'live'
}

function totalCards(game: GameId): number {
  return 52 * (games.find((g) => g.id === game)?.decks ?? 1)
}
