// One race's orchestration: seats, ready → countdown → live → finished, moves with durable
// acknowledgement, results. Card rules stay in the engine; I/O goes through the ports.
import { applyMove, games, type Move, type PlayerView } from '@patience-race/engine'
import {
  err,
  ok,
  type JoinOk,
  type MoveOk,
  type RaceProgressEvent,
  type RaceStateEvent,
  type RaceSummary,
  type RematchOk,
  type Reply,
} from '@patience-race/protocol'
import type { MoveLog } from './move-log.js'
import type {
  Broadcaster,
  Clock,
  PlayerRecord,
  RaceRecord,
  RaceStore,
  Scheduler,
  StoredRace,
} from './ports.js'
import { seatResults, toWire, winnerSeat } from './race-results.js'
import {
  dealSeat,
  emptySeat,
  isSeatDone,
  replaySeat,
  seatProgress,
  seatStatus,
  type Seat,
} from './race-seat.js'
import { SpectatorFeed } from './spectator-feed.js'
import { legalOf, progressOf, viewOf } from './state-cache.js'

/** Spectators get each seat's latest view at most this often (opponents get every move). */
const SPECTATOR_PROGRESS_MS = 100

export interface RaceLogger {
  error(obj: unknown, msg?: string): void
  warn(obj: unknown, msg?: string): void
}

export interface RaceDeps {
  store: RaceStore
  clock: Clock
  scheduler: Scheduler
  moveLog: MoveLog
  broadcaster: Broadcaster
  countdownMs: number
  seats: number
  createRematch: (race: Race) => Promise<string>
  log: RaceLogger
}

export class Race {
  readonly seats = new Map<number, Seat>()
  rematchId: string | null = null
  private readonly watchers = new Set<string>()
  private timer: unknown = null
  private countdownEndsAt: number | null = null
  private finishing = false
  private rematching: Promise<string> | null = null
  readonly total: number
  private readonly spectatorFeed: SpectatorFeed<RaceProgressEvent>

  constructor(
    readonly record: RaceRecord,
    private readonly deps: RaceDeps,
  ) {
    this.total = 52 * (games.find((g) => g.id === record.game)?.decks ?? 1)
    this.spectatorFeed = new SpectatorFeed(
      (event) => deps.broadcaster.toSpectators(record.id, 'race:progress', event),
      deps.clock,
      deps.scheduler,
      SPECTATOR_PROGRESS_MS,
    )
  }

  static fromStored(stored: StoredRace, deps: RaceDeps): Race {
    const race = new Race({ ...stored.race }, deps)
    race.rematchId = stored.rematchId
    for (const s of stored.seats) {
      const seat = emptySeat(s.seat, s.player)
      seat.ready = s.ready
      seat.resigned = s.resigned
      race.seats.set(s.seat, seat)
    }
    if (race.record.startedAt && race.record.status !== 'countdown') {
      for (const seat of race.seats.values()) {
        try {
          dealSeat(seat, race.record.game, race.record.variant, race.record.seed)
          const replayed = replaySeat(
            seat,
            stored.moves.filter((m) => m.seat === seat.seat),
          )
          if (!replayed.ok) deps.log.error({ raceId: race.id }, replayed.message)
        } catch (error) {
          deps.log.error({ raceId: race.id, error }, 'could not rebuild a seat')
        }
        if (seat.resigned && seat.finishedAt === null) seat.finishedAt = seat.lastMoveAt
      }
    }
    return race
  }

  get id(): string {
    return this.record.id
  }

  get status(): RaceRecord['status'] {
    return this.record.status
  }

  seatOf(playerId: string | undefined): Seat | undefined {
    if (!playerId) return undefined
    for (const seat of this.seats.values()) if (seat.player.id === playerId) return seat
    return undefined
  }

  /** Race-clock ms since the start, with server downtime credited back. */
  elapsed(): number {
    if (!this.record.startedAt) return 0
    return Math.max(
      0,
      this.deps.clock.now() - this.record.startedAt.getTime() - this.record.pausedMs,
    )
  }

