// One race as this tab sees it. Applies what the server says; decides no rule (design.md).
// Moves are numbered (seq); an unanswered move is resent with the same seq, and any doubt
// (SEQ_GAP, a reconnect) is settled by re-joining and taking the server's view.
import type { Move } from '@patience-race/engine'
import type {
  JoinOk,
  PlayerViewWire,
  RaceFinishedEvent,
  RacePlayer,
  RaceProgressEvent,
  RaceResult,
  RaceStartedEvent,
  RaceStateEvent,
  RaceStatus,
  RaceSummary,
  WireError,
} from '@patience-race/protocol'
import { autoPlayMove } from '../moves.js'
import type { RaceTransport } from '../net/transport.js'

export type Role = 'player' | 'spectator'

export interface ProgressPoint {
  /** ms since the race started */
  at: number
  foundation: number
}

export interface RaceStateOptions {
  watch?: boolean
  now?: () => number
  onError?: (message: string) => void
  onRematch?: (rematchId: string) => void
  /** Retry delay after an unanswered move while still connected. */
  retryMs?: number
}

interface PendingMove {
  seq: number
  move: Move
}

const MAX_RESENDS = 3

export class RaceState {
  readonly raceId: string
  role = $state<Role | null>(null)
  seat = $state<number | null>(null)
  summary = $state.raw<RaceSummary | null>(null)
  status = $state<RaceStatus>('waiting')
  players = $state.raw<RacePlayer[]>([])
  spectators = $state(0)
  timeLimitSec = $state(0)
  /** Server clock (ms since epoch) when the race started. */
  startedAt = $state<number | null>(null)
  /** Local clock (ms) when the countdown ends. */
  countdownEndsAt = $state<number | null>(null)
  /** serverTime − local time, from the last race:state. */
  clockOffset = $state(0)
  view = $state.raw<PlayerViewWire | null>(null)
  legal = $state.raw<Move[]>([])
  views = $state.raw<Record<number, PlayerViewWire>>({})
  history = $state.raw<Record<number, ProgressPoint[]>>({})
  finished = $state.raw<RaceFinishedEvent | null>(null)
  rematchId = $state<string | null>(null)
  joinError = $state<WireError | null>(null)
  joined = $state(false)
  pending = $state.raw<PendingMove | null>(null)
  autoPlay = $state(false)

  #transport: RaceTransport
  #opts: RaceStateOptions
  #now: () => number
  #lastSeq = 0
  #queue: Move[] = []
  #resends = 0
  #off: (() => void) | null = null

  constructor(raceId: string, transport: RaceTransport, opts: RaceStateOptions = {}) {
    this.raceId = raceId
    this.#transport = transport
    this.#opts = opts
    this.#now = opts.now ?? Date.now
  }

  /** The last seq the server applied for us. */
  get lastSeq(): number {
    return this.#lastSeq
  }

  /** My seat, with my progress read from my own latest view (fresher than any broadcast). */
  get me(): RacePlayer | undefined {
    const mine = this.players.find((p) => p.seat === this.seat)
    const view = this.view
    if (!mine || !view || this.role !== 'player') return mine
    const progress = {
      foundation: view.foundation,
      total: view.total,
      moves: view.moves,
      status: view.status,
    }
    return { ...mine, progress }
  }

  get opponent(): RacePlayer | undefined {
    return this.role === 'player' ? this.players.find((p) => p.seat !== this.seat) : undefined
  }

  get canMove(): boolean {
    return (
      this.role === 'player' &&
      this.status === 'live' &&
      this.me?.status !== 'resigned' &&
      this.view?.status === 'playing'
    )
  }

  /** Results from race:finished, or from the summary when we joined after the end. */
  get results(): RaceResult[] {
    if (this.finished) return this.finished.results
    if (this.status !== 'finished') return []
    return this.players.map((p) => ({
      seat: p.seat,
      player: p.player,
      foundation: p.progress.foundation,
      total: p.progress.total,
      won: p.status === 'won',
      status: p.status,
      timeMs: 0,
      moves: p.progress.moves,
    }))
  }

