// "Race anyone" (issue 10): wait in the server's queue for one game and variant until paired
// with another player or, after a while, a server bot. Ranked races are made only this way (or
// against a bot); the race page takes over once `queue:matched` names the race.
import type {
  QueueJoinOk,
  QueueJoinPayload,
  QueueMatchedEvent,
  RacerRating,
  Reply,
} from '@patience-race/protocol'

export interface QueueTransport {
  whenConnected(ms?: number): Promise<boolean>
  queueJoin(payload: QueueJoinPayload): Promise<Reply<QueueJoinOk>>
  queueLeave(): Promise<Reply>
  onQueueMatched(fn: (e: QueueMatchedEvent) => void): () => void
  onQueueSameNetwork(fn: () => void): () => void
}

export interface QueueOptions {
  /** The socket, loaded on first use (it stays out of the lobby's first bundle). */
  transport: () => Promise<QueueTransport>
  onMatched: (raceId: string) => void
  now?: () => number
}

export class QueueState {
  /** What we wait for, while waiting. */
  waiting = $state.raw<{ game: string; variant?: string } | null>(null)
  joining = $state(false)
  since = $state(0)
  /** When a bot is offered if nobody comes (ms after joining). */
  botAfterMs = $state<number | null>(null)
  /** The player's rating in the game and variant waited for (the server's answer). */
  rating = $state.raw<RacerRating | null>(null)
  /**
   * Another account on this network waits too (the join's answer, or told while waiting): Race
   * anyone never pairs the two, so the lobby offers a friend race.
   */
  sameNetwork = $state(false)
  error = $state('')
  /** The code of the last refusal (ACCOUNT_REQUIRED: the lobby offers sign-up). */
  errorCode = $state('')
  readonly #opts: QueueOptions
  #off: (() => void) | null = null
  #transport: QueueTransport | null = null
  /** In the queue (or asking to be): a match may arrive before the join's answer. */
  #active = false

  constructor(opts: QueueOptions) {
    this.#opts = opts
  }

  async join(payload: QueueJoinPayload): Promise<void> {
    if (this.waiting || this.joining) return
    this.error = ''
    this.errorCode = ''
    this.joining = true
    try {
      const t = (this.#transport ??= await this.#opts.transport())
      if (!(await t.whenConnected())) {
        this.error = "Can't reach the server right now. Try again in a moment."
        return
      }
      this.#off?.()
      this.#active = true
      const offMatched = t.onQueueMatched((e) => {
        if (!this.#active) return
        this.#stop()
        this.#opts.onMatched(e.raceId)
      })
      const offNeighbour = t.onQueueSameNetwork(() => {
        if (this.#active) this.sameNetwork = true
      })
      this.#off = () => {
        offMatched()
        offNeighbour()
      }
      const reply = await t.queueJoin(payload)
      if (!this.#active) return // matched already
      if (!reply.ok) {
        this.#stop()
        this.error = reply.error.message
        this.errorCode = reply.error.code
        return
      }
      this.waiting = { game: payload.game, variant: payload.variant }
      this.since = (this.#opts.now ?? Date.now)()
      this.botAfterMs = reply.botAfterMs
      this.rating = reply.rating ?? null
      if (reply.sameNetwork) this.sameNetwork = true
    } finally {
      this.joining = false
    }
  }

  /** Stop waiting (the Cancel button, or leaving the lobby). */
  async cancel(): Promise<void> {
    if (!this.#active) return
    this.#stop()
    await this.#transport?.queueLeave()
  }

  #stop(): void {
    this.#active = false
    this.waiting = null
    this.botAfterMs = null
    this.rating = null
    this.sameNetwork = false
    this.#off?.()
    this.#off = null
  }
}
