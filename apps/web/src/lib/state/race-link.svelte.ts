// One race's connection: subscribes to its events, joins and re-joins, follows MOVED to the owner.
import type { JoinOk, Reply, WireError } from '@patience-race/protocol'
import type { RaceTransport } from '../net/transport.js'
import { RaceEvents, toSeatRecord } from './race-events.svelte.js'
import type { RaceStateOptions } from './race-types.js'

/** MOVED replies followed in a row before giving up (owners bouncing during a claim). */
const MAX_HOPS = 8

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export abstract class RaceLink extends RaceEvents {
  protected readonly transport: RaceTransport
  #disposed = false
  #off: (() => void) | null = null
  /** MOVED replies followed since the last successful join. */
  #hops = 0
  #lastJoin: Promise<void> = Promise.resolve()

  constructor(raceId: string, transport: RaceTransport, opts: RaceStateOptions = {}) {
    super(raceId, opts)
    this.transport = transport
  }

  /** After a (re-)join: settle the move that was in flight against the server's seq. */
  protected abstract resumeAfterJoin(): void

  start(): void {
    this.#off = this.transport.on({
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
    const locating = this.transport.locate?.(this.raceId, Boolean(this.opts.watch))
    if (!locating) {
      if (this.transport.connected) void this.join()
    } else
      void locating.then(() => {
        if (!this.#disposed && this.transport.connected) void this.join()
      })
    const peers = this.opts.peers
    if (peers) {
      const off = this.#off
      const offPeers = peers.on((m) => {
        if (m.raceId !== this.raceId || this.role !== 'player') return
        if (m.kind === 'open') peers.post({ kind: 'here', raceId: this.raceId })
        if (m.kind === 'open' || m.kind === 'here') this.otherTab = true
        if (m.kind === 'moved') {
          this.otherTab = true
          // Moves made in the other tab: take the server's view rather than go stale.
          if ((m.seq ?? 0) > this.seqApplied && !this.inFlight) void this.join()
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
    this.transport.forget?.(this.raceId)
    // Leaving frees a waiting seat; a live or finished racer keeps it, but the page is gone:
    // the others see this racer away (presence) instead of "online" while it is elsewhere.
    if (this.transport.connected) void this.transport.leave(this.raceId)
  }

  /** Join (or re-join after a drop) and take the server's word for everything. */
  join(): Promise<void> {
    const joining = this.#join()
    this.#lastJoin = joining
    return joining
  }

  async #join(): Promise<void> {
    const reply = await this.transport.join(
      this.opts.watch ? { raceId: this.raceId, as: 'spectator' } : { raceId: this.raceId },
    )
    if (this.#disposed) return
    if (!reply.ok) {
      if (this.canFollow(reply.error)) void this.follow(reply.error.url)
      else this.joinError = reply.error
      return
    }
    this.#hops = 0
    this.joinError = null
    const first = !this.joined
    this.joined = true
    this.#applyJoin(reply)
    if (first && this.role === 'player')
      this.opts.peers?.post({ kind: 'open', raceId: this.raceId })
    if (this.status === 'finished' && !this.finished && !this.lateResults && this.opts.fetchResults)
      this.lateResults = await this.opts.fetchResults(this.raceId)
  }

  #applyJoin(reply: JoinOk): void {
    this.role = reply.role
    this.seat = reply.seat ?? null
    this.applySummary(reply.race)
    if (reply.view) this.view = reply.view
    if (reply.legal) this.legal = reply.legal
    if (reply.views) this.views = toSeatRecord(reply.views)
    this.seqApplied = reply.seq ?? 0
    this.resumeAfterJoin()
  }

  /** MOVED with a transport that can follow it (and not bounced around too often). */
  protected canFollow(error: WireError): boolean {
    return error.code === 'MOVED' && !!this.transport.follow && this.#hops < MAX_HOPS
  }

  /**
   * MOVED: the race is run by another node (created there, or claimed after its owner went
   * away). Reconnect to it and re-join, which resyncs by seq exactly as after a reconnect.
   * Resolves once re-joined there.
   */
  protected async follow(url?: string): Promise<void> {
    const hop = ++this.#hops
    // Owners bouncing (a claim under way): back off a little from the second hop on.
    if (hop > 1) await sleep(Math.min(2000, (this.opts.retryMs ?? 500) * (hop - 1)))
    const moved = (await this.transport.follow?.(this.raceId, url)) ?? false
    if (this.#disposed) return
    // A new connection re-joins on `connect` (that join is the last one by now); on the same
    // node (it got the race meanwhile) ask again.
    await (moved ? this.#lastJoin : this.join())
  }

  /**
   * An action (ready, resign, rematch): after MOVED, follow the race, re-join, try once more.
   * A refusal is told to the player (onError).
   */
  protected async act<T extends object>(ask: () => Promise<Reply<T>>): Promise<Reply<T>> {
    let reply = await ask()
    if (!reply.ok && this.canFollow(reply.error)) {
      await this.follow(reply.error.url)
      if (!this.#disposed) reply = await ask()
    }
    if (!reply.ok) this.opts.onError?.(reply.error.message)
    return reply
  }
}
