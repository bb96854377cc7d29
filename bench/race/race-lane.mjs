// One lane of load: two bot racers and their watchers playing race after race. When both
// racers' games are over, the lane creates a new race and everyone moves to it, so a lane
// keeps its load steady however short the game is.
import { applyMoveAck } from '@patience-race/protocol'
import { connect, inBatches, postJson, request, restErrorCode } from './client.mjs'
import { countAck, countError, noteMoveSent, sampleEventBytes } from './metrics.mjs'
import { joinWhereRun } from './route.mjs'
import { BotLane, laneError } from './lane.mjs'

const TIME_LIMIT_SEC = 3600

/**
 * Options as BotLane's; in cluster mode also `racerUrl` (the PUBLIC_URL of the node whose REST
 * API `url` is: it owns the lane's races), `watcherUrls` (one node PUBLIC_URL per watcher) and
 * `restUrls` (every node's REST API, to ask where a race runs now).
 */
export class RaceLane extends BotLane {
  raceId = null

  /** Sessions, sockets and the first race with both racers seated and the watchers in. */
  async open() {
    const { url, name, watchers } = this.options
    this.racers = await Promise.all(
      ['a', 'b'].map(async (suffix) => {
        const answer = await postJson(url, '/api/session', { name: `${name}${suffix}` })
        if (!answer.ok)
          throw laneError(restErrorCode(answer), `session: ${answer.body?.error?.message}`)
        const socket = await this.socket(this.options.racerUrl, answer.body.token)
        const racer = {
          token: answer.body.token,
          socket: null,
          legal: [],
          view: null,
          seq: 0,
          done: true,
          raceId: null,
        }
        this.bindRacer(racer, socket)
        return racer
      }),
    )
    this.watchers = await inBatches(
      Array.from({ length: watchers }),
      watchers > 100 ? 50 : 4,
      async (_, i) => {
        return this.watcherSocket(this.options.watcherUrls?.[i])
      },
    )
    if (!(await this.enterNewRace()))
      throw laneError(
        'LANE_SETUP',
        `${name}: could not seat its racers${this.lastFailure ? ` (${this.lastFailure})` : ''}`,
      )
  }

  async watcherSocket(nodeUrl) {
    const socket = await this.socket(nodeUrl)
    this.watchProgress(socket, 'watcher')
    socket.on('disconnect', (reason) => {
      // A watcher moved to another node (MOVED) closed this socket itself.
      if (!socket.moved) this.onDisconnect(reason)
    })
    return socket
  }

  /**
   * A watcher's join. Cluster mode: the race's owner sends a crowd's spectators to another
   * node (MOVED, docs/scaling.md); the watcher follows, as the web client does.
   */
  async watch(i, raceId) {
    for (let hop = 0; ; hop += 1) {
      const reply = await request(this.watchers[i], 'race:join', { raceId, as: 'spectator' })
      const url = reply.ok ? null : reply.error.code === 'MOVED' ? reply.error.url : null
      if (!url || !this.options.restUrls || hop >= 4) return reply
      const socket = await this.watcherSocket(url).catch(() => null)
      if (socket === null) return reply
      const old = this.watchers[i]
      old.moved = true
      old.close()
      this.watchers[i] = socket
      this.metrics.watchersMoved = (this.metrics.watchersMoved ?? 0) + 1
    }
  }

  /** The racer's socket from now on (a reroute replaces it); the old one's events are ignored. */
  bindRacer(racer, socket) {
    racer.socket = socket
    this.watchProgress(socket, 'racer')
    socket.on('race:started', (event) => this.onStarted(racer, event))
    socket.on('disconnect', (reason) => {
      // Cluster mode: a racer whose node went away finds its race again at its next move.
      if (racer.socket === socket && !this.options.restUrls) this.onDisconnect(reason)
    })
  }