  // ---- boot recovery ----

  /** Restarts timers of a race rebuilt at boot; downtime is credited to the race clock. */
  async resume(bootTime: number): Promise<void> {
    if (this.status === 'countdown') {
      // A countdown interrupted by a restart starts over: nobody has seen a card yet.
      this.startCountdown()
      return
    }
    if (this.status !== 'live' || !this.record.startedAt) return
    const lastMoveAt = Math.max(0, ...[...this.seats.values()].map((s) => s.lastMoveAt))
    const lastActivity = this.record.startedAt.getTime() + this.record.pausedMs + lastMoveAt
    this.record.pausedMs += Math.max(0, bootTime - lastActivity)
    await this.deps.store.updateRace(this.id, { pausedMs: this.record.pausedMs })
    if (this.allDone()) return this.finish()
    this.scheduleTimeLimit()
  }

  /** Cancels timers (shutdown); nothing is written. */
  stop(): void {
    this.stopTimer()
    this.spectatorFeed.stop()
  }

  private stopTimer(): void {
    if (this.timer !== null) this.deps.scheduler.clearTimeout(this.timer)
    this.timer = null
  }

  // ---- views and summaries ----

  summary(): RaceSummary {
    const r = this.record
    return {
      raceId: r.id,
      game: r.game,
      variant: r.variant,
      seedHash: r.seedHash,
      seedKnown: r.seedKnown,
      ...(r.status === 'finished' ? { seed: r.seed } : {}),
      status: r.status,
      timeLimitSec: r.timeLimitSec,
      createdAt: r.createdAt.toISOString(),
      startedAt: r.startedAt?.toISOString() ?? null,
      finishedAt: r.finishedAt?.toISOString() ?? null,
      rematchOf: r.rematchOf,
      rematchId: this.rematchId,
      players: this.players(),
      spectators: this.watchers.size,
    }
  }

  private players(): RaceSummary['players'] {
    return [...this.seats.values()]
      .sort((a, b) => a.seat - b.seat)
      .map((seat) => ({
        seat: seat.seat,
        player: { id: seat.player.id, name: seat.player.name },
        ready: seat.ready,
        status: seatStatus(seat),
        progress: seatProgress(seat, this.total),
      }))
  }

  stateEvent(now = this.deps.clock.now()): RaceStateEvent {
    return {
      raceId: this.id,
      status: this.status,
      players: this.players(),
      spectators: this.watchers.size,
      ...(this.status === 'countdown' && this.countdownEndsAt !== null
        ? { countdownMs: Math.max(0, this.countdownEndsAt - now) }
        : {}),
      startedAt: this.record.startedAt?.toISOString() ?? null,
      serverTime: now,
      timeLimitSec: this.record.timeLimitSec,
    }
  }

  /** Public views of every seat (what spectators see). */
  views(): Record<string, PlayerView> {
    const views: Record<string, PlayerView> = {}
    for (const seat of this.seats.values())
      if (seat.state) views[String(seat.seat)] = viewOf(seat.state)
    return views
  }

  private broadcastState(now?: number): void {
    this.deps.broadcaster.toRace(this.id, 'race:state', this.stateEvent(now))
  }

  // ---- joining and leaving ----

  async join(
    player: PlayerRecord | null,
    as: 'player' | 'spectator' | undefined,
    watcherId: string,
  ): Promise<Reply<JoinOk>> {
    const own = this.seatOf(player?.id)
    if (own && as === 'spectator' && (this.status === 'countdown' || this.status === 'live')) {
      return err('OWN_RACE', 'you race in this race: join it as a player')
    }
    if (own && as !== 'spectator') return ok(this.playerJoin(own))
    if (as !== 'spectator' && !own) {
      const free = this.freeSeat()
      const canSit = player !== null && this.status === 'waiting' && free !== null
      if (canSit) {
        const seat = emptySeat(free, player)
        this.seats.set(free, seat)
        try {
          await this.deps.store.upsertSeat({
            raceId: this.id,
            seat: free,
            playerId: player.id,
            ready: false,
            resigned: false,
          })
        } catch (error) {
          this.seats.delete(free)
          throw error
        }
        this.broadcastState()
        return ok(this.playerJoin(seat))
      }
      if (as === 'player') {
        if (!player) return err('UNAUTHORIZED', 'a player needs a session token')
        return err(
          'RACE_FULL',
          this.status === 'waiting' ? 'both seats are taken' : 'this race has already started',
        )
      }
    }
    this.watchers.add(watcherId)
    this.broadcastState()
    const started = this.record.startedAt !== null && this.status !== 'countdown'
    return ok({
      role: 'spectator',
      race: this.summary(),
      ...(started ? { views: this.views() } : {}),
    })
  }

