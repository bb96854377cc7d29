// The entrants of `pnpm bench:arena` in one load worker: bot racers as race-lane.mjs plays them
// (same think time, policy, move path, acks patched into the view, reroute on MOVED), but
// seated by the server: each `arena:round` tells an entrant its race, which it joins and plays
// until its game is over; then it waits for the next round. Also the baseline of the same
// entrants in ordinary races of 8 (`playRacesOfEight`). What is timed: when each entrant heard
// of each round, when it could first move in it, and when each `arena:standings` came.
import { inBatches, postJson, request, restErrorCode } from '../race/client.mjs'
import { countError } from '../race/metrics.mjs'
import { RaceLane } from '../race/race-lane.mjs'
import { joinWhereRun } from '../race/route.mjs'
import { laneError } from '../race/lane.mjs'

const OPEN_CONCURRENCY = 50
const RACE_SEATS = 8
/** The baseline's races are ended by the bench, long before this. */
const BASELINE_LIMIT_SEC = 1800

export class EntrantLane extends RaceLane {
  /** By arena round: { heardAt, playableAt: [epoch ms], rerouted: count } of this lane's entrants. */
  rounds = {}
  finished = 0

  /**
   * Sessions and sockets of `entrants` ([{ name, node }]): each entrant's REST calls and socket
   * go to its node (`nodes[node]`: { url, publicUrl }; one process: publicUrl null).
   */
  async open() {
    const { entrants, nodes } = this.options
    this.racers = await inBatches(entrants, OPEN_CONCURRENCY, async ({ name, node }) => {
      const { url, publicUrl } = nodes[node]
      const answer = await postJson(url, '/api/session', { name })
      if (!answer.ok)
        throw laneError(restErrorCode(answer), `session: ${answer.body?.error?.message}`)
      const racer = { name, node, url, token: answer.body.token, legal: [], view: null, seq: 0 }
      Object.assign(racer, { done: true, raceId: null, standingsAt: [], seen: new Set() })
      this.bindRacer(racer, await this.socket(publicUrl, racer.token))
      return racer
    })
  }

  /** As RaceLane's, and the arena's events of the entrant (every socket it has had). */
  bindRacer(racer, socket) {
    super.bindRacer(racer, socket)
    socket.on('arena:round', (event) => this.onRound(racer, event))
    socket.on('arena:standings', () => racer.standingsAt.push(Date.now()))
    socket.on('arena:finished', () => {
      if (racer.finishedArena) return
      racer.finishedArena = true
      this.finished += 1
      if (this.finished === this.racers.length) this.options.onFinished?.()
    })
  }

  /** Each entrant joins the arena on its own node. */
  async join(arenaId) {
    await inBatches(this.racers, OPEN_CONCURRENCY, async (racer) => {
      const answer = await this.post(racer, `/api/arenas/${arenaId}/join`, {})
      if (!answer.ok) throw laneError(restErrorCode(answer), `join ${arenaId}`)
    })
  }

  onRound(racer, { round, raceId }) {
    // A new socket during the round is told again (docs/arena.md): counted once.
    if (racer.seen.has(round)) return
    racer.seen.add(round)
    const times = this.timesOf(round)
    times.heardAt.push(Date.now())
    if (times.heardAt.length === 1) this.options.onRound?.(round)
    racer.round = round
    void this.enter(racer, raceId).catch((error) => this.fail('ENTER', error.message))
  }

  timesOf(round) {
    return (this.rounds[round] ??= { heardAt: [], playableAt: [], rerouted: 0 })
  }

