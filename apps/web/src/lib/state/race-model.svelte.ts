// What this tab knows of one race (its facts, as Svelte state), and what follows from them (me,
// opponents, results, clocks). It decides nothing: race-reducer.ts says how an event changes the
// facts, move-sender.svelte.ts writes a move's seq and answer, race.svelte.ts composes them.
import type { Move } from '@patience-race/engine'
import { outcomeOf } from '../outcome.js'
import { hasResigned, hasWon, isFinished, isLive, isPlaying } from '../race-status.js'
import type {
  PlayerViewWire,
  RaceFinishedEvent,
  RacePlayer,
  RaceResult,
  RaceStatus,
  RaceSummary,
  WireError,
} from '@patience-race/protocol'
import type { FinishedResults, InFlightMove, ProgressPoint, Role } from './race-types.js'
import type { RaceFacts } from './race-reducer.js'
import { isRacer } from '../race-role.js'

export class RaceModel implements RaceFacts {
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
  /** The last seq the server applied for us. */
  lastSeq = $state(0)
  /** This racer offered or accepted a rematch (and has not declined since). */
  askedRematch = $state(false)

  readonly now: () => number

  constructor(raceId: string, now: () => number = Date.now) {
    this.raceId = raceId
    this.now = now
  }

  /** My seat, with my progress read from my own latest view (fresher than any broadcast). */
  get me(): RacePlayer | undefined {
    const mine = this.players.find((p) => p.seat === this.seat)
    const view = this.view
    if (!mine || !view || !isRacer(this.role)) return mine
    const progress = {
      foundation: view.foundation,
      total: view.total,
      moves: view.moves,
      status: view.status,
    }
    return { ...mine, progress }
  }

  get opponent(): RacePlayer | undefined {
    return isRacer(this.role) ? this.players.find((p) => p.seat !== this.seat) : undefined
  }

  /** Every other racer, in seat order (a race of up to 8). */
  get opponents(): RacePlayer[] {
    if (!isRacer(this.role)) return []
    return this.players.filter((p) => p.seat !== this.seat).sort((a, b) => a.seat - b.seat)
  }

  /** How many seats the race has (2 to 8). */
  get seatCount(): number {
    return this.summary?.seats ?? 2
  }

  get canMove(): boolean {
    return (
      isRacer(this.role) &&
      isLive(this.status) &&
      !hasResigned(this.me?.status) &&
      isPlaying(this.view?.status)
    )
  }

  /** Results from race:finished, or from the summary when we joined after the end. */
  get results(): RaceResult[] {
    if (this.finished) return this.finished.results
    if (!isFinished(this.status)) return []
    if (this.lateResults) return this.lateResults.results
    return this.players.map((p) => ({
      seat: p.seat,
      player: p.player,
      foundation: p.progress.foundation,
      total: p.progress.total,
      won: hasWon(p.status),
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
    if (!isFinished(this.status)) return false
    const reason = this.finished?.reason
    return reason ? reason === 'time-up' : this.results.some((r) => isPlaying(r.status))
  }

  /** A seat's racer's name ("Your opponent" while this tab does not know it). */
  nameOf(seat: number): string {
    return this.players.find((p) => p.seat === seat)?.player.name ?? 'Your opponent'
  }

  get seed(): string | undefined {
    return this.finished?.seed ?? this.summary?.seed
  }

  /** Race time in ms (server-corrected), or null before the start; stopped at `endedAt`. */
  elapsedMs(localNow = this.now()): number | null {
    if (this.startedAt === null) return null
    return Math.max(0, (this.endedAt ?? localNow + this.clockOffset) - this.startedAt)
  }

  /** The server's clock now (ms since epoch), corrected by the last race:state. */
  serverNow(localNow = this.now()): number {
    return localNow + this.clockOffset
  }

  countdownLeftMs(localNow = this.now()): number | null {
    if (this.countdownEndsAt === null) return null
    return Math.max(0, this.countdownEndsAt - localNow)
  }
}