  get seed(): string | undefined {
    return this.finished?.seed ?? this.summary?.seed
  }

  start(): void {
    this.#off = this.#transport.on({
      connect: () => void this.join(),
      state: (e) => this.onState(e),
      started: (e) => this.onStarted(e),
      progress: (e) => this.onProgress(e),
      finished: (e) => this.onFinished(e),
      rematch: (e) => {
        if (e.raceId !== this.raceId) return
        this.rematchId = e.rematchId
        this.#opts.onRematch?.(e.rematchId)
      },
    })
    if (this.#transport.connected) void this.join()
  }

  dispose(): void {
    this.#off?.()
    this.#off = null
    if (this.#transport.connected && (this.role === 'spectator' || this.status === 'waiting')) {
      void this.#transport.leave(this.raceId)
    }
  }

  /** Join (or re-join after a drop) and take the server's word for everything. */
  async join(): Promise<void> {
    const reply = await this.#transport.join(
      this.#opts.watch ? { raceId: this.raceId, as: 'spectator' } : { raceId: this.raceId },
    )
    if (!reply.ok) {
      this.joinError = reply.error
      return
    }
    this.joinError = null
    this.joined = true
    this.#applyJoin(reply)
  }

  #applyJoin(reply: JoinOk): void {
    this.role = reply.role
    this.seat = reply.seat ?? null
    this.#applySummary(reply.race)
    if (reply.view) this.view = reply.view
    if (reply.legal) this.legal = reply.legal
    if (reply.views) this.views = toSeatRecord(reply.views)
    this.#lastSeq = reply.seq ?? 0
    const pending = this.pending
    if (!pending) return
    if (this.#lastSeq >= pending.seq) {
      // The server had applied it before the drop: its view already includes the move.
      this.pending = null
      this.#next()
    } else if (this.#lastSeq + 1 === pending.seq && this.status === 'live') {
      void this.#transmit(pending)
    } else {
      this.pending = null
      this.#queue = []
    }
  }

  #applySummary(race: RaceSummary): void {
    this.summary = race
    this.status = race.status
    this.players = race.players
    this.spectators = race.spectators
    this.timeLimitSec = race.timeLimitSec
    this.startedAt = race.startedAt ? Date.parse(race.startedAt) : null
    if (race.rematchId) this.rematchId = race.rematchId
    for (const p of race.players) this.#ensureHistory(p.seat, p.progress.foundation)
  }

  #ensureHistory(seat: number, foundation = 0): void {
    if (!this.history[seat]) this.history = { ...this.history, [seat]: [{ at: 0, foundation }] }
  }

  onState(e: RaceStateEvent): void {
    if (e.raceId !== this.raceId) return
    this.clockOffset = e.serverTime - this.#now()
    this.status = e.status
    this.players = e.players
    this.spectators = e.spectators
    this.timeLimitSec = e.timeLimitSec
    this.countdownEndsAt =
      e.status === 'countdown' && e.countdownMs !== undefined ? this.#now() + e.countdownMs : null
    if (e.startedAt) this.startedAt = Date.parse(e.startedAt)
    for (const p of e.players) this.#ensureHistory(p.seat)
  }

  onStarted(e: RaceStartedEvent): void {
    if (e.raceId !== this.raceId) return
    this.status = 'live'
    this.countdownEndsAt = null
    this.startedAt = Date.parse(e.startedAt)
    if (e.view) this.view = e.view
    if (e.legal) this.legal = e.legal
    if (e.views) this.views = toSeatRecord(e.views)
    this.#lastSeq = 0
    this.history = {}
    for (const p of this.players) this.#ensureHistory(p.seat)
    this.#maybeAutoPlay()
  }

  onProgress(e: RaceProgressEvent): void {
    if (e.raceId !== this.raceId) return
    this.players = this.players.map((p) =>
      p.seat === e.seat ? { ...p, progress: e.progress, status: e.status } : p,
    )
    const points = this.history[e.seat] ?? [{ at: 0, foundation: 0 }]
    if (points.at(-1)?.foundation !== e.progress.foundation) {
      this.history = {
        ...this.history,
        [e.seat]: [...points, { at: e.at, foundation: e.progress.foundation }],
      }
    }
    if (e.view && this.role === 'spectator') this.views = { ...this.views, [e.seat]: e.view }
  }

  onFinished(e: RaceFinishedEvent): void {
    if (e.raceId !== this.raceId) return
    this.finished = e
    this.status = 'finished'
    this.legal = []
    this.pending = null
    this.#queue = []
    if (e.rematchId) this.rematchId = e.rematchId
  }

  /** Send a move (one in flight at a time; later ones wait their turn). */
  play(move: Move): void {
    if (!this.canMove) return
    if (this.pending) {
      this.#queue.push(move)
      return
    }
    this.#send(move)
  }

  #send(move: Move): void {
    const pending = { seq: this.#lastSeq + 1, move }
    this.pending = pending
    this.#resends = 0
    void this.#transmit(pending)
  }

  async #transmit(pending: PendingMove): Promise<void> {
    const reply = await this.#transport.move({
      raceId: this.raceId,
      move: pending.move,
      seq: pending.seq,
    })
    if (this.pending !== pending) return // settled meanwhile (a re-join, the finish)
    if (reply.ok) {
      this.#lastSeq = reply.seq
      this.view = reply.view
      this.legal = reply.legal
      this.pending = null
      this.#next()
      return
    }
    const { code, message } = reply.error
    if (code === 'SEQ_GAP') {
      void this.join()
    } else if (code === 'INTERNAL' && this.#resends < MAX_RESENDS) {
      // No answer: resend the same seq (answered again, never applied twice). While
      // disconnected the re-join on `connect` does it instead.
      this.#resends++
      if (this.#transport.connected)
        setTimeout(() => void this.#retry(pending), this.#opts.retryMs ?? 500)
    } else if (code === 'INTERNAL') {
      void this.join()
    } else {
      this.pending = null
      this.#queue = []
      this.#opts.onError?.(message)
    }
  }

  async #retry(pending: PendingMove): Promise<void> {
    if (this.pending === pending) await this.#transmit(pending)
  }

  #next(): void {
    const queued = this.#queue.shift()
    if (queued && this.canMove) this.#send(queued)
    else this.#maybeAutoPlay()
  }

  #maybeAutoPlay(): void {
    if (!this.autoPlay || this.pending || !this.canMove) return
    const move = autoPlayMove(this.legal)
    if (move) this.#send(move)
  }

  setAutoPlay(on: boolean): void {
    this.autoPlay = on
    this.#maybeAutoPlay()
  }

  async ready(): Promise<void> {
    const reply = await this.#transport.ready(this.raceId)
    if (!reply.ok) this.#opts.onError?.(reply.error.message)
  }

  async resign(): Promise<void> {
    const reply = await this.#transport.resign(this.raceId)
    if (!reply.ok) this.#opts.onError?.(reply.error.message)
  }

  async requestRematch(): Promise<void> {
    const reply = await this.#transport.rematch(this.raceId)
    if (!reply.ok) {
      this.#opts.onError?.(reply.error.message)
      return
    }
    this.rematchId = reply.rematchId
    this.#opts.onRematch?.(reply.rematchId)
  }

  /** Race time in ms (server-corrected), or null before the start. */
  elapsedMs(localNow = this.#now()): number | null {
    if (this.startedAt === null) return null
    return Math.max(0, localNow + this.clockOffset - this.startedAt)
  }

  countdownLeftMs(localNow = this.#now()): number | null {
    if (this.countdownEndsAt === null) return null
    return Math.max(0, this.countdownEndsAt - localNow)
  }
}

function toSeatRecord(views: Record<string, PlayerViewWire>): Record<number, PlayerViewWire> {
  const out: Record<number, PlayerViewWire> = {}
  for (const [seat, view] of Object.entries(views)) out[Number(seat)] = view
  return out
}
