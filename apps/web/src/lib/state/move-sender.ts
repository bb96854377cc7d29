// This racer's moves on their way to the server: numbered (seq), one in flight at a time (later
// ones wait their turn), an unanswered one resent with the same seq, and the ack's patch applied
// to the model's view (the legal moves derived from it with the engine). Any doubt (SEQ_GAP, a
// check value that disagrees, a reconnect) is settled by re-joining: the server stays the judge.
import type { Move } from '@patience-race/engine'
import { applyMoveAck } from '@patience-race/protocol'
import type { PlayerViewWire, WireError } from '@patience-race/protocol'
import type { RaceTransport } from '../net/transport.js'
import type { TabPeers } from '../net/tab-peers.js'
import { autoPlayMove } from '../moves.js'
import { isLive } from '../race-status.js'
import type { RaceModel } from './race-model.svelte.js'
import type { InFlightMove } from './race-types.js'

const MAX_RESENDS = 3

/** What the sender needs besides the model: the wire, and the link's ways to resync. */
export interface MoveSenderDeps {
  transport: Pick<RaceTransport, 'move' | 'connected'>
  /** Re-join for the server's whole view. */
  rejoin: () => void
  /** A MOVED reply the link can follow to the race's owner (which then resends by seq). */
  canFollow: (error: WireError) => boolean
  follow: (url?: string) => void
  onError?: (message: string) => void
  peers?: TabPeers | null
  /** Retry delay after an unanswered move while still connected. */
  retryMs?: number
}

export class MoveSender {
  readonly #model: RaceModel
  readonly #deps: MoveSenderDeps
  #queue: Move[] = []
  #resends = 0

  constructor(model: RaceModel, deps: MoveSenderDeps) {
    this.#model = model
    this.#deps = deps
  }

  /** Send a move (one in flight at a time; later ones wait their turn). */
  play(move: Move): void {
    if (!this.#model.canMove) return
    if (this.#model.inFlight) {
      this.#queue.push(move)
      return
    }
    this.#send(move)
  }

  setAutoPlay(on: boolean): void {
    this.#model.autoPlay = on
    this.maybeAutoPlay()
  }

  /** After a (re-)join: settle the move that was in flight against the server's seq. */
  resume(): void {
    const model = this.#model
    const inFlight = model.inFlight
    if (!inFlight) return
    if (model.lastSeq >= inFlight.seq) {
      // The server had applied it before the drop: its view already includes the move.
      model.inFlight = null
      this.#next()
    } else if (model.lastSeq + 1 === inFlight.seq && isLive(model.status)) {
      void this.#transmit(inFlight)
    } else {
      model.inFlight = null
      this.#queue = []
    }
  }

  /** The race ended: the waiting moves are dropped (the reducer dropped the one in flight). */
  clear(): void {
    this.#queue = []
  }

  maybeAutoPlay(): void {
    const model = this.#model
    if (!model.autoPlay || model.inFlight || !model.canMove) return
    const move = autoPlayMove(model.legal)
    if (move) this.#send(move)
  }

  #send(move: Move): void {
    const inFlight = { seq: this.#model.lastSeq + 1, move }
    this.#model.inFlight = inFlight
    this.#resends = 0
    void this.#transmit(inFlight)
  }

  async #transmit(inFlight: InFlightMove): Promise<void> {
    const model = this.#model
    const deps = this.#deps
    const reply = await deps.transport.move({
      raceId: model.raceId,
      move: inFlight.move,
      seq: inFlight.seq,
    })
    if (model.inFlight !== inFlight) return // settled meanwhile (a re-join, the finish)
    if (reply.ok) {
      model.lastSeq = reply.seq
      deps.peers?.post({ kind: 'moved', raceId: model.raceId, seq: reply.seq })
      model.inFlight = null
      const acked = applyMoveAck(model.view, reply)
      if (!acked) {
        // What this tab derived is not the server's position: take the whole view again.
        model.resyncs++
        this.#queue = []
        deps.rejoin()
        return
      }
      model.view = acked.view as PlayerViewWire
      model.legal = acked.legal
      this.#next()
      return
    }
    const { code, message } = reply.error
    if (deps.canFollow(reply.error)) {
      // Kept in flight: the re-join at the owner resends it if the server has not applied it.
      deps.follow(reply.error.url)
    } else if (code === 'SEQ_GAP') {
      deps.rejoin()
    } else if (code === 'INTERNAL' && this.#resends < MAX_RESENDS) {
      // No answer: resend the same seq (answered again, never applied twice). While
      // disconnected the re-join on `connect` does it instead.
      this.#resends++
      if (deps.transport.connected)
        setTimeout(() => void this.#retry(inFlight), deps.retryMs ?? 500)
    } else if (code === 'INTERNAL') {
      deps.rejoin()
    } else {
      model.inFlight = null
      this.#queue = []
      deps.onError?.(message)
    }
  }

  async #retry(inFlight: InFlightMove): Promise<void> {
    if (this.#model.inFlight === inFlight) await this.#transmit(inFlight)
  }

  #next(): void {
    const queued = this.#queue.shift()
    if (queued && this.#model.canMove) this.#send(queued)
    else this.maybeAutoPlay()
  }
}
