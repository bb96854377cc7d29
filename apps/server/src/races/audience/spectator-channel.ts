// What a race's spectators are sent: each seat's progress with its board masked by what the
// other racers have seen, merged per interval (progress-feed.ts), never repeated, and held back
// by the race's spectator delay. A delayed race (an arena's) keeps the seats' states of each
// event, not masked boards: the board is masked when the event goes out, and only if someone
// may watch then; a watcher joining late gets the boards masked from the states of `delaySec`
// ago. Masking eight boards a move for nobody made an arena's move dearer than a race's.
import { mayUnmask, type GameState, type PlayerView } from '@patience-race/engine'
import type { RaceProgressEvent, RaceStartedEvent } from '@patience-race/protocol'
import type { Broadcaster, Clock, Scheduler } from '../ports.js'
import { ProgressFeed } from './progress-feed.js'
import { seatProgress, seatStatus, type Seat } from '../seats/race-seat.js'
import {
  maskedView,
  maskedViews,
  otherStates,
  spectatorEventKey,
  spectatorViewOf,
  spectatorViews,
  statesOf,
} from './spectator-views.js'

/** Spectators get each seat's latest view at most this often (opponents: opponent-progress.ts)… */
const SPECTATOR_PROGRESS_MS = 100
/**
 * …and a crowd less often: above 1,000 watchers the interval grows with the audience (1 s at
 * 10,000), so a race's spectator fan-out stays near 20,000 packets a second however many watch.
 */
function spectatorIntervalMs(watchers: number): number {
  return Math.min(1000, Math.max(SPECTATOR_PROGRESS_MS, watchers / 10))
}

type ProgressWithoutView = Omit<RaceProgressEvent, 'view'>

export interface SpectatorChannelHost {
  readonly raceId: string
  readonly seats: ReadonlyMap<number, Seat>
  readonly total: number
  readonly delaySec: number
  isOver(): boolean
  /** Watchers of the race now (every node's in cluster mode). */
  watchers(): number
  clock: Clock
  scheduler: Scheduler
  broadcaster: Broadcaster
}

export class SpectatorChannel {
  private readonly feed: ProgressFeed<ProgressWithoutView>
  /** A delayed race: the seats' states at each event, for as long as the delay (late joiners). */
  private history: Array<{ at: number; states: ReadonlyMap<number, GameState> }> = []
  /** What the last race:progress spectators got for each seat said (spectatorEventKey). */
  private readonly lastSaid = new Map<number, string>()
  /** How much of each seat's `seen` the other boards were last refreshed for. */
  private readonly seenShown = new Map<number, number>()

  constructor(private readonly host: SpectatorChannelHost) {
    this.feed = new ProgressFeed(
      (events) => {
        for (const event of events)
          if (this.delayed()) this.later(event)
          else this.progress(this.withView(event))
      },
      host.clock,
      host.scheduler,
      () => spectatorIntervalMs(host.watchers()),
    )
  }

  /**
   * A seat's progress after a move, a resignation or a claim. A card the seat has now seen face
   * up may unmask it on the other boards: those that may show it (engine mayUnmask) are refreshed
   * too. `seen` only grows, and most moves turn nothing up, so its length says whether to.
   */
  seatMoved(seat: Seat, event: ProgressWithoutView): void {
    // Most races have no audience: no masked board is made for nobody. A watcher who comes
    // gets the boards as they are in its join reply, then every event from its first move on.
    if (this.host.delaySec === 0 && !this.host.broadcaster.mayHaveSpectators(this.host.raceId))
      return
    this.feed.push(seat.index, event)
    const seen = seat.state?.seen ?? ''
    const shown = this.seenShown.get(seat.index)
    if (seen.length === shown) return
    this.seenShown.set(seat.index, seen.length)
    const turned = seen.slice(shown ?? 0)
    for (const other of this.host.seats.values())
      if (other.index !== seat.index && other.state && mayUnmask(turned, other.state))
        this.feed.push(other.index, this.eventOf(other))
  }

  /** The race is over: every board whole, now. */
  everyBoard(): void {
    for (const seat of this.host.seats.values())
      if (seat.state) this.feed.push(seat.index, this.eventOf(seat))
    this.feed.flush()
  }

