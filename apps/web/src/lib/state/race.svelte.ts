// One race as this tab sees it. Applies what the server says; decides no rule (docs/architecture.md).
// Moves are numbered (seq); an unanswered move is resent with the same seq, and any doubt
// (SEQ_GAP, a reconnect) is settled by re-joining and taking the server's view. A move's ack
// carries only what the move changed (issue 14): the patch is applied to this tab's view and
// the legal moves are derived from it with the engine; when the result does not match the
// server's check value, the tab re-joins for the whole view (the server stays the judge). In a cluster
// (docs/scaling.md) the transport connects to the race's owner first, and a MOVED reply sends
// it to the new owner, where the re-join resyncs by seq the same way.
import type { Move } from '@patience-race/engine'
import { outcomeOf } from '../outcome.js'
import { applyMoveAck } from '@patience-race/protocol'
import type {
  JoinOk,
  PlayerViewWire,
  RaceFinishedEvent,
  RacePlayer,
  RaceProgressBatchEvent,
  RaceProgressEvent,
  RaceResult,
  RaceStartedEvent,
  RaceStateEvent,
  RaceStatus,
  RaceSummary,
  RematchDeclinedEvent,
  RematchEvent,
  RematchOfferEvent,
  Reply,
  WireError,
} from '@patience-race/protocol'
import { autoPlayMove } from '../moves.js'
import type { TabPeers } from '../net/tab-peers.js'
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
  /** Other tabs of this browser (a second tab of the same racer). */
  peers?: TabPeers | null
  /**
   * Results of a race that finished before we joined (late viewers): the summary carries no
   * results, so the page fetches them (from the published replay).
   */
  fetchResults?: (raceId: string) => Promise<FinishedResults | null>
}

/** The winner follows from the results by the engine's raceOutcome (the `winnerSeat` getter). */
export interface FinishedResults {
  results: RaceResult[]
}

/** A move sent to the server, waiting for its answer. */
interface InFlightMove {
  seq: number
  move: Move
}

