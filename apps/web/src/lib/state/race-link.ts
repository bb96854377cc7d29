// One race's connection: subscribes to its events, joins and re-joins (on every `connect`),
// follows MOVED to the race's owner, and leaves. It keeps no race facts: what the server says
// goes out as RaceEvents (race-reducer.ts), and the page's actions go through `act`.
import type { Reply, WireError } from '@patience-race/protocol'
import type { RaceServerEvents, RaceTransport } from '../net/transport.js'
import { pushedEvents, type RaceEvent } from './race-reducer.js'

/** MOVED replies followed in a row before giving up (owners bouncing during a claim). */
const MAX_HOPS = 8

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface RaceLinkOptions {
  /** Join as a spectator. */
  watch?: boolean
  /** Base of the back-off between MOVED hops. */
  retryMs?: number
  /** A refused action, told to the player. */
  onError?: (message: string) => void
  /** Everything the server says about the race; a join's answer is awaited. */
  onEvent: (event: RaceEvent) => void | Promise<void>
}

export class RaceLink {
  readonly raceId: string
  readonly #transport: RaceTransport
  readonly #opts: RaceLinkOptions
  #disposed = false
  #off: (() => void) | null = null
  /** MOVED replies followed since the last successful join. */
  #hops = 0
  #lastJoin: Promise<void> = Promise.resolve()

  constructor(raceId: string, transport: RaceTransport, opts: RaceLinkOptions) {
    this.raceId = raceId
    this.#transport = transport
    this.#opts = opts
  }

  get disposed(): boolean {
    return this.#disposed
  }

  start(): void {
    const handlers: Partial<RaceServerEvents> = { connect: () => void this.join() }
    for (const name of pushedEvents) this.#relay(handlers, name)
    this.#off = this.#transport.on(handlers)
    // Cluster mode: to the race's owner first (a `connect` there joins); one process: as is.
    const locating = this.#transport.locate?.(this.raceId, Boolean(this.#opts.watch))
    if (!locating) {
      if (this.#transport.connected) void this.join()
    } else
      void locating.then(() => {
        if (!this.#disposed && this.#transport.connected) void this.join()
      })
  }

  #relay<E extends RaceEvent['name'] & keyof RaceServerEvents>(
    handlers: Partial<RaceServerEvents>,
    name: E,
  ): void {
    const listener = (payload: Extract<RaceEvent, { name: E }>['payload']) =>
      void this.#opts.onEvent({ name, payload } as RaceEvent)
    Object.assign(handlers, { [name]: listener })
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
      if (this.canFollow(reply.error)) void this.follow(reply.error.url)
      else await this.#opts.onEvent({ name: 'join-refused', payload: reply.error })
      return
    }
    this.#hops = 0
    await this.#opts.onEvent({ name: 'joined', payload: reply })
  }

  /** MOVED with a transport that can follow it (and not bounced around too often). */
  canFollow(error: WireError): boolean {
    return error.code === 'MOVED' && !!this.#transport.follow && this.#hops < MAX_HOPS
  }

  /**
   * MOVED: the race is run by another node (created there, or claimed after its owner went
   * away). Reconnect to it and re-join, which resyncs by seq exactly as after a reconnect.
   * Resolves once re-joined there.
   */
  async follow(url?: string): Promise<void> {
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
  async act<T extends object>(
    ask: (transport: RaceTransport) => Promise<Reply<T>>,
  ): Promise<Reply<T>> {
    let reply = await ask(this.#transport)
    if (!reply.ok && this.canFollow(reply.error)) {
      await this.follow(reply.error.url)
      if (!this.#disposed) reply = await ask(this.#transport)
    }
    if (!reply.ok) this.#opts.onError?.(reply.error.message)
    return reply
  }
}