  private playerJoin(seat: Seat): JoinOk {
    const base: JoinOk = { role: 'player', seat: seat.seat, race: this.summary() }
    if (!seat.state) return base
    return {
      ...base,
      view: viewOf(seat.state),
      legal: legalOf(seat.state),
      seq: seat.lastSeq,
    }
  }

  private freeSeat(): number | null {
    for (let n = 0; n < this.deps.seats; n++) if (!this.seats.has(n)) return n
    return null
  }

  /** A spectator's socket went away. */
  removeWatcher(watcherId: string): void {
    if (this.watchers.delete(watcherId)) this.broadcastState()
  }

  async leave(playerId: string | undefined, watcherId: string): Promise<Reply> {
    this.removeWatcher(watcherId)
    const seat = this.seatOf(playerId)
    if (seat && this.status === 'waiting') {
      this.seats.delete(seat.seat)
      await this.deps.store.removeSeat(this.id, seat.seat)
      this.broadcastState()
    }
    return ok({})
  }

  // ---- ready, countdown, start ----

  async ready(playerId: string): Promise<Reply> {
    const seat = this.seatOf(playerId)
    if (!seat) return err('NOT_A_PLAYER', 'you have no seat in this race')
    if (this.status === 'finished' || this.status === 'aborted')
      return err('FINISHED', 'this race is over')
    if (this.status !== 'waiting' || seat.ready) return ok({})
    seat.ready = true
    await this.deps.store.upsertSeat({
      raceId: this.id,
      seat: seat.seat,
      playerId,
      ready: true,
      resigned: false,
    })
    const everyone = [...this.seats.values()]
    if (
      everyone.length === this.deps.seats &&
      everyone.every((s) => s.ready) &&
      this.status === 'waiting'
    ) {
      this.startCountdown()
    } else {
      this.broadcastState()
    }
    return ok({})
  }

  private startCountdown(): void {
    this.record.status = 'countdown'
    // One reading of the clock, so the first countdown event says exactly countdownMs.
    const now = this.deps.clock.now()
    this.countdownEndsAt = now + this.deps.countdownMs
    this.run(() => this.deps.store.updateRace(this.id, { status: 'countdown' }))
    this.broadcastState(now)
    this.schedule(() => this.goLive(), this.deps.countdownMs)
  }

  private async goLive(): Promise<void> {
    const startedAt = new Date(this.deps.clock.now())
    for (const seat of this.seats.values())
      dealSeat(seat, this.record.game, this.record.variant, this.record.seed)
    this.record.startedAt = startedAt
    this.record.pausedMs = 0
    this.record.status = 'live'
    this.countdownEndsAt = null
    await this.deps.store.updateRace(this.id, { status: 'live', startedAt, pausedMs: 0 })
    const at = startedAt.toISOString()
    for (const seat of this.seats.values()) {
      if (!seat.state) continue
      this.deps.broadcaster.toSeat(this.id, seat.seat, 'race:started', {
        raceId: this.id,
        startedAt: at,
        view: viewOf(seat.state),
        legal: legalOf(seat.state),
      })
    }
    this.deps.broadcaster.toSpectators(this.id, 'race:started', {
      raceId: this.id,
      startedAt: at,
      views: this.views(),
    })
    this.broadcastState()
    if (this.allDone()) return this.finish()
    this.scheduleTimeLimit()
  }

