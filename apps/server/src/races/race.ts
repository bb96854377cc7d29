// One race: seats, ready → countdown → live → finished, and the order of its state changes.
// Every transition is stored first (race-writes.ts) and applied in memory only once the write
// succeeded, inside the race's serial queue; moves run through seat-moves.ts (durable before
// acknowledged); how it ends is race-finish.ts's, the rematch rematch-offers.ts's, what the
// other racers and the spectators are sent opponent-progress.ts's and spectator-channel.ts's,
// the wire shapes race-snapshot.ts's. Card rules stay in the engine; I/O goes through the ports
// (docs/race-core.md).
import { cardCount, type Move } from '@patience-race/engine'
import {
  err,
  ok,
  type Err,
  type JoinOk,
  type MoveOk,
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
  RaceRecords,
  Scheduler,
  SeatRecord,
  StoredRace,
} from './ports.js'
import { finishedEvent, newRatings, raceOutcome } from './race-finish.js'
import { dealSeat, emptySeat, isSeatDone, replaySeat, seatStatus, type Seat } from './race-seat.js'
import { raceStateEvent, raceSummary, type RaceFacts } from './race-snapshot.js'
import { isServerPlayer } from './bots.js'
import { Abandonment } from './abandonment.js'
import { RacePresence } from './race-presence.js'
import { RaceTimer } from './race-timer.js'
import { RaceWatchers, type Audience } from './race-watchers.js'
import { RetryStopped } from './retry.js'
import { moveAck } from './move-ack.js'
import { answerResend, applySeatMove, seatsSettled, storeSeatMove } from './seat-moves.js'
import { RematchOffers } from './rematch-offers.js'
import { RaceWrites } from './race-writes.js'
import { SerialQueue } from './serial-queue.js'
import { OpponentProgress } from './opponent-progress.js'
import { SpectatorChannel } from './spectator-channel.js'
import { legalOf, progressOf, viewOf } from './state-cache.js'
import { StateNotifier } from './state-notifier.js'

/** Audience changes reach the room at most this often. */
const AUDIENCE_STATE_MS = 1000

export interface RaceLogger {
  error(obj: unknown, msg?: string): void
  warn(obj: unknown, msg?: string): void
  info(obj: unknown, msg?: string): void
}

export interface RaceDeps {
  store: RaceRecords
  clock: Clock
  scheduler: Scheduler
  moveLog: MoveLog
  broadcaster: Broadcaster
  countdownMs: number
  maxSpectatorsPerAddress: number
  /** A racer gone this long from a live race may be claimed against (abandonment.ts). */
  abandonAfterMs: number
  /** A friend invite whose creator has had no socket this long can no longer be joined. */
  inviteIdleMs: number
  createRematch: (race: Race) => Promise<string>
  /** A logger for this race (every line carries its raceId). */
  logFor: (raceId: string) => RaceLogger
  /** Backoff sleep for retried writes (tests make it instant). */
  sleep?: (ms: number) => Promise<void>
  /** Told when the race goes live (server bots start moving). */
  onLive?: (race: Race) => void
  /** Told once the race is stored as finished (its deal's par gets solved). */
  onFinished?: (race: Race) => void
  /** A paired player left a ranked race before the start: the others go first in the queue. */
  onRankedCalledOff?: (playerIds: string[]) => void
  /** Cluster mode: told when a fenced write shows another node owns this race now. */
  onLost?: (race: Race) => void
  /** Cluster mode: watchers counted on every node (race-watchers.ts). */
  audience?: Audience
}

export class Race {
  readonly seats = new Map<number, Seat>()
  readonly total: number
  /** This race's own watchers; in cluster mode the node's audience keeps them instead. */
  private readonly ownWatchers: RaceWatchers
  private readonly queue = new SerialQueue()
  private readonly timer: RaceTimer
  private readonly spectatorChannel: SpectatorChannel
  private readonly opponents: OpponentProgress
  private readonly notifier: StateNotifier
  private readonly log: RaceLogger
  private countdownEndsAt: number | null = null
  /** Set once the race is to end: no move is accepted after it. */
  private closing = false
  private finishing: Promise<void> | null = null
  private stopped = false
  private lost = false
  private readonly rematches: RematchOffers
  private readonly writes: RaceWrites
  private readonly presence = new RacePresence()
  private readonly abandonment: Abandonment
  /** When this process took the race up: nobody's socket can be older. */
  private readonly hereSince: number

