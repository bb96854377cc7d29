// One race as this tab sees it: the small object the pages hold. It composes four parts, each
// readable alone (docs/architecture.md, "The web's race state"):
//   model   race-model.svelte.ts  the facts, as Svelte state, and what follows from them
//   reducer race-reducer.ts       pure: an event and the facts → the facts it changes
//   sender  move-sender.ts        this racer's moves: seq, one in flight, acks, resends
//   link    race-link.ts          the socket: join, re-join on connect, MOVED, leave
// Pages read `race.model`, and act through the methods here. It decides no rule: the server's
// answer is final.
import type { Move } from '@patience-race/engine'
import type { RaceTransport } from '../net/transport.js'
import { isFinished } from '../race-status.js'
import { MoveSender } from './move-sender.js'
import { RaceLink } from './race-link.js'
import { RaceModel } from './race-model.svelte.js'
import { reduceRace, type RaceEvent } from './race-reducer.js'
import { RematchAsk } from './rematch-ask.js'
import { isRacer } from '../race-role.js'
import type { RaceStateOptions } from './race-types.js'

export class RaceState {
  readonly raceId: string
  readonly model: RaceModel
  readonly #link: RaceLink
  readonly #sender: MoveSender
  readonly #rematch: RematchAsk
  readonly #opts: RaceStateOptions
  #offPeers: (() => void) | null = null

  constructor(raceId: string, transport: RaceTransport, opts: RaceStateOptions = {}) {
    this.raceId = raceId
    this.#opts = opts
    this.model = new RaceModel(raceId, opts.now)
    this.#link = new RaceLink(raceId, transport, {
      watch: opts.watch,
      retryMs: opts.retryMs,
      onError: opts.onError,
      onEvent: (event) => this.receive(event),
    })
    this.#sender = new MoveSender(this.model, {
      transport,
      rejoin: () => void this.join(),
      canFollow: (error) => this.#link.canFollow(error),
      follow: (url) => void this.#link.follow(url),
      onError: opts.onError,
      peers: opts.peers,
      retryMs: opts.retryMs,
    })
    this.#rematch = new RematchAsk(this.model, this.#link, opts.onRematch)
  }

  start(): void {
    this.#link.start()
    this.#watchPeers()
  }

  dispose(): void {
    this.#offPeers?.()
    this.#offPeers = null
    this.#link.dispose()
  }

  /** Join (or re-join after a drop) and take the server's word for everything. */
  join(): Promise<void> {
    return this.#link.join()
  }

  /** What the server said (or a test says): the reducer's patch, then its consequences. */
  async receive(event: RaceEvent): Promise<void> {
    const model = this.model
    const firstJoin = !model.joined
    const step = reduceRace(model, event, model.now())
    Object.assign(model, step.patch)
    if (step.goToRematch) this.#opts.onRematch?.(step.goToRematch)
    if (event.payload && 'raceId' in event.payload && event.payload.raceId !== this.raceId) return
    if (event.name === 'race:started') this.#sender.maybeAutoPlay()
    if (event.name === 'race:finished') this.#sender.clear()
    if (event.name === 'joined') await this.#afterJoin(firstJoin)
  }

  async #afterJoin(first: boolean): Promise<void> {
    const model = this.model
    this.#sender.resume()
    if (first && isRacer(model.role)) this.#opts.peers?.post({ kind: 'open', raceId: this.raceId })
    // Results of a race that finished before we joined: the summary carries none.
    const fetchResults = this.#opts.fetchResults
    if (isFinished(model.status) && !model.finished && !model.lateResults && fetchResults)
      model.lateResults = await fetchResults(this.raceId)
  }

  /** Other tabs of this racer: say we are here, and catch up with moves made there. */
  #watchPeers(): void {
    const peers = this.#opts.peers
    if (!peers) return
    const model = this.model
    this.#offPeers = peers.on((m) => {
      if (m.raceId !== this.raceId || !isRacer(model.role)) return
      if (m.kind === 'open') peers.post({ kind: 'here', raceId: this.raceId })
      if (m.kind === 'open' || m.kind === 'here') model.otherTab = true
      if (m.kind === 'moved') {
        model.otherTab = true
        // Moves made in the other tab: take the server's view rather than go stale.
        if ((m.seq ?? 0) > model.lastSeq && !model.inFlight) void this.join()
      }
    })
  }

  /** Send a move (one in flight at a time; later ones wait their turn). */
  play(move: Move): void {
    this.#sender.play(move)
  }

  setAutoPlay(on: boolean): void {
    this.#sender.setAutoPlay(on)
  }

  async ready(): Promise<void> {
    await this.#link.act((t) => t.ready(this.raceId))
  }

  /** The creator starts the race with the racers seated now (all ready, at least two). */
  async startNow(): Promise<void> {
    await this.#link.act((t) => t.start(this.raceId))
  }

  async resign(): Promise<void> {
    await this.#link.act((t) => t.resign(this.raceId))
  }

  /** Claim the race against opponents who left: it ends now with this racer as the winner. */
  async claim(): Promise<void> {
    const reply = await this.#link.act((t) => t.claim(this.raceId))
    if (reply.ok) this.model.claimable = []
  }

  /** Offer a rematch, or accept the opponent's offer (rematch-ask.ts). */
  requestRematch(): Promise<void> {
    return this.#rematch.request()
  }

  /** Decline the opponent's offer, or cancel one's own (the room hears race:rematch-declined). */
  declineRematch(): Promise<void> {
    return this.#rematch.decline()
  }
}
