// A share of a spectator crowd in a process of its own (forked by spectator-flood.mjs), so that
// receiving what the nodes send to thousands of spectators does not slow the racers' process.
//   setup { urls, count } → opens `count` websocket sockets, spread round robin over the nodes'
//     PUBLIC_URLs → { type: 'ready', opened, failed }
//   watch { raceId } → every socket leaves the last race and joins this one as a spectator; a
//     `MOVED` reply (the race's owner sends a crowd's spectators to other nodes,
//     docs/scaling.md) is followed as the web client does: a socket to its `url`, the join again
//     there → { type: 'watching', joined, failed, moved, perNode: { [url]: sockets } }
//   count → { type: 'count', progress, states, lastSpectators } (events since the last watch)
//   stop → closes everything and exits.
import { connect, inBatches, request } from './client.mjs'

/** { socket, url } of every crowd socket; a followed MOVED replaces its entry's socket. */
const sockets = []
let raceId = null
let counts = { progress: 0, states: 0, lastSpectators: null }
/** MOVED replies followed in a row before a join counts as failed. */
const MAX_HOPS = 4

process.on('message', (message) => {
  void handle(message).catch((error) =>
    process.send?.({ type: 'failed', error: String(error?.stack ?? error) }),
  )
})

async function open(url) {
  const socket = await connect(url, undefined, { nodeUrl: true })
  socket.on('race:progress', () => (counts.progress += 1))
  socket.on('race:state', (state) => {
    counts.states += 1
    counts.lastSpectators = state.spectators
  })
  return socket
}

/** Joins as a spectator, following MOVED; true once watching. */
async function watch(entry) {
  for (let hop = 0; ; hop += 1) {
    const reply = await request(entry.socket, 'race:join', { raceId, as: 'spectator' })
    if (reply.ok) return true
    if (reply.error?.code !== 'MOVED' || !reply.error.url || hop >= MAX_HOPS) return false
    const socket = await open(reply.error.url).catch(() => null)
    if (socket === null) return false
    entry.socket.close()
    entry.socket = socket
    entry.url = reply.error.url
    entry.moved = true
  }
}

async function handle(message) {
  if (message.cmd === 'setup') {
    let failed = 0
    await inBatches(Array.from({ length: message.count }), 50, async (_, i) => {
      const url = message.urls[i % message.urls.length]
      const socket = await open(url).catch(() => null)
      if (socket === null) return void (failed += 1)
      sockets.push({ socket, url, moved: false })
    })
    process.send({ type: 'ready', opened: sockets.length, failed })
  } else if (message.cmd === 'watch') {
    const previous = raceId
    raceId = message.raceId
    counts = { progress: 0, states: 0, lastSpectators: null }
    let failed = 0
    for (const entry of sockets) entry.moved = false
    await inBatches(sockets, 100, async (entry) => {
      if (previous) entry.socket.emit('race:leave', { raceId: previous }, () => {})
      if (!(await watch(entry))) failed += 1
    })
    const perNode = {}
    for (const entry of sockets) perNode[entry.url] = (perNode[entry.url] ?? 0) + 1
    const moved = sockets.filter((entry) => entry.moved).length
    process.send({ type: 'watching', joined: sockets.length - failed, failed, moved, perNode })
  } else if (message.cmd === 'count') {
    process.send({ type: 'count', ...counts })
  } else if (message.cmd === 'stop') {
    for (const entry of sockets) entry.socket.close()
    setTimeout(() => process.exit(0), 100)
  }
}