  constructor(
    readonly record: RaceRecord,
    private readonly deps: RaceDeps,
  ) {
    this.total = cardCount(record.game)
    this.log = deps.logFor(record.id)
    this.writes = new RaceWrites({
      log: this.log,
      stopped: () => this.stopped,
      fenced: () => void this.moved(),
      sleep: deps.sleep,
    })
    this.rematches = new RematchOffers({
      raceId: record.id,
      seatCount: record.seatCount,
      seats: () => this.seats.values(),
      online: (seat) => this.presence.online(seat),
      broadcaster: deps.broadcaster,
      create: () => deps.createRematch(this),
      failed: (error) => this.log.error({ err: error }, 'could not make the rematch'),
    })
    this.ownWatchers = new RaceWatchers(deps.maxSpectatorsPerAddress)
    this.timer = new RaceTimer(deps.scheduler)
    this.hereSince = deps.clock.now()
    this.abandonment = new Abandonment(deps.scheduler, deps.abandonAfterMs, {
      // A stopped race (shutdown) starts no timer: its sockets are dropped after it stops.
      live: () => this.status === 'live' && !this.closing && !this.stopped,
      humanSeats: () => this.humanSeats().map((seat) => seat.index),
      playing: (index) => {
        const seat = this.seats.get(index)
        return seat !== undefined && !isSeatDone(seat)
      },
      online: (index) => this.presence.online(index),
      left: (index) => this.seatAway('race:opponent-left', index),
      back: (index) => this.seatAway('race:opponent-back', index),
      // A one-seat race (a daily) is not called off by its racer leaving: its clock runs on and
      // the attempt resumes on return, until the time limit ends it.
      everyoneGone: () => {
        if (this.record.seatCount > 1) void this.finish()
      },
    })
    this.spectatorChannel = new SpectatorChannel({
      raceId: record.id,
      seats: this.seats,
      total: this.total,
      delaySec: record.spectatorDelaySec,
      isOver: () => this.isOver(),
      watchers: () => this.spectatorsNow(),
      clock: deps.clock,
      scheduler: deps.scheduler,
      broadcaster: deps.broadcaster,
    })
    this.opponents = new OpponentProgress(
      record.id,
      () => [...this.seats.keys()],
      deps.broadcaster,
      deps.clock,
      deps.scheduler,
    )
    this.notifier = new StateNotifier(
      (now) => this.broadcastState(now),
      deps.clock,
      deps.scheduler,
      AUDIENCE_STATE_MS,
    )
  }

