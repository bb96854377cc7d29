// A client process of `pnpm bench:capacity`: on each `add` it opens racers (two per race, both
// seats joined, never readied) and watchers, then holds them idle and reports how many are
// still connected. On `live` both racers of each race ready up and play a few moves each, so
// the races are live (their states, clocks and move logs held by the server) when it is measured.
import { applyMoveAck } from '@patience-race/protocol'
import { connect, inBatches, postJson, request, restErrorCode } from '../race/client.mjs'

const CONCURRENCY = 20
const sockets = []
const raceIds = []
/** Each race's two racers' sockets, in seat order (a racer whose socket failed is null). */
const raceSockets = []
const errors = {}
let disconnected = 0
let closing = false

process.on('message', (message) => {
  void handle(message).catch((error) =>
    process.send?.({ type: 'failed', error: String(error?.stack ?? error) }),
  )
})

async function handle(message) {
  if (message.cmd === 'add') {
    const startedAt = performance.now()
    await addRaces(message)
    await addWatchers(message)
    process.send({ type: 'added', ms: performance.now() - startedAt, ...status() })
  } else if (message.cmd === 'live') {
    const live = await goLive(message.moves)
    process.send({ type: 'live', ...live, ...status() })
  } else if (message.cmd === 'status') {
    process.send({ type: 'status', ...status() })
  } else if (message.cmd === 'close') {
    closing = true
    for (const socket of sockets) socket.close()
    process.send({ type: 'closed' })
    setTimeout(() => process.exit(0), 100)
  }
}

async function addRaces({ url, races, prefix }) {
  const first = raceIds.length
  await inBatches(Array.from({ length: races }), CONCURRENCY, async (_, i) => {
    const n = first + i
    const racers = []
    for (const seat of ['a', 'b']) {
      const session = await postJson(url, '/api/session', { name: `${prefix}${n}${seat}` })
      if (!session.ok) return count(restErrorCode(session))
      racers.push({
        token: session.body.token,
        socket: await hold(connect(url, session.body.token)),
      })
    }
    const created = await postJson(
      url,
      '/api/races',
      { game: 'sir-tommy', timeLimitSec: 3600 },
      racers[0].token,
    )
    if (!created.ok) return count(restErrorCode(created))
    const raceId = created.body.raceId
    raceIds.push(raceId)
    raceSockets.push(racers.map((racer) => racer.socket))
    for (const racer of racers) {
      if (!racer.socket) continue
      const joined = await request(racer.socket, 'race:join', { raceId, as: 'player' })
      if (!joined.ok) count(joined.error.code)
    }
  })
}

async function addWatchers({ url, watchers }) {
  let next = sockets.length
  await inBatches(Array.from({ length: watchers }), CONCURRENCY, async () => {
    const raceId = raceIds[next++ % raceIds.length]
    const socket = await hold(connect(url))
    if (!socket || raceId === undefined) return
    const joined = await request(socket, 'race:join', { raceId, as: 'spectator' })
    if (!joined.ok) count(joined.error.code)
  })
}

/** Readies every race's racers and plays `moves` first-legal moves a racer. */
async function goLive(moves) {
  let started = 0
  let acked = 0
  await inBatches(raceIds, CONCURRENCY, async (raceId, index) => {
    const racers = raceSockets[index] ?? []
    if (racers.length !== 2 || racers.some((socket) => !socket?.connected)) return
    const starts = racers.map((socket) => raceStarted(socket, raceId))
    const readies = await Promise.all(
      racers.map((socket) => request(socket, 'race:ready', { raceId })),
    )
    for (const reply of readies) if (!reply.ok) return count(reply.error.code)
    const boards = await Promise.all(starts)
    started += 1
    const played = await Promise.all(
      racers.map((socket, seat) => play(socket, raceId, boards[seat], moves)),
    )
    acked += played[0] + played[1]
  })
  return { started, acked }
}

function raceStarted(socket, raceId) {
  return new Promise((resolve) => {
    const onStarted = (event) => {
      if (event.raceId !== raceId || event.view === undefined) return
      socket.off('race:started', onStarted)
      resolve({ view: event.view, legal: event.legal ?? [] })
    }
    socket.on('race:started', onStarted)
  })
}

/** Plays up to `moves` first-legal moves; how many were acknowledged. */
async function play(socket, raceId, board, moves) {
  let { view, legal } = board
  let seq = 0
  while (seq < moves && legal.length > 0) {
    const reply = await request(socket, 'race:move', { raceId, move: legal[0], seq: seq + 1 })
    if (!reply.ok) {
      count(reply.error.code)
      break
    }
    seq += 1
    const next = applyMoveAck(view, reply)
    if (!next) {
      count('RESYNC')
      break
    }
    view = next.view
    legal = next.legal
  }
  return seq
}

async function hold(connecting) {
  try {
    const socket = await connecting
    sockets.push(socket)
    socket.on('disconnect', () => {
      if (!closing) disconnected += 1
    })
    return socket
  } catch (error) {
    count(error.code ?? 'CONNECT_ERROR')
    return null
  }
}

function count(code) {
  errors[code] = (errors[code] ?? 0) + 1
}

function status() {
  return { connected: sockets.filter((socket) => socket.connected).length, disconnected, errors }
}