  /**
   * Cluster mode: follows the race to the node that runs it (a MOVED reply's `url`, else
   * /route after a lost connection), rejoins and resyncs by seq. A move that was in flight
   * (`pending`: { seq, sentAt }) and is stored there counts as acknowledged: the rejoin says so.
   */
  async reroute(racer, url, pending = null) {
    const raceId = racer.raceId
    this.metrics.rerouted = (this.metrics.rerouted ?? 0) + 1
    const found = await joinWhereRun({
      raceId,
      token: racer.token,
      url,
      restUrls: this.options.restUrls,
    })
    if (found !== null && pending !== null && (found.joined.seq ?? 0) >= pending.seq) {
      const player = racer.name ?? racer.token
      const move = { player, seq: pending.seq }
      countAck(this.metrics, raceId, performance.now() - pending.sentAt, undefined, move)
      noteMoveSent(this.metrics, raceId, player, `${pending.seq}r`)
    }
    // An arena's entrant told of its next race while this one was being found: the next race's
    // join has its socket, seq and view, and plays it; this rejoin's are the old race's.
    if (racer.raceId !== raceId) return void found?.socket.close()
    if (found === null) {
      countError(this.metrics, 'REROUTE_FAILED')
      return this.gameOver(racer)
    }
    const old = racer.socket
    this.bindRacer(racer, found.socket)
    old.close()
    const { joined } = found
    racer.seq = joined.seq ?? 0
    racer.view = joined.view ?? racer.view
    racer.legal = joined.legal ?? []
    if (racer.view && racer.view.status !== 'playing') return this.gameOver(racer)
    this.play(racer)
  }

  /** A socket to the server, or in cluster mode to the node at `nodeUrl`. */
  socket(nodeUrl, token) {
    return nodeUrl ? connect(nodeUrl, token, { nodeUrl: true }) : connect(this.options.url, token)
  }

  /** Readies both seats; resolves once the first race has started (countdown included). */
  async start() {
    const started = this.firstStarted()
    await this.readyUp()
    await started
  }

  watchProgress(socket, role) {
    socket.on('race:progress', (event) => {
      sampleEventBytes(this.metrics, role, event)
      if (!this.metrics.measuring) return
      if (role === 'watcher') this.metrics.windowWatcherEvents += 1
      else this.metrics.windowRacerEvents += 1
    })
  }

  /** The next race of the lane, once both games of the last one are over. */
  async nextGame() {
    if (this.stopping) return
    if (await this.enterNewRace()) await this.readyUp()
  }

  /** Creates a race, seats both bots and brings the watchers over; false when that failed. */
  async enterNewRace() {
    const { url, game } = this.options
    const [creator] = this.racers
    const previous = this.raceId
    const created = await postJson(
      url,
      '/api/races',
      { game, timeLimitSec: TIME_LIMIT_SEC },
      creator.token,
    )
    if (!created.ok) return this.fail(restErrorCode(created), 'create race')
    const raceId = created.body.raceId
    this.raceId = raceId
    const everyone = [...this.racers.map((racer) => racer.socket), ...this.watchers]
    // A socket's packets arrive in order, so the leave needs no wait before the next join.
    if (previous)
      for (const socket of everyone) socket.emit('race:leave', { raceId: previous }, () => {})
    for (const racer of this.racers) {
      racer.raceId = raceId
      racer.seq = 0
      racer.done = false
      racer.legal = []
      racer.view = null
    }
    for (const racer of this.racers) {
      const joined = await request(racer.socket, 'race:join', { raceId, as: 'player' })
      if (joined.ok) continue
      if (!this.options.restUrls) return this.fail(joined.error.code, 'join as player')
      // Cluster mode: the race moved (its creator lost its lease) or the node went away.
      const found = await joinWhereRun({
        raceId,
        token: racer.token,
        url: joined.error.code === 'MOVED' ? (joined.error.url ?? null) : null,
        restUrls: this.options.restUrls,
      })
      if (found === null) return this.fail(joined.error.code, 'join as player')
      this.metrics.rerouted = (this.metrics.rerouted ?? 0) + 1
      const old = racer.socket
      this.bindRacer(racer, found.socket)
      old.close()
    }
    const spectating = await Promise.all(this.watchers.map((_, i) => this.watch(i, raceId)))
    for (const reply of spectating) if (!reply.ok) countError(this.metrics, reply.error.code)
    return true
  }