  static fromStored(stored: StoredRace, deps: RaceDeps): Race {
    const race = new Race({ ...stored.race }, deps)
    race.rematches.id = stored.rematchId
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
            stored.moves.filter((m) => m.seat === seat.index),
          )
          if (!replayed.ok) race.log.error({ seat: seat.index }, replayed.message)
        } catch (error) {
          race.log.error({ seat: seat.index, err: error }, 'could not rebuild a seat')
        }
        if (seat.resigned && seat.finishedAt === null) seat.finishedAt = seat.lastMoveAt
      }
    }
    if (race.record.status === 'finished' || race.record.status === 'aborted') race.closing = true
    return race
  }

  get id(): string {
    return this.record.id
  }

  get status(): RaceRecord['status'] {
    return this.record.status
  }

  get spectatorCount(): number {
    return this.watchers.count
  }

  hasWatcher(watcherId: string): boolean {
    return this.watchers.has(watcherId)
  }

  private get watchers(): RaceWatchers {
    return this.deps.audience?.watchersOf(this.id) ?? this.ownWatchers
  }

  /** Cluster mode: the count on other nodes changed; the room hears of it within the interval. */
  audienceUpdated(): void {
    this.notifier.soon()
  }

  /** Watchers of this race on every node (cluster mode) or here. */
  private spectatorsNow(): number {
    return this.deps.audience?.count(this.id) ?? this.watchers.count
  }

  private watchersChanged(): void {
    if (this.deps.audience) this.deps.audience.changed(this.id)
    else this.notifier.soon()
  }

  /** No state change is queued or running. */
  get quiet(): boolean {
    return !this.queue.busy
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

  // ---- boot recovery and shutdown ----

  /** Restarts the timers of a race rebuilt at boot; downtime is credited to the race clock. */
  resume(bootTime: number): Promise<void> {
    return this.queue.run(async () => {
      if (this.status === 'waiting' && this.everyoneReady()) return this.startCountdown()
      // A countdown interrupted by a restart starts over: nobody has seen a card yet.
      if (this.status === 'countdown') return this.startCountdown()
      if (this.status !== 'live' || !this.record.startedAt) return
      const lastMoveAt = Math.max(0, ...[...this.seats.values()].map((s) => s.lastMoveAt))
      const lastActivity = this.record.startedAt.getTime() + this.record.pausedMs + lastMoveAt
      const pausedMs = this.record.pausedMs + Math.max(0, bootTime - lastActivity)
      await this.writes.must(() => this.deps.store.updateRace(this.id, { pausedMs }))
      this.record.pausedMs = pausedMs
      if (this.allDone()) void this.finish()
      else {
        this.scheduleTimeLimit()
        this.watchForLeavers()
      }
    })
  }

  /** Resolves once every state change queued so far has settled. */
  settled(): Promise<void> {
    return this.queue.idle().catch(() => undefined)
  }

  /** Cancels timers and gives up retrying (shutdown); what is not stored reloads at boot. */
  stop(): void {
    this.stopped = true
    this.timer.clear()
    this.abandonment.stop()
    this.spectatorChannel.stop()
    this.opponents.stop()
    this.notifier.stop()
  }

  // ---- views and summaries ----

  private facts(): RaceFacts {
    return {
      record: this.record,
      seats: this.seats,
      total: this.total,
      rematchId: this.rematchId,
      rematchOfferBy: this.rematches.openOfferBy(),
      spectators: this.spectatorsNow(),
      countdownEndsAt: this.countdownEndsAt,
      abandonAfterMs: this.deps.abandonAfterMs,
      presence: (seat) => {
        if (isServerPlayer(seat.player.id)) return { online: true, offlineSince: null }
        const since = this.presence.offlineSince(seat.index)
        return {
          online: this.presence.online(seat.index),
          offlineSince: since === null ? null : new Date(since).toISOString(),
        }
      },
    }
  }

  summary(): RaceSummary {
    return raceSummary(this.facts())
  }

  /** What anyone but the racers may know now: held back by the spectator delay. */
  publicSummary(): RaceSummary {
    return raceSummary(this.publicFacts())
  }

  /**
   * With a spectator delay, non-racers learn each seat's progress and status as they were
   * `spectatorDelaySec` ago (from the same delayed boards they are shown), never sooner.
   */
  private publicFacts(): RaceFacts {
    const facts = this.facts()
    if (this.record.spectatorDelaySec === 0 || this.status !== 'live') return facts
    const views = this.spectatorChannel.delayedViews()
    return {
      ...facts,
      progressOf: (seat) => {
        const view = views[String(seat.index)]
        return view
          ? {
              foundation: view.foundation,
              total: view.total,
              moves: view.moves,
              status: view.status,
            }
          : { foundation: 0, total: this.total, moves: 0, status: 'playing' }
      },
    }
  }

  /** race:state: the racers at once; with a spectator delay, the others the delayed facts. */
  private broadcastState(now: number): void {
    if (this.record.spectatorDelaySec === 0 || this.status !== 'live') {
      this.deps.broadcaster.toRace(this.id, 'race:state', this.stateEvent(now))
      return
    }
    const live = this.stateEvent(now)
    for (const seat of this.seats.values())
      this.deps.broadcaster.toSeat(this.id, seat.index, 'race:state', live)
    this.deps.broadcaster.toSpectators(
      this.id,
      'race:state',
      raceStateEvent(this.publicFacts(), now),
    )
  }

  stateEvent(now = this.deps.clock.now()): RaceStateEvent {
    return raceStateEvent(this.facts(), now)
  }

  // ---- joining and leaving ----

  /**
   * A spectator's join: no store write, so no queue. A player seated here is never a
   * spectator of its own race, at any status.
   */
  watch(player: PlayerRecord | null, watcherId: string, address: string): Reply<JoinOk> {
    if (this.seatOf(player?.id))
      return err('OWN_RACE', 'you race in this race: join it as a player')
    if (!this.record.spectatorsAllowed && !this.isOver())
      return err('NO_SPECTATORS', 'the racers chose to race without spectators')
    // A daily attempt's board would show the day's deal: its replay is the way (docs/daily.md).
    if (this.record.kind === 'daily')
      return err('NO_SPECTATORS', 'a daily attempt is not watched: see the daily board')
    const added = this.watchers.add(watcherId, address)
    if (added === 'too-many-from-address')
      return err('RATE_LIMITED', 'too many spectators from your address in this race')
    if (added === 'added') this.watchersChanged()
    const started = this.record.startedAt !== null && this.status !== 'countdown'
    return ok({
      role: 'spectator',
      race: this.publicSummary(),
      ...(started ? { views: this.spectatorChannel.delayedViews() } : {}),
    })
  }

  /** A player's join: its own seat, or a free one while waiting (stored, then taken). */
  async join(player: PlayerRecord | null, as: 'player' | undefined): Promise<Reply<JoinOk>> {
    const own = this.seatOf(player?.id)
    if (own) return ok(this.playerJoin(own))
    if (!player) return err('UNAUTHORIZED', 'a player needs a session token')
    if (this.record.kind === 'ranked' && as === 'player')
      return err('NOT_YOUR_SEAT', 'the seats of a ranked race belong to the players paired in it')
    return this.queue.run(async () => {
      const again = this.seatOf(player.id)
      if (again) return ok(this.playerJoin(again))
      if (this.inviteExpired()) {
        await this.closeWaiting()
        return err('INVITE_EXPIRED', 'this invitation has expired: its creator left')
      }
      const free = this.record.kind === 'ranked' ? null : this.freeSeat()
      if (this.status !== 'waiting' || free === null) {
        if (as !== 'player') return err('RACE_FULL', 'use as: spectator to watch')
        return err(
          'RACE_FULL',
          this.status === 'waiting' ? 'every seat is taken' : 'this race has already started',
        )
      }
      await this.writes.player(() => this.deps.store.upsertSeat(this.seatRecord(free, player.id)))
      const seat = emptySeat(free, player)
      this.seats.set(free, seat)
      this.notifier.now()
      return ok(this.playerJoin(seat))
    })
  }

  /** Whether a join without `as` should fall back to watching (seats full or started). */
  canSeat(player: PlayerRecord | null): boolean {
    return (
      this.seatOf(player?.id) !== undefined ||
      (player !== null &&
        this.record.kind !== 'ranked' &&
        this.status === 'waiting' &&
        this.freeSeat() !== null)
    )
  }

  /** A friend invite whose creator has had no socket here for INVITE_IDLE_MS. */
  private inviteExpired(): boolean {
    if (this.status !== 'waiting' || this.record.kind !== 'friend') return false
    const creator = this.creator()
    if (!creator || this.presence.online(creator.index)) return false
    const since =
      this.presence.offlineSince(creator.index) ??
      Math.max(this.record.createdAt.getTime(), this.hereSince)
    return this.deps.clock.now() - since >= this.deps.inviteIdleMs
  }

  private playerJoin(seat: Seat): JoinOk {
    const base: JoinOk = { role: 'player', seat: seat.index, race: this.summary() }
    if (!seat.state) return base
    return {
      ...base,
      view: viewOf(seat.state),
      legal: legalOf(seat.state),
      seq: seat.lastSeq,
    }
  }

  private freeSeat(): number | null {
    for (let n = 0; n < this.record.seatCount; n++) if (!this.seats.has(n)) return n
    return null
  }

  private seatRecord(seat: number, playerId: string, patch: Partial<SeatRecord> = {}): SeatRecord {
    const current = this.seats.get(seat)
    return {
      raceId: this.id,
      seat,
      playerId,
      ready: current?.ready ?? false,
      resigned: current?.resigned ?? false,
      ...patch,
    }
  }

  /** A spectator's socket went away. */
  removeWatcher(watcherId: string): void {
    if (this.watchers.remove(watcherId)) this.watchersChanged()
  }

  /** Leaving a waiting race frees the seat (stored first); leaving a live one changes nothing. */
  async leave(playerId: string | undefined, watcherId: string): Promise<Reply> {
    this.removeWatcher(watcherId)
    if (!this.seatOf(playerId)) return ok({})
    return this.queue.run(async () => {
      const seat = this.seatOf(playerId)
      if (!seat || this.status !== 'waiting') return ok({})
      // A ranked race's seats belong to the paired players: one leaving calls the race off.
      if (this.record.kind === 'ranked') {
        await this.closeWaiting()
        const others = [...this.seats.values()].filter(
          (s) => s !== seat && !isServerPlayer(s.player.id),
        )
        this.deps.onRankedCalledOff?.(others.map((s) => s.player.id))
        return ok({})
      }
      await this.writes.player(() => this.deps.store.removeSeat(this.id, seat.index))
      this.seats.delete(seat.index)
      this.notifier.now()
      return ok({})
    })
  }

  // ---- ready, countdown, start ----

  ready(playerId: string): Promise<Reply> {
    return this.queue.run(async () => {
      const seat = this.seatOf(playerId)
      if (!seat) return err('NOT_A_PLAYER', 'you have no seat in this race')
      if (this.status === 'finished' || this.status === 'aborted')
        return err('FINISHED', 'this race is over')
      if (this.status !== 'waiting' || seat.ready) return ok({})
      await this.writes.player(() =>
        this.deps.store.upsertSeat(this.seatRecord(seat.index, playerId, { ready: true })),
      )
      seat.ready = true
      this.notifier.now()
      // Not awaited: the countdown's own write may need retries; the ready is already stored.
      if (this.everyoneReady()) void this.queue.run(() => this.startCountdown())
      return ok({})
    })
  }

  /**
   * The creator (the lowest seat) starts the race with the racers seated now, once at least two
   * are seated and every one of them is ready; the free seats stay empty.
   */
  startNow(playerId: string): Promise<Reply> {
    return this.queue.run(async () => {
      const seat = this.seatOf(playerId)
      if (!seat) return err('NOT_A_PLAYER', 'you have no seat in this race')
      if (seat !== this.creator()) return err('FORBIDDEN', 'only the race’s creator may start it')
      if (this.status !== 'waiting') return ok({})
      const seated = [...this.seats.values()]
      if (seated.length < 2 || !seated.every((s) => s.ready))
        return err('NOT_READY', 'at least two racers must be seated and every one of them ready')
      await this.startCountdown()
      return ok({})
    })
  }

  private creator(): Seat | undefined {
    return [...this.seats.values()].sort((a, b) => a.index - b.index)[0]
  }

  private everyoneReady(): boolean {
    const everyone = [...this.seats.values()]
    return everyone.length === this.record.seatCount && everyone.every((s) => s.ready)
  }

  /** In the queue: stores `countdown`, then counts down to going live. */
  private async startCountdown(): Promise<void> {
    if (this.status !== 'waiting' && this.status !== 'countdown') return
    await this.writes.must(() => this.deps.store.updateRace(this.id, { status: 'countdown' }))
    this.record.status = 'countdown'
    // One reading of the clock, so the first countdown event says exactly countdownMs.
    const now = this.deps.clock.now()
    this.countdownEndsAt = now + this.deps.countdownMs
    this.notifier.now(now)
    this.timer.set(() => void this.queue.run(() => this.goLive()), this.deps.countdownMs)
  }

  /**
   * In the queue: stores `live` with its start time, retrying until the store takes it; only
   * then are the seats dealt. Until then the race stays in countdown and nobody can move.
   */
  private async goLive(): Promise<void> {
    if (this.status !== 'countdown') return
    const startedAt = await this.writes.must(async () => {
      const at = new Date(this.deps.clock.now())
      await this.deps.store.updateRace(this.id, { status: 'live', startedAt: at, pausedMs: 0 })
      return at
    })
    for (const seat of this.seats.values())
      dealSeat(seat, this.record.game, this.record.variant, this.record.seed)
    this.record.startedAt = startedAt
    this.record.pausedMs = 0
    this.record.status = 'live'
    this.countdownEndsAt = null
    const at = startedAt.toISOString()
    for (const seat of this.seats.values()) {
      if (!seat.state) continue
      this.deps.broadcaster.toSeat(this.id, seat.index, 'race:started', {
        raceId: this.id,
        startedAt: at,
        view: viewOf(seat.state),
        legal: legalOf(seat.state),
      })
    }
    this.spectatorChannel.started({ raceId: this.id, startedAt: at })
    this.notifier.now()
    if (this.allDone()) void this.finish()
    else {
      this.scheduleTimeLimit()
      this.watchForLeavers()
    }
    this.deps.onLive?.(this)
  }

  /** Racers already gone when the race goes live (or at boot) are timed as leavers. */
  private watchForLeavers(): void {
    for (const seat of this.humanSeats())
      if (!this.presence.online(seat.index)) this.abandonment.away(seat.index)
  }

  private humanSeats(): Seat[] {
    return [...this.seats.values()].filter((seat) => !isServerPlayer(seat.player.id))
  }

  private seatAway(event: 'race:opponent-left' | 'race:opponent-back', seat: number): void {
    this.deps.broadcaster.toRace(this.id, event, { raceId: this.id, seat })
  }

  private scheduleTimeLimit(): void {
    const left = this.record.timeLimitSec * 1000 - this.elapsed()
    this.timer.set(() => void this.finish(), Math.max(0, left))
  }

  // ---- moves ----

  async move(playerId: string, move: unknown, seq: number): Promise<Reply<MoveOk>> {
    const seat = this.seatOf(playerId)
    if (!seat) return err('NOT_A_PLAYER', 'you have no seat in this race')
    if (!seat.state || this.status === 'waiting' || this.status === 'countdown') {
      return err('NOT_STARTED', 'the race has not started yet')
    }
    if (seq <= seat.lastSeq) return answerResend(seat, seq)
    if (this.status !== 'live' || this.closing || isSeatDone(seat))
      return err('FINISHED', 'your game is over')
    const before = seat.state
    const applied = applySeatMove(seat, before, move, seq)
    if (!applied.ok) return applied
    const { state } = applied
    const at = Math.round(this.elapsed())
    const stored = await storeSeatMove(
      seat,
      { raceId: this.id, seq, move: move as Move, at, state },
      this.deps.moveLog,
      (error) =>
        this.log.error({ seat: seat.index, seq, err: error }, 'move not stored; rolled back'),
    )
    if (stored === 'fenced') return this.moved()
    if (stored !== true) return err('INTERNAL', 'the move could not be saved; send it again')
    this.afterDurableMove(seat, state, at)
    return ok(moveAck(seq, before, state))
  }

  private afterDurableMove(seat: Seat, state: NonNullable<Seat['state']>, at: number): void {
    if (this.status !== 'live') return
    const p = progressOf(state)
    if (p.status !== 'playing' && seat.finishedAt === null) seat.finishedAt = at
    this.broadcastProgress(seat, state, at)
    if (p.status !== 'playing') {
      this.spectatorChannel.flush()
      this.notifier.now()
      this.finishIfDone()
    }
  }

  /**
   * Everyone has finished; or the only racers still playing have left (claimable): they lose by
   * forfeit and the race ends, as a claim would end it.
   */
  private finishIfDone(): void {
    if (this.allDone()) return void this.finish()
    const playing = [...this.seats.values()].filter((seat) => !isSeatDone(seat))
    const claimable = new Set(this.abandonment.claimable())
    if (playing.length > 0 && playing.every((seat) => claimable.has(seat.index))) {
      const at = Math.round(this.elapsed())
      for (const seat of playing) {
        seat.abandoned = true
        seat.finishedAt = at
      }
      void this.finish()
    }
  }

  private broadcastProgress(seat: Seat, state: NonNullable<Seat['state']>, at: number): void {
    const entry = { seat: seat.index, progress: progressOf(state), status: seatStatus(seat), at }
    this.opponents.send(entry)
    this.spectatorChannel.seatMoved(seat, state.seen.length, { raceId: this.id, ...entry })
  }

  private isOver(): boolean {
    return this.status === 'finished' || this.status === 'aborted'
  }

  // ---- resigning and finishing ----

  resign(playerId: string): Promise<Reply> {
    return this.queue.run(async () => {
      const seat = this.seatOf(playerId)
      if (!seat) return err('NOT_A_PLAYER', 'you have no seat in this race')
      if (this.status === 'waiting' || this.status === 'countdown')
        return err('NOT_STARTED', 'the race has not started yet')
      if (this.status !== 'live' || this.closing || isSeatDone(seat))
        return err('FINISHED', 'your game is already over')
      await this.writes.player(() =>
        this.deps.store.upsertSeat(this.seatRecord(seat.index, playerId, { resigned: true })),
      )
      seat.resigned = true
      seat.finishedAt = Math.round(this.elapsed())
      if (seat.state) this.broadcastProgress(seat, seat.state, seat.finishedAt)
      this.spectatorChannel.flush()
      this.notifier.now()
      this.finishIfDone()
      return ok({})
    })
  }

  /**
   * A racer claims the race against opponents gone for ABANDON_AFTER_MS: they lose by forfeit
   * (`abandoned`) and the race ends now.
   */
  claim(playerId: string): Promise<Reply> {
    return this.queue.run(async () => {
      const seat = this.seatOf(playerId)
      if (!seat) return err('NOT_A_PLAYER', 'you have no seat in this race')
      if (this.status !== 'live' || this.closing) return err('FINISHED', 'the race is over')
      const gone = this.abandonment
        .claimable()
        .filter((index) => index !== seat.index)
        .map((index) => this.seats.get(index))
        .filter((other): other is Seat => other !== undefined)
      if (gone.length === 0)
        return err('NOT_CLAIMABLE', 'no opponent has been gone long enough to claim the race')
      const at = Math.round(this.elapsed())
      for (const other of gone) {
        other.abandoned = true
        other.finishedAt = at
        if (other.state) this.broadcastProgress(other, other.state, at)
      }
      // With more racers still playing, the leavers are out (placed last) and the race goes on.
      const othersPlaying = [...this.seats.values()].some((s) => s !== seat && !isSeatDone(s))
      if (othersPlaying) {
        this.spectatorChannel.flush()
        this.notifier.now()
        return ok({})
      }
      if (!isSeatDone(seat)) seat.finishedAt = at
      void this.finish()
      return ok({})
    })
  }

  private allDone(): boolean {
    return [...this.seats.values()].every(isSeatDone)
  }

  /**
   * Ends the race (everyone finished, or the time limit passed), exactly once: no move is
   * accepted from here on; once the moves in flight are settled the results are stored,
   * retrying until the store takes them, and only then is the race finished in memory, the seed
   * shown and `race:finished` sent.
   */
  finish(): Promise<void> {
    if (this.finishing) return this.finishing
    this.closing = true
    this.timer.clear()
    this.finishing = this.queue
      .run(() => this.storeFinish())
      .catch((error: unknown) => {
        this.finishing = null
        if (!(error instanceof RetryStopped))
          this.log.error({ err: error }, 'could not store the results')
      })
    return this.finishing
  }

  private async storeFinish(): Promise<void> {
    if (this.status !== 'live') return
    await seatsSettled(this.seats.values())
    const endedAt = Math.min(this.elapsed(), this.record.timeLimitSec * 1000)
    const finishedAt = new Date(this.deps.clock.now())
    const outcome = raceOutcome(this.record, this.seats.values(), this.total, endedAt, finishedAt)
    const { status } = outcome
    const changes = await this.writes.must(async () => {
      const rating = outcome.rated ? await newRatings(this.deps.store, this.record, outcome) : null
      const after = new Map(rating?.records.map((r) => [r.playerId, r.rating]))
      const rows = outcome.records.map((r) => ({
        ...r,
        ratingAfter: after.get(r.playerId) ?? null,
      }))
      await this.deps.store.finishRace(this.id, status, finishedAt, rows, rating?.records ?? [])
      return rating?.changes ?? []
    })
    // Held events go out before race:finished; spectators' as they were made: masked.
    this.opponents.flush()
    this.spectatorChannel.flush()
    this.record.status = status
    this.record.finishedAt = finishedAt
    if (status === 'finished') this.deps.onFinished?.(this)
    this.deps.broadcaster.toRace(
      this.id,
      'race:finished',
      finishedEvent(this.record, outcome, this.rematchId, changes),
    )
    // The race is over: spectators get every board whole.
    this.spectatorChannel.everyBoard()
    this.notifier.now()
  }

  /**
   * Closes a waiting race that nobody started in time: stored as aborted, then closed here.
   * Resolves true when the race is closed.
   */
  expire(): Promise<boolean> {
    return this.queue
      .run(async () => {
        if (this.status !== 'waiting') return this.status === 'aborted'
        await this.closeWaiting()
        return true
      })
      .catch((error: unknown) => {
        this.log.warn({ err: error }, 'could not close an expired waiting race')
        return false
      })
  }

  /** A waiting race called off (expired, a stale invite, a ranked seat left): stored, closed. */
  private async closeWaiting(): Promise<void> {
    const at = new Date(this.deps.clock.now())
    await this.writes.player(() => this.deps.store.finishRace(this.id, 'aborted', at, []))
    this.record.status = 'aborted'
    this.record.finishedAt = at
    this.closing = true
    this.notifier.now()
  }

  // ---- rematch ----

  /** The rematch's id once it exists. */
  get rematchId(): string | null {
    return this.rematches.id
  }

  async rematch(playerId: string): Promise<Reply<RematchOk>> {
    const seat = this.seatOf(playerId)
    if (!seat) return err('NOT_A_PLAYER', 'only the racers can ask for a rematch')
    if (!this.isOver() || !this.record.finishedAt)
      return err('NOT_FINISHED', 'the race is not over yet')
    if (this.record.kind === 'daily' || this.record.kind === 'practice')
      return err('FINISHED', 'a daily is played once a day: practise it from the archive')
    return this.rematches.ask(seat)
  }

  /** Who races the rematch, in seat order: those who accepted, and the server's players. */
  rematchPlayers(): PlayerRecord[] {
    return this.rematches.players()
  }

  declineRematch(playerId: string): Reply {
    const seat = this.seatOf(playerId)
    if (!seat) return err('NOT_A_PLAYER', 'only the racers can decline a rematch')
    return this.rematches.decline(seat)
  }

  // ---- presence ----

  /** A racer's socket is in the race (joined its seat). */
  playerConnected(seat: number, socketId: string): void {
    if (this.presence.connected(seat, socketId)) this.notifier.now()
    this.abandonment.here(seat)
  }

  /** A socket left (disconnect or leave): its seat may now be away. */
  socketLeft(socketId: string): void {
    const away = this.presence.disconnected(socketId, this.deps.clock.now())
    if (away === null) return
    this.notifier.now()
    this.abandonment.away(away)
  }

  // ---- store writes ----

  /**
   * Cluster mode: another node owns this race now (a write was fenced). This node stops acting
   * for it at once; its clients are sent to the owner.
   */
  private moved(): Err {
    if (!this.lost) {
      this.lost = true
      this.stop()
      this.deps.onLost?.(this)
    }
    return err('MOVED', 'this race is run by another server now: reconnect there')
  }

  /** Whether this node lost the race to another (cluster mode). */
  get isLost(): boolean {
    return this.lost
  }
}
