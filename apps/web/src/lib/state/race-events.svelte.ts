// Applies what the server pushes about one race (race:state, progress, finish, rematch offers).
import type {
  PlayerViewWire,
  RaceFinishedEvent,
  RaceProgressBatchEvent,
  RaceProgressEvent,
  RaceStartedEvent,
  RaceStateEvent,
  RaceStatus,
  RaceSummary,
  RematchDeclinedEvent,
  RematchEvent,
  RematchOfferEvent,
} from '@patience-race/protocol'
import { RaceModel } from './race-model.svelte.js'

export class RaceEvents extends RaceModel {
  /** This racer offered or accepted a rematch (and has not declined since). */
  protected askedRematch = false

  protected applySummary(race: RaceSummary): void {
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
    this.clockOffset = e.serverTime - this.now()
    this.#setStatus(e.status)
    this.players = e.players
    this.spectators = e.spectators
    this.timeLimitSec = e.timeLimitSec
    this.countdownEndsAt =
      e.status === 'countdown' && e.countdownMs !== undefined ? this.now() + e.countdownMs : null
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
    this.seqApplied = 0
    this.history = {}
    for (const p of this.players) this.#ensureHistory(p.seat)
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
    const included = this.seatCount <= 2 || this.askedRematch
    if (this.role === 'player' && !gone && included) {
      this.rematchStarting = true
      this.opts.onRematch?.(e.rematchId)
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
}

export function toSeatRecord(
  views: Record<string, PlayerViewWire>,
): Record<number, PlayerViewWire> {
  const out: Record<number, PlayerViewWire> = {}
  for (const [seat, view] of Object.entries(views)) out[Number(seat)] = view
  return out
}