  private scheduleTimeLimit(): void {
    const left = this.record.timeLimitSec * 1000 - this.elapsed()
    this.schedule(() => this.finish(), Math.max(0, left))
  }

  // ---- moves ----

  async move(playerId: string, move: unknown, seq: number): Promise<Reply<MoveOk>> {
    const seat = this.seatOf(playerId)
    if (!seat) return err('NOT_A_PLAYER', 'you have no seat in this race')
    if (!seat.state || this.status === 'waiting' || this.status === 'countdown') {
      return err('NOT_STARTED', 'the race has not started yet')
    }
    if (seq <= seat.lastSeq) return this.answerAgain(seat, seq)
    if (this.status !== 'live' || isSeatDone(seat)) return err('FINISHED', 'your game is over')
    if (seq !== seat.lastSeq + 1) {
      return {
        ok: false,
        error: { code: 'SEQ_GAP', message: `expected seq ${seat.lastSeq + 1}`, seq: seat.lastSeq },
      }
    }
    const result = applyMove(seat.state, move)
    if (!result.ok) {
      return result.error.code === 'NOT_A_MOVE'
        ? err('BAD_PAYLOAD', result.error.message)
        : err('ILLEGAL_MOVE', result.error.message)
    }
    const state = result.state
    const at = Math.round(this.elapsed())
    const epoch = seat.epoch
    seat.state = state
    seat.lastSeq = seq
    seat.pending.set(seq, state)
    try {
      await this.deps.moveLog.append(
        { raceId: this.id, seat: seat.seat, seq, move: move as Move, at },
        () => seat.epoch === epoch,
      )
    } catch (error) {
      if (seat.epoch === epoch) {
        // Roll back to the last durable move; the client resends from there.
        seat.epoch++
        seat.state = seat.durableState
        seat.lastSeq = seat.durableSeq
        seat.pending.clear()
        this.deps.log.error(
          { raceId: this.id, seat: seat.seat, seq, error },
          'move not stored; rolled back',
        )
      }
      return err('INTERNAL', 'the move could not be saved; send it again')
    }
    seat.pending.delete(seq)
    const before = seat.durableState ? progressOf(seat.durableState).foundation : 0
    seat.durableState = state
    seat.durableSeq = seq
    seat.lastMoveAt = at
    if (progressOf(state).foundation > before) seat.foundationAt = at
    this.afterDurableMove(seat, state, at)
    return ok({ seq, view: viewOf(state), legal: legalOf(state) })
  }

  /** A repeated seq: answered with the current view once everything sent is durable. */
  private async answerAgain(seat: Seat, seq: number): Promise<Reply<MoveOk>> {
    await this.deps.moveLog.idle()
    if (!seat.state || seq > seat.lastSeq)
      return err('INTERNAL', 'the move could not be saved; send it again')
    return ok({ seq: seat.lastSeq, view: viewOf(seat.state), legal: legalOf(seat.state) })
  }

  private afterDurableMove(seat: Seat, state: NonNullable<Seat['state']>, at: number): void {
    if (this.status !== 'live') return
    const p = progressOf(state)
    if (p.status !== 'playing' && seat.finishedAt === null) seat.finishedAt = at
    this.broadcastProgress(seat, state, at)
    if (p.status !== 'playing') {
      this.spectatorFeed.flush()
      this.broadcastState()
      if (this.allDone()) void this.finish()
    }
  }

  private broadcastProgress(seat: Seat, state: NonNullable<Seat['state']>, at: number): void {
    const event = {
      raceId: this.id,
      seat: seat.seat,
      progress: progressOf(state),
      status: seatStatus(seat),
      at,
    }
    for (const other of this.seats.values()) {
      if (other.seat !== seat.seat)
        this.deps.broadcaster.toSeat(this.id, other.seat, 'race:progress', event)
    }
    this.spectatorFeed.push(seat.seat, { ...event, view: viewOf(state) })
  }

  // ---- resigning and finishing ----

