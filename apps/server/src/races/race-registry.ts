// Races in memory, keyed by id. Unfinished races are rebuilt from the store at boot;
// finished ones are loaded on demand (for joins, summaries and rematches) and dropped later.
import { defaultVariant, isVariant, type GameId } from '@patience-race/engine'
import { MoveLog } from './move-log.js'
import type { Broadcaster, Clock, PlayerRecord, RaceStore, Scheduler } from './ports.js'
import { Race, type RaceDeps, type RaceLogger } from './race.js'
import { emptySeat } from './race-seat.js'
import { hashSeed, newRaceId, newSeed } from './seeds.js'

export interface RegistryOptions {
  store: RaceStore
  clock: Clock
  scheduler: Scheduler
  broadcaster: Broadcaster
  countdownMs: number
  defaultTimeLimitSec: number
  log: RaceLogger
}

export interface CreateRaceInput {
  game: GameId
  variant?: string | undefined
  seed?: string | undefined
  timeLimitSec?: number | undefined
  players: PlayerRecord[]
  rematchOf?: string
}

export type CreateRaceResult = { ok: true; race: Race } | { ok: false; message: string }

/** Finished races stay in memory this long after their last use. */
const KEEP_FINISHED_MS = 10 * 60_000

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
  private readonly deps: RaceDeps

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
      seats: 2,
      createRematch: (race) => this.createRematch(race),
      log: options.log,
    }
  }

  /** Rebuilds every unfinished race from the store and restarts its timers. */
  async boot(): Promise<number> {
    const bootTime = this.options.clock.now()
    const stored = await this.options.store.loadUnfinishedRaces()
    for (const s of stored) {
      const race = Race.fromStored(s, this.deps)
      this.remember(race)
      await race.resume(bootTime)
    }
    return stored.length
  }

  async get(id: string): Promise<Race | null> {
    const known = this.races.get(id)
    if (known) {
      known.usedAt = this.options.clock.now()
      return known.race
    }
    let loading = this.loading.get(id)
    if (!loading) {
      loading = this.options.store.getRace(id).then((stored) => {
        this.loading.delete(id)
        if (!stored) return null
        const again = this.races.get(id)
        if (again) return again.race
        const race = Race.fromStored(stored, this.deps)
        this.remember(race)
        return race
      })
      loading.catch(() => this.loading.delete(id))
      this.loading.set(id, loading)
    }
    return loading
  }

  async create(input: CreateRaceInput): Promise<CreateRaceResult> {
    const variant = input.variant ?? defaultVariant(input.game)
    if (!isVariant(input.game, variant))
      return { ok: false, message: `${input.game} has no variant "${variant}"` }
    const seed = input.seed ?? newSeed()
    const race = new Race(
      {
        id: newRaceId(),
        game: input.game,
        variant,
        seed,
        seedHash: hashSeed(seed),
        seedKnown: input.seed !== undefined,
        status: 'waiting',
        timeLimitSec: input.timeLimitSec ?? this.options.defaultTimeLimitSec,
        rematchOf: input.rematchOf ?? null,
        createdAt: new Date(this.options.clock.now()),
        startedAt: null,
        finishedAt: null,
        pausedMs: 0,
      },
      this.deps,
    )
    await this.options.store.createRace(race.record)
    for (const [seat, player] of input.players.entries()) {
      await this.options.store.upsertSeat({
        raceId: race.id,
        seat,
        playerId: player.id,
        ready: false,
        resigned: false,
      })
      race.seats.set(seat, emptySeat(seat, player))
    }
    this.sweep()
    this.remember(race)
    return { ok: true, race }
  }

  /** The rematch keeps the seat order, with a new secret seed. */
  private async createRematch(race: Race): Promise<string> {
    const players = [...race.seats.values()].sort((a, b) => a.seat - b.seat).map((s) => s.player)
    const created = await this.create({
      game: race.record.game,
      variant: race.record.variant,
      timeLimitSec: race.record.timeLimitSec,
      players,
      rematchOf: race.id,
    })
    if (!created.ok) throw new Error(created.message)
    return created.race.id
  }

  /** Stops every timer and waits for queued moves to be stored (graceful shutdown). */
  async stop(): Promise<void> {
    for (const { race } of this.races.values()) race.stop()
    await this.moveLog.idle()
  }

  private remember(race: Race): void {
    this.races.set(race.id, { race, usedAt: this.options.clock.now() })
  }

  private sweep(): void {
    const cutoff = this.options.clock.now() - KEEP_FINISHED_MS
    for (const [id, entry] of this.races) {
      if (entry.race.status === 'finished' && entry.usedAt < cutoff) this.races.delete(id)
    }
  }
}
