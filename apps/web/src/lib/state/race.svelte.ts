// One race as this tab sees it. Applies what the server says; decides no rule (docs/architecture.md).
// Moves are numbered (seq); an unanswered move is resent with the same seq, and any doubt
// (SEQ_GAP, a reconnect) is settled by re-joining and taking the server's view. A move's ack
// carries only what the move changed (issue 14): the patch is applied to this tab's view and
// the legal moves are derived from it with the engine; when the result does not match the
// server's check value, the tab re-joins for the whole view (the server stays the judge). In a cluster
// (docs/scaling.md) the transport connects to the race's owner first, and a MOVED reply sends
// it to the new owner, where the re-join resyncs by seq the same way.
// This file: the moves and the actions; race-link, race-events and race-model hold the rest.
import type { Move } from '@patience-race/engine'
import { applyMoveAck } from '@patience-race/protocol'
import type { PlayerViewWire, RaceFinishedEvent, RaceStartedEvent } from '@patience-race/protocol'
import { autoPlayMove } from '../moves.js'
import { RaceLink } from './race-link.svelte.js'
import type { InFlightMove } from './race-types.js'

const MAX_RESENDS = 3

export class RaceState extends RaceLink {
  #queue: Move[] = []
  #resends = 0

  protected resumeAfterJoin(): void {
    const inFlight = this.inFlight
    if (!inFlight) return
    if (this.seqApplied >= inFlight.seq) {
      // The server had applied it before the drop: its view already includes the move.
      this.inFlight = null
      this.#next()
    } else if (this.seqApplied + 1 === inFlight.seq && this.status === 'live') {
      void this.#transmit(inFlight)
    } else {
      this.inFlight = null
      this.#queue = []
    }
  }

  override onStarted(e: RaceStartedEvent): void {
    super.onStarted(e)
    if (e.raceId === this.raceId) this.#maybeAutoPlay()
  }

  override onFinished(e: RaceFinishedEvent): void {
    super.onFinished(e)
    if (e.raceId === this.raceId) this.#queue = []
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
    const inFlight = { seq: this.seqApplied + 1, move }
    this.inFlight = inFlight
    this.#resends = 0
    void this.#transmit(inFlight)
  }

  async #transmit(inFlight: InFlightMove): Promise<void> {
    const reply = await this.transport.move({
      raceId: this.raceId,
      move: inFlight.move,
      seq: inFlight.seq,
    })
    if (this.inFlight !== inFlight) return // settled meanwhile (a re-join, the finish)
    if (reply.ok) {
      this.seqApplied = reply.seq
      this.opts.peers?.post({ kind: 'moved', raceId: this.raceId, seq: reply.seq })
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
    if (this.canFollow(reply.error)) {
      // Kept in flight: the re-join at the owner resends it if the server has not applied it.
      void this.follow(reply.error.url)
    } else if (code === 'SEQ_GAP') {
      void this.join()
    } else if (code === 'INTERNAL' && this.#resends < MAX_RESENDS) {
      // No answer: resend the same seq (answered again, never applied twice). While
      // disconnected the re-join on `connect` does it instead.
      this.#resends++
      if (this.transport.connected)
        setTimeout(() => void this.#retry(inFlight), this.opts.retryMs ?? 500)
    } else if (code === 'INTERNAL') {
      void this.join()
    } else {
      this.inFlight = null
      this.#queue = []
      this.opts.onError?.(message)
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

  async ready(): Promise<void> {
    await this.act(() => this.transport.ready(this.raceId))
  }

  /** The creator starts the race with the racers seated now (all ready, at least two). */
  async startNow(): Promise<void> {
    await this.act(() => this.transport.start(this.raceId))
  }

  async resign(): Promise<void> {
    await this.act(() => this.transport.resign(this.raceId))
  }

  /** Claim the race against opponents who left: it ends now with this racer as the winner. */
  async claim(): Promise<void> {
    const reply = await this.act(() => this.transport.claim(this.raceId))
    if (reply.ok) this.claimable = []
  }

  /**
   * Offer a rematch, or accept the opponent's offer. An offer the other racer has not accepted
   * yet has no race (race:rematch brings it); accepting one (or racing a bot, which accepts at
   * once) answers with the new race, and this tab goes there.
   */
  async requestRematch(): Promise<void> {
    this.askedRematch = true
    const accepting = this.rematchOfferBy !== null && this.rematchOfferBy !== this.seat
    if (accepting) this.rematchStarting = true
    const reply = await this.act(() => this.transport.rematch(this.raceId))
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
    this.opts.onRematch?.(reply.rematchId)
  }

  /** Decline the opponent's offer, or cancel one's own (the room hears race:rematch-declined). */
  async declineRematch(): Promise<void> {
    this.askedRematch = false
    await this.act(() => this.transport.declineRematch(this.raceId))
  }
}