  /** Sends what is held now (a seat finished, the race ends). */
  flush(): void {
    this.feed.flush()
  }

  stop(): void {
    this.feed.stop()
  }

  /** The race went live: the boards as dealt, masked. */
  started(event: Omit<RaceStartedEvent, 'views'>): void {
    if (this.delayed()) this.kept()
    this.send('race:started', { ...event, views: spectatorViews(this.host.seats, false) })
  }

  /** What a watcher joining now may see: the boards as they were `delaySec` ago. */
  delayedViews(): Record<string, PlayerView> {
    if (!this.delayed()) return spectatorViews(this.host.seats, this.host.isOver())
    const cutoff = this.host.clock.now() - this.host.delaySec * 1000
    let states: ReadonlyMap<number, GameState> | undefined
    for (const entry of this.history) if (entry.at <= cutoff) states = entry.states
    return states ? maskedViews(states) : {}
  }

  /** Events are held back now (a delayed race not over yet). */
  private delayed(): boolean {
    return this.host.delaySec > 0 && !this.host.isOver()
  }

  /** A delayed race's moment: every seat's state now, kept for the delay. */
  private kept(): void {
    const now = this.host.clock.now()
    this.history.push({ at: now, states: statesOf(this.host.seats) })
    const delayMs = this.host.delaySec * 1000
    while ((this.history[1]?.at ?? Infinity) <= now - delayMs) this.history.shift()
  }

  /**
   * A delayed race's progress: the seat's state and the others' kept now, the board masked from
   * them when the event goes out, and only if someone may be watching then (else the seat's
   * next event is sent whatever it repeats: nobody saw this one).
   */
  private later(event: ProgressWithoutView): void {
    const seat = this.host.seats.get(event.seat)
    const state = seat?.state
    const others = seat ? otherStates(this.host.seats, seat) : []
    this.kept()
    this.host.scheduler.setTimeout(() => {
      if (!this.host.broadcaster.mayHaveSpectators(this.host.raceId)) {
        this.lastSaid.delete(event.seat)
        return
      }
      const full = state ? { ...event, view: maskedView(state, others) } : event
      const said = spectatorEventKey(full)
      if (this.lastSaid.get(event.seat) === said) return
      this.lastSaid.set(event.seat, said)
      this.host.broadcaster.toSpectators(this.host.raceId, 'race:progress', full)
    }, this.host.delaySec * 1000)
  }

  private eventOf(seat: Seat): ProgressWithoutView {
    return {
      raceId: this.host.raceId,
      seat: seat.index,
      progress: seatProgress(seat, this.host.total),
      status: seatStatus(seat),
      at: seat.finishedAt ?? seat.lastMoveAt,
    }
  }

  private withView(event: ProgressWithoutView): RaceProgressEvent {
    const seat = this.host.seats.get(event.seat)
    const view = seat ? spectatorViewOf(this.host.seats, seat, this.host.isOver()) : null
    return view ? { ...event, view } : event
  }

  /**
   * A seat's race:progress, unless it says exactly what the last one for that seat said: the
   * other boards are refreshed after moves in case they unmasked cards, and at the end every
   * board is sent again; most of those repeat the last event.
   */
  private progress(event: RaceProgressEvent): void {
    const said = spectatorEventKey(event)
    if (this.lastSaid.get(event.seat) === said) return
    this.lastSaid.set(event.seat, said)
    this.send('race:progress', event)
  }

  /** Held back by the spectator delay (masking applied when the event was made). */
  private send(
    ...message: ['race:progress', RaceProgressEvent] | ['race:started', RaceStartedEvent]
  ): void {
    const delayMs = this.host.delaySec * 1000
    const deliver = () => {
      if (message[0] === 'race:progress')
        this.host.broadcaster.toSpectators(this.host.raceId, message[0], message[1])
      else this.host.broadcaster.toSpectators(this.host.raceId, message[0], message[1])
    }
    if (delayMs === 0 || this.host.isOver()) return deliver()
    this.host.scheduler.setTimeout(deliver, delayMs)
  }
}