  async resign(playerId: string): Promise<Reply> {
    const seat = this.seatOf(playerId)
    if (!seat) return err('NOT_A_PLAYER', 'you have no seat in this race')
    if (this.status === 'waiting' || this.status === 'countdown')
      return err('NOT_STARTED', 'the race has not started yet')
    if (this.status !== 'live' || isSeatDone(seat))
      return err('FINISHED', 'your game is already over')
    seat.resigned = true
    seat.finishedAt = Math.round(this.elapsed())
    await this.deps.store.upsertSeat({
      raceId: this.id,
      seat: seat.seat,
      playerId,
      ready: seat.ready,
      resigned: true,
    })
    if (seat.state) this.broadcastProgress(seat, seat.state, seat.finishedAt)
    this.spectatorFeed.flush()
    this.broadcastState()
    if (this.allDone()) void this.finish()
    return ok({})
  }

  private allDone(): boolean {
    return [...this.seats.values()].every(isSeatDone)
  }

  /** Ends the race: everyone finished or the time limit passed. */
  async finish(): Promise<void> {
    if (this.finishing || this.status === 'finished') return
    this.finishing = true
    this.stopTimer()
    this.spectatorFeed.flush()
    const endedAt = Math.min(this.elapsed(), this.record.timeLimitSec * 1000)
    this.record.status = 'finished'
    try {
      await this.deps.moveLog.idle().catch(() => undefined)
      const seats = [...this.seats.values()].sort((a, b) => a.seat - b.seat)
      const results = seatResults(seats, this.total, endedAt)
      const finishedAt = new Date(this.deps.clock.now())
      const records = []
      for (const r of results) {
        const repeat = await this.deps.store.hasResultForSeed(r.player.id, this.record.seedHash)
        const { foundationAt: _tieBreak, player, ...rest } = r
        records.push({
          ...rest,
          raceId: this.id,
          playerId: player.id,
          game: this.record.game,
          variant: this.record.variant,
          seedHash: this.record.seedHash,
          ranked: !this.record.seedKnown && !repeat,
          finishedAt,
        })
      }
      await this.deps.store.finishRace(this.id, 'finished', finishedAt, records)
      this.record.finishedAt = finishedAt
      const winner = winnerSeat(results)
      this.deps.broadcaster.toRace(this.id, 'race:finished', {
        raceId: this.id,
        results: results.map(toWire),
        ...(winner !== undefined ? { winnerSeat: winner } : {}),
        seed: this.record.seed,
        rematchId: this.rematchId,
      })
      this.broadcastState()
    } catch (error) {
      // Not stored: the race reloads as live at the next boot and finishes then.
      this.deps.log.error({ raceId: this.id, error }, 'could not store the results')
    }
  }

  // ---- rematch ----

  async rematch(playerId: string): Promise<Reply<RematchOk>> {
    if (!this.seatOf(playerId)) return err('NOT_A_PLAYER', 'only the racers can ask for a rematch')
    if (this.status !== 'finished' || !this.record.finishedAt)
      return err('NOT_FINISHED', 'the race is not over yet')
    if (this.rematchId) return ok({ rematchId: this.rematchId })
    if (!this.rematching) {
      this.rematching = this.deps.createRematch(this).then(
        (id) => {
          this.rematchId = id
          this.deps.broadcaster.toRace(this.id, 'race:rematch', { raceId: this.id, rematchId: id })
          return id
        },
        (error: unknown) => {
          this.rematching = null
          throw error
        },
      )
    }
    return ok({ rematchId: await this.rematching })
  }

  // ---- timers ----

  private schedule(fn: () => void | Promise<void>, ms: number): void {
    this.stopTimer()
    this.timer = this.deps.scheduler.setTimeout(() => {
      this.timer = null
      this.run(fn)
    }, ms)
  }

  private run(fn: () => unknown): void {
    Promise.resolve()
      .then(fn)
      .catch((error: unknown) =>
        this.deps.log.error({ raceId: this.id, error }, 'race timer failed'),
      )
  }
}