const MAX_RESENDS = 3
/** MOVED replies followed in a row before giving up (owners bouncing during a claim). */
const MAX_HOPS = 8

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

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
  /** Server clock (ms) when this page saw the live race end: the race clock stops there. */
  endedAt = $state<number | null>(null)
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
  /** Opponents gone long enough that this racer may claim the race (race:opponent-left). */
  claimable = $state.raw<number[]>([])
  /** The seat whose rematch offer is open (race:rematch-offer), until declined or accepted. */
  rematchOfferBy = $state<number | null>(null)
  /** The last offer declined (or withdrawn by its maker): who declined, whose offer it was. */
  rematchDeclined = $state.raw<{ by: number; offeredBy: number | null } | null>(null)
  /** This racer asked and the rematch is being made (this tab then goes there). */
  rematchStarting = $state(false)
  joinError = $state<WireError | null>(null)
  joined = $state(false)
  /**
   * The move sent and not yet answered (at most one). Not Sir Tommy's `pending` pile, the
   * turned card waiting to be placed.
   */
  inFlight = $state.raw<InFlightMove | null>(null)
  autoPlay = $state(false)
  /** This racer has the race open in another tab too. */
  otherTab = $state(false)
  /** Move acks whose patch did not match the server's check: each re-joined for the view. */
  resyncs = $state(0)
  /** Results fetched after joining a race that had already finished. */
  lateResults = $state.raw<FinishedResults | null>(null)

  #transport: RaceTransport
  #opts: RaceStateOptions
  #now: () => number
  #lastSeq = 0
  #queue: Move[] = []
  #resends = 0
  #off: (() => void) | null = null
  #disposed = false
  /** MOVED replies followed since the last successful join. */
  #hops = 0
  #lastJoin: Promise<void> = Promise.resolve()
  /** This racer offered or accepted a rematch (and has not declined since). */
  #askedRematch = false

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

  /** Every other racer, in seat order (a race of up to 8). */
  get opponents(): RacePlayer[] {
    if (this.role !== 'player') return []
    return this.players.filter((p) => p.seat !== this.seat).sort((a, b) => a.seat - b.seat)
  }

  /** How many seats the race has (2 to 8). */
  get seatCount(): number {
    return this.summary?.seats ?? 2
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
    if (this.lateResults) return this.lateResults.results
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

  /** By the engine's one outcome rule on the results (docs/rules.md §5); undefined: a tie. */
  get winnerSeat(): number | undefined {
    if (!this.finished && !this.lateResults) return undefined
    return outcomeOf(this.results).winner ?? undefined
  }

  /** The race ended on the clock: someone was still playing when time ran out. */
  get timedOut(): boolean {
    if (this.status !== 'finished') return false
    const reason = this.finished?.reason
    return reason ? reason === 'time-up' : this.results.some((r) => r.status === 'playing')
  }

  get seed(): string | undefined {
    return this.finished?.seed ?? this.summary?.seed
  }

  start(): void {
    this.#off = this.#transport.on({
      connect: () => void this.join(),
      'race:state': (e) => this.onState(e),
      'race:started': (e) => this.onStarted(e),
      'race:progress': (e) => this.onProgress(e),
      'race:progress-batch': (e) => this.onProgressBatch(e),
      'race:finished': (e) => this.onFinished(e),
      'race:rematch': (e) => this.onRematch(e),
      'race:rematch-offer': (e) => this.onRematchOffer(e),
      'race:rematch-declined': (e) => this.onRematchDeclined(e),
      'race:opponent-left': (e) => {
        if (e.raceId === this.raceId && e.seat !== this.seat && !this.claimable.includes(e.seat))
          this.claimable = [...this.claimable, e.seat]
      },
      'race:opponent-back': (e) => {
        if (e.raceId === this.raceId) this.claimable = this.claimable.filter((s) => s !== e.seat)
      },
    })
    // Cluster mode: to the race's owner first (a `connect` there joins); one process: as is.
    const locating = this.#transport.locate?.(this.raceId, Boolean(this.#opts.watch))
    if (!locating) {
      if (this.#transport.connected) void this.join()
    } else
      void locating.then(() => {
        if (!this.#disposed && this.#transport.connected) void this.join()
      })
    const peers = this.#opts.peers
    if (peers) {
      const off = this.#off
      const offPeers = peers.on((m) => {
        if (m.raceId !== this.raceId || this.role !== 'player') return
        if (m.kind === 'open') peers.post({ kind: 'here', raceId: this.raceId })
        if (m.kind === 'open' || m.kind === 'here') this.otherTab = true
        if (m.kind === 'moved') {
          this.otherTab = true
          // Moves made in the other tab: take the server's view rather than go stale.
          if ((m.seq ?? 0) > this.#lastSeq && !this.inFlight) void this.join()
        }
      })
      this.#off = () => {
        off?.()
        offPeers()
      }
    }
  }

  dispose(): void {
    this.#disposed = true
    this.#off?.()
    this.#off = null
    this.#transport.forget?.(this.raceId)
    // Leaving frees a waiting seat; a live or finished racer keeps it, but the page is gone:
    // the others see this racer away (presence) instead of "online" while it is elsewhere.
    if (this.#transport.connected) void this.#transport.leave(this.raceId)
  }

  /** Join (or re-join after a drop) and take the server's word for everything. */
  join(): Promise<void> {
    const joining = this.#join()
    this.#lastJoin = joining
    return joining
  }

  async #join(): Promise<void> {
    const reply = await this.#transport.join(
      this.#opts.watch ? { raceId: this.raceId, as: 'spectator' } : { raceId: this.raceId },
    )
    if (this.#disposed) return
    if (!reply.ok) {
      if (this.#canFollow(reply.error)) void this.#follow(reply.error.url)
      else this.joinError = reply.error
      return
    }
    this.#hops = 0
    this.joinError = null
    const first = !this.joined
    this.joined = true
    this.#applyJoin(reply)
    if (first && this.role === 'player')
      this.#opts.peers?.post({ kind: 'open', raceId: this.raceId })
    if (
      this.status === 'finished' &&
      !this.finished &&
      !this.lateResults &&
      this.#opts.fetchResults
    )
      this.lateResults = await this.#opts.fetchResults(this.raceId)
  }

  #applyJoin(reply: JoinOk): void {
    this.role = reply.role
    this.seat = reply.seat ?? null
    this.#applySummary(reply.race)
    if (reply.view) this.view = reply.view
    if (reply.legal) this.legal = reply.legal
    if (reply.views) this.views = toSeatRecord(reply.views)
    this.#lastSeq = reply.seq ?? 0
    const inFlight = this.inFlight
    if (!inFlight) return
    if (this.#lastSeq >= inFlight.seq) {
      // The server had applied it before the drop: its view already includes the move.
      this.inFlight = null
      this.#next()
    } else if (this.#lastSeq + 1 === inFlight.seq && this.status === 'live') {
      void this.#transmit(inFlight)
    } else {
      this.inFlight = null
      this.#queue = []
    }
  }

  #applySummary(race: RaceSummary): void {
    this.summary = race
    this.#setStatus(race.status)
    this.players = race.players
    this.spectators = race.spectators
    this.timeLimitSec = race.timeLimitSec
    this.startedAt = race.startedAt ? Date.parse(race.startedAt) : null
    if (race.rematchId) this.rematchId = race.rematchId
    // A reload while an offer is open: the summary says whose (absent from stored races).
    if (race.rematchOfferBy !== undefined && !this.rematchId)
      this.rematchOfferBy = race.rematchOfferBy
    for (const p of race.players) this.#ensureHistory(p.seat, p.progress.foundation)
  }

  #setStatus(status: RaceStatus): void {
    if (status === 'live') this.endedAt = null
    else if (this.status === 'live') this.endedAt = this.serverNow()
    this.status = status
  }

  #ensureHistory(seat: number, foundation = 0): void {
    if (!this.history[seat]) this.history = { ...this.history, [seat]: [{ at: 0, foundation }] }
  }

  onState(e: RaceStateEvent): void {
    if (e.raceId !== this.raceId) return
    this.clockOffset = e.serverTime - this.#now()
    this.#setStatus(e.status)
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
    this.#setStatus('live')
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

  /**
   * Each entry as the race:progress about its seat; my own seat's is skipped: my board and my
   * bar follow my acked moves, which are ahead of it.
   */
  onProgressBatch(e: RaceProgressBatchEvent): void {
    for (const entry of e.events)
      if (this.role !== 'player' || entry.seat !== this.seat)
        this.onProgress({ raceId: e.raceId, ...entry })
  }

  onFinished(e: RaceFinishedEvent): void {
    if (e.raceId !== this.raceId) return
    this.finished = e
    this.#setStatus('finished')
    this.legal = []
    this.inFlight = null
    this.#queue = []
    if (e.rematchId) this.rematchId = e.rematchId
  }

  /**
   * Both racers asked: the racers go to the new race; spectators stay and are offered to
   * follow (issue 12.3: nobody is dragged along).
   */
  onRematch(e: RematchEvent): void {
    if (e.raceId !== this.raceId) return
    const gone = this.rematchStarting && this.rematchId === e.rematchId // the ack came first
    this.rematchId = e.rematchId
    this.rematchOfferBy = null
    // A race of more than two: only those who asked race the rematch; the others get a link.
    const included = this.seatCount <= 2 || this.#askedRematch
    if (this.role === 'player' && !gone && included) {
      this.rematchStarting = true
      this.#opts.onRematch?.(e.rematchId)
    }
  }

  onRematchOffer(e: RematchOfferEvent): void {
    if (e.raceId !== this.raceId || this.rematchId) return
    this.rematchOfferBy = e.seat
    this.rematchDeclined = null
  }

  onRematchDeclined(e: RematchDeclinedEvent): void {
    if (e.raceId !== this.raceId || this.rematchId) return
    this.rematchDeclined = { by: e.seat, offeredBy: this.rematchOfferBy }
    this.rematchOfferBy = null
    this.rematchStarting = false
  }

  /** Send a move (one in flight at a time; later ones wait their turn). */
  play(move: Move): void {
    if (!this.canMove) return
    if (this.inFlight) {
      this.#queue.push(move)
      return
    }
    this.#send(move)
  }

  #send(move: Move): void {
    const inFlight = { seq: this.#lastSeq + 1, move }
    this.inFlight = inFlight
    this.#resends = 0
    void this.#transmit(inFlight)
  }

  async #transmit(inFlight: InFlightMove): Promise<void> {
    const reply = await this.#transport.move({
      raceId: this.raceId,
      move: inFlight.move,
      seq: inFlight.seq,
    })
    if (this.inFlight !== inFlight) return // settled meanwhile (a re-join, the finish)
    if (reply.ok) {
      this.#lastSeq = reply.seq
      this.#opts.peers?.post({ kind: 'moved', raceId: this.raceId, seq: reply.seq })
      this.inFlight = null
      const acked = applyMoveAck(this.view, reply)
      if (!acked) {
        // What this tab derived is not the server's position: take the whole view again.
        this.resyncs++
        this.#queue = []
        void this.join()
        return
      }
      this.view = acked.view as PlayerViewWire
      this.legal = acked.legal
      this.#next()
      return
    }
    const { code, message } = reply.error
    if (this.#canFollow(reply.error)) {
      // Kept in flight: the re-join at the owner resends it if the server has not applied it.
      void this.#follow(reply.error.url)
    } else if (code === 'SEQ_GAP') {
      void this.join()
    } else if (code === 'INTERNAL' && this.#resends < MAX_RESENDS) {
      // No answer: resend the same seq (answered again, never applied twice). While
      // disconnected the re-join on `connect` does it instead.
      this.#resends++
      if (this.#transport.connected)
        setTimeout(() => void this.#retry(inFlight), this.#opts.retryMs ?? 500)
    } else if (code === 'INTERNAL') {
      void this.join()
    } else {
      this.inFlight = null
      this.#queue = []
      this.#opts.onError?.(message)
    }
  }

  async #retry(inFlight: InFlightMove): Promise<void> {
    if (this.inFlight === inFlight) await this.#transmit(inFlight)
  }

  #next(): void {
    const queued = this.#queue.shift()
    if (queued && this.canMove) this.#send(queued)
    else this.#maybeAutoPlay()
  }

  #maybeAutoPlay(): void {
    if (!this.autoPlay || this.inFlight || !this.canMove) return
    const move = autoPlayMove(this.legal)
    if (move) this.#send(move)
  }

  setAutoPlay(on: boolean): void {
    this.autoPlay = on
    this.#maybeAutoPlay()
  }

  /** MOVED with a transport that can follow it (and not bounced around too often). */
  #canFollow(error: WireError): boolean {
    return error.code === 'MOVED' && !!this.#transport.follow && this.#hops < MAX_HOPS
  }

  /**
   * MOVED: the race is run by another node (created there, or claimed after its owner went
   * away). Reconnect to it and re-join, which resyncs by seq exactly as after a reconnect.
   * Resolves once re-joined there.
   */
  async #follow(url?: string): Promise<void> {
    const hop = ++this.#hops
    // Owners bouncing (a claim under way): back off a little from the second hop on.
    if (hop > 1) await sleep(Math.min(2000, (this.#opts.retryMs ?? 500) * (hop - 1)))
    const moved = (await this.#transport.follow?.(this.raceId, url)) ?? false
    if (this.#disposed) return
    // A new connection re-joins on `connect` (that join is the last one by now); on the same
    // node (it got the race meanwhile) ask again.
    await (moved ? this.#lastJoin : this.join())
  }

  /**
   * An action (ready, resign, rematch): after MOVED, follow the race, re-join, try once more.
   * A refusal is told to the player (onError).
   */
  async #act<T extends object>(ask: () => Promise<Reply<T>>): Promise<Reply<T>> {
    let reply = await ask()
    if (!reply.ok && this.#canFollow(reply.error)) {
      await this.#follow(reply.error.url)
      if (!this.#disposed) reply = await ask()
    }
    if (!reply.ok) this.#opts.onError?.(reply.error.message)
    return reply
  }

  async ready(): Promise<void> {
    await this.#act(() => this.#transport.ready(this.raceId))
  }

  /** The creator starts the race with the racers seated now (all ready, at least two). */
  async startNow(): Promise<void> {
    await this.#act(() => this.#transport.start(this.raceId))
  }

  async resign(): Promise<void> {
    await this.#act(() => this.#transport.resign(this.raceId))
  }

  /** Claim the race against opponents who left: it ends now with this racer as the winner. */
  async claim(): Promise<void> {
    const reply = await this.#act(() => this.#transport.claim(this.raceId))
    if (reply.ok) this.claimable = []
  }

  /**
   * Offer a rematch, or accept the opponent's offer. An offer the other racer has not accepted
   * yet has no race (race:rematch brings it); accepting one (or racing a bot, which accepts at
   * once) answers with the new race, and this tab goes there.
   */
  async requestRematch(): Promise<void> {
    this.#askedRematch = true
    const accepting = this.rematchOfferBy !== null && this.rematchOfferBy !== this.seat
    if (accepting) this.rematchStarting = true
    const reply = await this.#act(() => this.#transport.rematch(this.raceId))
    if (!reply.ok) {
      this.rematchStarting = false
      return
    }
    if (!reply.rematchId) {
      // Offered (the room's race:rematch-offer usually came first; this covers a lost one).
      this.rematchStarting = false
      if (reply.offered && this.seat !== null && this.rematchOfferBy === null) {
        this.rematchOfferBy = this.seat
        this.rematchDeclined = null
      }
      return
    }
    if (this.rematchId === reply.rematchId && this.rematchStarting) return // race:rematch did it
    this.rematchId = reply.rematchId
    this.rematchOfferBy = null
    this.rematchStarting = true
    this.#opts.onRematch?.(reply.rematchId)
  }

  /** Decline the opponent's offer, or cancel one's own (the room hears race:rematch-declined). */
  async declineRematch(): Promise<void> {
    this.#askedRematch = false
    await this.#act(() => this.#transport.declineRematch(this.raceId))
  }

  /** Race time in ms (server-corrected), or null before the start; stopped at `endedAt`. */
  elapsedMs(localNow = this.#now()): number | null {
    if (this.startedAt === null) return null
    return Math.max(0, (this.endedAt ?? localNow + this.clockOffset) - this.startedAt)
  }

  /** The server's clock now (ms since epoch), corrected by the last race:state. */
  serverNow(localNow = this.#now()): number {
    return localNow + this.clockOffset
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