  async readyUp() {
    const raceId = this.raceId
    const readies = await Promise.all(
      this.racers.map((racer) => request(racer.socket, 'race:ready', { raceId })),
    )
    for (const reply of readies) if (!reply.ok) return this.fail(reply.error.code, 'ready')
    return true
  }

  onStarted(racer, event) {
    if (event.raceId !== racer.raceId || event.legal === undefined) return
    this.started(racer)
    racer.legal = event.legal
    racer.view = event.view
    this.play(racer)
  }

  send(racer, move) {
    const raceId = racer.raceId
    if (this.options.restUrls && !racer.socket.connected) return void this.reroute(racer, null)
    racer.seq += 1
    const seq = racer.seq
    const sentAt = performance.now()
    const player = racer.name ?? racer.token
    this.metrics.inFlight += 1
    void request(racer.socket, 'race:move', { raceId, move, seq }).then((reply) => {
      this.metrics.inFlight -= 1
      // An arena's entrant told of its next race while this move was in flight: an ack is
      // counted, and nothing more (the socket, seq and view are the next race's now; a reroute
      // from here would rejoin that race and read its seq as this move's).
      if (racer.raceId !== raceId)
        return void this.settledElsewhere(raceId, player, seq, reply, sentAt)
      const lost = !reply.ok && (reply.error.code === 'MOVED' || !racer.socket.connected)
      if (lost && this.options.restUrls) {
        noteMoveSent(this.metrics, raceId, player, `${seq} lost`)
        const url = reply.error.code === 'MOVED' ? (reply.error.url ?? null) : null
        return void this.reroute(racer, url, { seq, sentAt })
      }
      if (!reply.ok) {
        noteMoveSent(this.metrics, raceId, player, `${seq} ${reply.error.code}`)
        if (reply.error.code === 'TIMEOUT') this.metrics.timedOut += 1
        countError(this.metrics, reply.error.code)
        return this.gameOver(racer)
      }
      countAck(this.metrics, raceId, performance.now() - sentAt, reply, { player, seq })
      noteMoveSent(this.metrics, raceId, player, seq)
      this.countNodeAck()
      // The ack carries what the move changed (issue 14): patched into the racer's view and the
      // legal moves derived from it with the engine, as the web client does.
      if (!this.acked(racer, reply)) {
        countError(this.metrics, 'RESYNC')
        return this.gameOver(racer)
      }
      if (racer.view.status !== 'playing') return this.gameOver(racer)
      this.play(racer)
    })
  }

  /** The reply to a move of a race its racer has left since: an ack counted, an error noted. */
  settledElsewhere(raceId, player, seq, reply, sentAt) {
    if (!reply.ok) return noteMoveSent(this.metrics, raceId, player, `${seq} ${reply.error.code}`)
    countAck(this.metrics, raceId, performance.now() - sentAt, reply, { player, seq })
    noteMoveSent(this.metrics, raceId, player, seq)
    this.countNodeAck()
  }

  /** Cluster mode: the window's acks by the node that owns the lane's races. */
  countNodeAck() {
    const node = this.options.node
    if (node !== undefined && this.metrics.measuring)
      this.metrics.windowAcksByNode[node] = (this.metrics.windowAcksByNode[node] ?? 0) + 1
  }

  /** Applies a move ack to the racer's view and legal moves; false when it disagrees. */
  acked(racer, reply) {
    const next = applyMoveAck(racer.view ?? null, reply)
    if (!next) return false
    racer.view = next.view
    racer.legal = next.legal
    return true
  }
}
