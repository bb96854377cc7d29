// What a race's spectators are sent: each seat's progress with its board masked by what the
// other racers have seen, merged per interval (progress-feed.ts), never repeated, and held back
// by the race's spectator delay (the boards sent are remembered for watchers who join late).
import { mayUnmask, type GameState, type PlayerView } from '@patience-race/engine'
import type { RaceProgressEvent, RaceStartedEvent } from '@patience-race/protocol'
import type { Broadcaster, Clock, Scheduler } from '../ports.js'
import { ProgressFeed } from './progress-feed.js'
import { seatProgress, seatStatus, type Seat } from '../seats/race-seat.js'
import { spectatorEventKey, spectatorViewOf, spectatorViews } from './spectator-views.js'

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
  /** Spectators' views as sent, for as long as the delay (late joiners get these). */
  private history: Array<{ at: number; views: Record<string, PlayerView> }> = []
  /** What the last race:progress spectators got for each seat said (spectatorEventKey). */
  private readonly lastSaid = new Map<number, string>()
  /** How much of each seat's `seen` the other boards were last refreshed for. */
  private readonly seenShown = new Map<number, number>()
  /** The mover's own view of its new state while its event is pushed (sent at once, mostly). */
  private fresh: { state: GameState; view: PlayerView } | undefined

  constructor(private readonly host: SpectatorChannelHost) {
    this.feed = new ProgressFeed(
      (events) => {
        for (const event of events) this.progress(this.withView(event))
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
   * `own`: the seat's playerView of `own.state`, when the caller has made it (the move's ack).
   */
  seatMoved(
    seat: Seat,
    seen: string,
    event: ProgressWithoutView,
    own?: { state: GameState; view: PlayerView },
  ): void {
    // Most races have no audience: no masked board is made for nobody. A watcher who comes
    // gets the boards as they are in its join reply, then every event from its first move on.
    if (this.host.delaySec === 0 && !this.host.broadcaster.mayHaveSpectators(this.host.raceId))
      return
    this.fresh = own
    try {
      this.feed.push(seat.index, event)
    } finally {
      this.fresh = undefined
    }
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
    this.send('race:started', { ...event, views: spectatorViews(this.host.seats, false) })
  }

  /** What a watcher joining now may see: the boards as they were `delaySec` ago. */
  delayedViews(): Record<string, PlayerView> {
    const delayMs = this.host.delaySec * 1000
    if (delayMs === 0 || this.host.isOver())
      return spectatorViews(this.host.seats, this.host.isOver())
    const cutoff = this.host.clock.now() - delayMs
    let views: Record<string, PlayerView> = {}
    for (const entry of this.history) if (entry.at <= cutoff) views = entry.views
    return views
  }

  /**
   * The boards a late watcher is shown once this message is `delaySec` old: the last ones with the
   * message's own board in place (the other seats' boards change only by their own messages, a
   * refresh after a card turned up included). Masking a board per seat for every message made the
   * boards of a delayed race (an arena's) cost eight masked views a move, watched or not.
   */
  private viewsAfter(
    message: ['race:progress', RaceProgressEvent] | ['race:started', RaceStartedEvent],
  ): Record<string, PlayerView> {
    const { seats } = this.host
    if (message[0] === 'race:started') return message[1].views ?? spectatorViews(seats, false)
    const { seat, view } = message[1]
    // None yet (a race taken over from another node): every board once.
    const last = this.history.at(-1)?.views ?? spectatorViews(seats, false)
    return view ? { ...last, [String(seat)]: view } : last
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
    const own = seat?.state && seat.state === this.fresh?.state ? this.fresh.view : undefined
    const view = seat ? spectatorViewOf(this.host.seats, seat, this.host.isOver(), own) : null
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
    const now = this.host.clock.now()
    this.history.push({ at: now, views: this.viewsAfter(message) })
    while ((this.history[1]?.at ?? Infinity) <= now - delayMs) this.history.shift()
    this.host.scheduler.setTimeout(deliver, delayMs)
  }
}
