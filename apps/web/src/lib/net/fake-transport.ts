// An in-memory RaceTransport: the tests script its answers; the dev preview serves fixtures.
import type {
  JoinOk,
  JoinPayload,
  MoveOk,
  MovePayload,
  ReactPayload,
  RematchOk,
  Reply,
} from '@patience-race/protocol'
import type { RaceServerEvents, RaceTransport } from './transport.js'

type Handlers = Partial<RaceServerEvents>

export class FakeTransport implements RaceTransport {
  connected = true
  sent: MovePayload[] = []
  joins = 0
  /** Every join's payload, in order. */
  joinPayloads: JoinPayload[] = []
  /** MOVED replies followed (their urls); `follow` reconnects (emits `connect`) unless false. */
  follows: (string | undefined)[] = []
  followMoves = true
  #handlers = new Set<Handlers>()
  joinReply: () => Reply<JoinOk>
  moveReply: (payload: MovePayload) => Reply<MoveOk> | Promise<Reply<MoveOk>>

  constructor(joinReply: () => Reply<JoinOk>, moveReply?: FakeTransport['moveReply']) {
    this.joinReply = joinReply
    this.moveReply =
      moveReply ??
      (() => ({
        ok: false,
        error: { code: 'ILLEGAL_MOVE', message: 'this is a preview: no server' },
      }))
  }

  async join(payload: JoinPayload): Promise<Reply<JoinOk>> {
    this.joins++
    this.joinPayloads.push(payload)
    return this.joinReply()
  }
  async ready(): Promise<Reply> {
    return { ok: true }
  }
  /** race:start asks made, and what they answer. */
  starts = 0
  startReply: () => Reply = () => ({ ok: true })
  async start(): Promise<Reply> {
    this.starts++
    return this.startReply()
  }
  async move(payload: MovePayload): Promise<Reply<MoveOk>> {
    this.sent.push(payload)
    return this.moveReply(payload)
  }
  async resign(): Promise<Reply> {
    return { ok: true }
  }
  leaves = 0
  async leave(): Promise<Reply> {
    this.leaves++
    return { ok: true }
  }
  /** What `race:rematch` answers (default: the rematch exists at once, as with a bot). */
  rematchReply: () => Reply<RematchOk> = () => ({ ok: true, rematchId: 'rematch1' })
  rematchAsks = 0
  declines = 0
  async rematch(): Promise<Reply<RematchOk>> {
    this.rematchAsks++
    return this.rematchReply()
  }
  claims = 0
  async claim(): Promise<Reply> {
    this.claims++
    return { ok: true }
  }
  async declineRematch(): Promise<Reply> {
    this.declines++
    return { ok: true }
  }

  reactions: ReactPayload[] = []
  reactReply: () => Reply = () => ({ ok: true })
  async react(payload: ReactPayload): Promise<Reply> {
    this.reactions.push(payload)
    return this.reactReply()
  }

  async follow(_raceId: string, url?: string): Promise<boolean> {
    this.follows.push(url)
    if (this.followMoves) this.emit('connect')
    return this.followMoves
  }

  on(handlers: Handlers): () => void {
    this.#handlers.add(handlers)
    return () => this.#handlers.delete(handlers)
  }

  emit<K extends keyof RaceServerEvents>(event: K, ...args: Parameters<RaceServerEvents[K]>): void {
    for (const h of this.#handlers) (h[event] as ((...a: unknown[]) => void) | undefined)?.(...args)
  }
}