  /** Takes the seat in `raceId` (on its owner); plays once it is live. */
  async enter(racer, raceId) {
    Object.assign(racer, { raceId, seq: 0, done: false, legal: [], view: null })
    let joined = await request(racer.socket, 'race:join', { raceId, as: 'player' })
    if (!joined.ok && this.options.restUrls) {
      const url = joined.error.code === 'MOVED' ? (joined.error.url ?? null) : null
      const found = await joinWhereRun({
        raceId,
        token: racer.token,
        url,
        restUrls: this.options.restUrls,
      })
      if (found === null) return this.fail(joined.error.code, 'join as player')
      this.metrics.rerouted = (this.metrics.rerouted ?? 0) + 1
      if (raceId !== racer.baselineRaceId && racer.round !== undefined)
        this.timesOf(racer.round).rerouted += 1
      const old = racer.socket
      this.bindRacer(racer, found.socket)
      old.close()
      joined = found.joined
    }
    if (!joined.ok) return this.fail(joined.error.code, 'join as player')
    if (joined.race.status === 'live' && joined.legal && racer.raceId === raceId)
      this.onStarted(racer, { raceId, view: joined.view, legal: joined.legal })
  }

  /** As RaceLane's, once per race: the moment this entrant could first move. */
  onStarted(racer, event) {
    if (event.raceId !== racer.raceId || racer.view !== null || event.legal === undefined) return
    if (racer.round !== undefined && racer.raceId !== racer.baselineRaceId)
      this.timesOf(racer.round).playableAt.push(Date.now())
    super.onStarted(racer, event)
  }

  /** An entrant's game is over: it waits to be told its next race. */
  gameOver(racer) {
    racer.done = true
  }

  /**
   * The baseline: the same entrants in ordinary races of 8 (groups in lane order, each on its
   * first entrant's node), readied together; resolves once every race has started.
   */
  async playRacesOfEight(game) {
    const groups = []
    for (let i = 0; i < this.racers.length; i += RACE_SEATS)
      groups.push(this.racers.slice(i, i + RACE_SEATS))
    await inBatches(groups, 10, async (group) => {
      const created = await this.createRace(group, game)
      if (!created.ok)
        throw laneError(restErrorCode(created), `create a race of 8: ${restErrorCode(created)}`)
      const raceId = created.body.raceId
      for (const racer of group) {
        racer.baselineRaceId = raceId
        await this.enter(racer, raceId)
      }
      for (const racer of group) {
        const reply = await request(racer.socket, 'race:ready', { raceId })
        if (!reply.ok) countError(this.metrics, reply.error.code)
      }
    })
    const deadline = Date.now() + 60_000
    while (this.racers.some((r) => r.view === null) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50))
  }

  /** A race of the group's size, created by its first entrant. */
  createRace(group, game) {
    const body = { game, seats: group.length, timeLimitSec: BASELINE_LIMIT_SEC }
    return this.post(group[0], '/api/races', body)
  }

  /** A POST as `racer`; a busy store (503) is asked again, as the web app does. */
  async post(racer, path, body) {
    for (let attempt = 1; ; attempt += 1) {
      const answer = await postJson(racer.url, path, body, racer.token)
      if (answer.ok || answer.status !== 503 || attempt === 10) return answer
      countError(this.metrics, `BUSY_${restErrorCode(answer)}`)
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt))
    }
  }

  /** Ends the baseline: every entrant stops moving and resigns its race of 8. */
  async leaveRacesOfEight() {
    for (const racer of this.racers) racer.done = true
    await this.drained()
    await inBatches(this.racers, OPEN_CONCURRENCY, async (racer) => {
      if (!racer.baselineRaceId) return
      await request(racer.socket, 'race:resign', { raceId: racer.baselineRaceId })
      racer.socket.emit('race:leave', { raceId: racer.baselineRaceId }, () => {})
      Object.assign(racer, { raceId: null, view: null, legal: [] })
    })
  }

  async drained(timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs
    while (this.metrics.inFlight > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20))
  }

  /** What the parent adds up: round times, and each entrant's `arena:standings` arrivals. */
  report() {
    return {
      rounds: this.rounds,
      standingsAt: this.racers.map((racer) => racer.standingsAt),
      finished: this.finished,
      entrants: this.racers.length,
    }
  }
}
