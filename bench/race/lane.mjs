// What the bench's lanes (RaceLane, PeerLane, EchoLane) have in common: racers and watchers,
// and the switches rounds.mjs drives: stop, and pause/resume between the lane's turns (each
// socket starts again at a random point of one think time: think.mjs, resumeSpread). BotLane
// adds what the two bot lanes (RaceLane, PeerLane) share: think, choose, move, next game.
import { countError } from './metrics.mjs'
import { chooseMove } from './policy.mjs'
import { resumeSpread, thinkDelay } from './think.mjs'
export class Lane {
  /** @param {object} options at least { metrics, paused } */
  constructor(options) {
    this.options = options
    this.metrics = options.metrics
    this.racers = []
    this.watchers = []
    this.stopping = false
    // While paused (between this lane's turns in a round), whatever is due to move waits in
    // `parked` and is handed to wake() on resume.
    this.paused = options.paused === true
    this.parked = []
  }

  stop() {
    this.stopping = true
  }

  pause() {
    this.paused = true
  }

  resume() {
    this.paused = false
    const parked = this.parked
    this.parked = []
    const { thinkMs } = this.options
    const random = this.options.random ?? this.random
    for (const due of parked) resumeSpread(thinkMs, random, () => this.wake(due))
  }

  /** Carries on with one thing parked while paused (each lane says what). */
  wake() {
    throw new Error('a lane says how it wakes what it parked')
  }
}

/**
 * A lane of two bot racers and their watchers playing game after game (RaceLane on our server,
 * PeerLane on boardgame.io): each racer thinks, picks a move by the policy and sends it
 * (`send(racer, move)`, the lane's protocol); when both games are over the lane starts the next
 * (`nextGame()`). `firstStart` holds the promise start() waits on until the first game starts.
 */
export class BotLane extends Lane {
  /**
   * @param {object} options { url, name, game, policy, thinkMs, thinkJitter, watchers, metrics,
   *   random, paused }
   */
  constructor(options) {
    super(options)
    this.closed = false
    this.firstStart = null
  }

  /** A promise of the first game's start (started() resolves it, fail() rejects it). */
  firstStarted() {
    return new Promise((resolve, reject) => (this.firstStart = { resolve, reject }))
  }

  /** A racer parked while paused: its turn to move. */
  wake(racer) {
    this.play(racer)
  }

  close() {
    this.stopping = true
    this.closed = true
    for (const racer of this.racers) racer.socket.close()
    for (const socket of this.watchers) socket.close()
  }

  onDisconnect(reason) {
    if (!this.closed) countError(this.metrics, `DISCONNECT(${reason})`)
  }

  /** A racer's game has started: counted, and the first racer's first one lets start() on. */
  started(racer) {
    this.metrics.racesStarted += 1
    if (racer === this.racers[0]) {
      if (this.metrics.measuring) this.metrics.windowRacesStarted += 1
      this.firstStart?.resolve()
      this.firstStart = null
    }
  }

  play(racer) {
    if (this.stopping || racer.done) return
    if (this.paused) return void this.parked.push(racer)
    const { thinkMs, thinkJitter, random } = this.options
    const delay = thinkDelay(thinkMs, thinkJitter, random)
    if (delay === 0) return void this.move(racer)
    // A move thought of in one race is not made in the next (an arena's entrant can be told of
    // its next race meanwhile): that race's start plays it, and two loops would share its seqs.
    const raceId = racer.raceId
    setTimeout(() => {
      if (racer.raceId === raceId && !racer.done) this.move(racer)
    }, delay)
  }

  move(racer) {
    if (this.stopping) return
    if (this.paused) return void this.parked.push(racer)
    const move = chooseMove(racer.legal, this.options.policy, this.options.random)
    if (move === undefined) return this.gameOver(racer)
    this.send(racer, move)
  }

  /** Sends the racer's move (each lane says how). */
  send() {
    throw new Error('a bot lane says how it sends a move')
  }

  gameOver(racer) {
    racer.done = true
    if (this.racers.every((each) => each.done) && !this.stopping) {
      void this.nextGame().catch((error) => this.fail(error.code ?? 'LANE_ERROR', error.message))
    }
  }

  /** Counts the error; a lane that cannot start its first game fails the whole setup. */
  fail(code, what) {
    countError(this.metrics, code)
    this.lastFailure = `${what} failed with ${code}`
    if (this.firstStart) {
      this.firstStart.reject(laneError(code, `${this.options.name}: ${what} failed with ${code}`))
      this.firstStart = null
    }
    return false
  }
}

export function laneError(code, message) {
  return Object.assign(new Error(message), { code })
}
