// One lane of the peer: two bot racers and their watchers playing match after match on the
// boardgame.io server (peer-server.mjs), exactly as RaceLane does on ours: same policy, same
// think time, a new match as soon as both games of the last one are over.
//
// The bots speak boardgame.io's own wire protocol, as its SocketIO client transport does
// (`sync` and `update` on the game's namespace), without its Client's Redux store, just as
// RaceLane speaks ours without the web client. boardgame.io has no acknowledgement: a move's
// round trip ends when the `update` that shows it applied reaches its racer (the seat's move
// count in its filtered state reaches the move's number). Every other `update` a racer gets is
// the other racer's move (counted as progress to opponents); watchers get every `update`.
import { connect, inBatches, postJson, restErrorCode } from './client.mjs'
import { countAck, countError } from './metrics.mjs'
import { BotLane, laneError } from './lane.mjs'

const MOVE_TIMEOUT_MS = 30_000
const SEATS = ['0', '1']

export class PeerLane extends BotLane {
  matchID = null

  /** Sockets on the game's namespace and the first match, both seats joined (not synced yet). */
  async open() {
    const { url, game, watchers } = this.options
    const namespace = `${url}/${game}`
    this.racers = await Promise.all(
      SEATS.map(async (playerID) => {
        const socket = await connect(namespace)
        const racer = { playerID, socket, credentials: null, matchID: null, stateID: 0 }
        Object.assign(racer, { legal: [], seq: 0, done: true, pending: null })
        socket.on('sync', (matchID, info) => this.onSync(racer, matchID, info?.state))
        socket.on('update', (matchID, state, deltalog) =>
          this.onUpdate(racer, matchID, state, deltalog),
        )
        socket.on('disconnect', (reason) => this.onDisconnect(reason))
        return racer
      }),
    )
    this.watchers = await inBatches(Array.from({ length: watchers }), 4, async () => {
      const socket = await connect(namespace)
      socket.on('update', () => {
        if (this.metrics.measuring) this.metrics.windowWatcherEvents += 1
      })
      socket.on('disconnect', (reason) => this.onDisconnect(reason))
      return socket
    })
    if (!(await this.enterNewMatch()))
      throw laneError('LANE_SETUP', `${this.options.name}: could not seat its racers`)
  }

  /** Syncs everyone into the first match; resolves once the first racer has its state. */
  async start() {
    const started = this.firstStarted()
    // boardgame.io answers nothing to a sync it refuses (bad credentials): give up after a while.
    const timer = setTimeout(() => this.fail('SYNC_TIMEOUT', 'first sync'), MOVE_TIMEOUT_MS)
    this.syncAll()
    try {
      await started
    } finally {
      clearTimeout(timer)
    }
  }

  close() {
    for (const racer of this.racers) if (racer.pending) clearTimeout(racer.pending.timer)
    super.close()
  }

  /** A new match through boardgame.io's lobby API, both seats joined; false when that failed. */
  async enterNewMatch() {
    const { url, game, name } = this.options
    const created = await postJson(url, `/games/${game}/create`, { numPlayers: 2 })
    if (!created.ok) return this.fail(restErrorCode(created), 'create match')
    const matchID = created.body.matchID
    // One seat at a time: the lobby's join reads the match's metadata and writes it back whole.
    for (const racer of this.racers) {
      const joined = await postJson(url, `/games/${game}/${matchID}/join`, {
        playerID: racer.playerID,
        playerName: `${name}-${racer.playerID}`,
      })
      if (!joined.ok) return this.fail(restErrorCode(joined), 'join')
      racer.credentials = joined.body.playerCredentials
    }
    this.matchID = matchID
    for (const racer of this.racers)
      Object.assign(racer, { matchID, stateID: 0, legal: [], seq: 0, done: false, pending: null })
    return true
  }

  /** `sync` moves a socket to the match (boardgame.io drops it from its previous one). */
  syncAll() {
    const matchID = this.matchID
    for (const racer of this.racers)
      racer.socket.emit('sync', matchID, racer.playerID, racer.credentials, 2)
    for (const socket of this.watchers) socket.emit('sync', matchID, null, undefined, 2)
  }

  async nextGame() {
    if (this.stopping) return
    if (await this.enterNewMatch()) this.syncAll()
  }

  onSync(racer, matchID, state) {
    if (matchID !== racer.matchID || state?.G?.view === undefined) return
    racer.stateID = state._stateID
    racer.legal = state.G.legal
    racer.seq = state.G.view.moves
    this.started(racer)
    this.play(racer)
  }

  onUpdate(racer, matchID, state, deltalog) {
    if (matchID !== racer.matchID || state?.G?.view === undefined) return
    racer.stateID = state._stateID
    const pending = racer.pending
    if (pending === null || state.G.view.moves < pending.seq) {
      if (this.metrics.measuring) this.metrics.windowRacerEvents += 1
      return
    }
    clearTimeout(pending.timer)
    racer.pending = null
    this.metrics.inFlight -= 1
    countAck(this.metrics, matchID, performance.now() - pending.sentAt, [matchID, state, deltalog])
    racer.legal = state.G.legal
    if (state.G.view.status !== 'playing') return this.gameOver(racer)
    this.play(racer)
  }

  send(racer, move) {
    racer.seq += 1
    const pending = { seq: racer.seq, sentAt: performance.now(), timer: null }
    pending.timer = setTimeout(() => this.timedOut(racer, pending), MOVE_TIMEOUT_MS)
    racer.pending = pending
    this.metrics.inFlight += 1
    const { playerID, credentials } = racer
    const action = {
      type: 'MAKE_MOVE',
      payload: { type: 'play', args: [move], playerID, credentials },
    }
    racer.socket.emit('update', action, racer.stateID, racer.matchID, playerID)
  }

  /** boardgame.io answers nothing to a move it refuses: only a timer tells. */
  timedOut(racer, pending) {
    if (racer.pending !== pending) return
    racer.pending = null
    this.metrics.inFlight -= 1
    this.metrics.timedOut += 1
    countError(this.metrics, 'TIMEOUT')
    this.gameOver(racer)
  }
}
