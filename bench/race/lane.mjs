// What the bench's lanes (RaceLane, PeerLane, EchoLane) have in common: racers and watchers,
// and the switches rounds.mjs drives: stop, and pause/resume between the lane's turns (each
// socket starts again at a random point of one think time: think.mjs, resumeSpread).
import { resumeSpread } from './think.mjs'
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
