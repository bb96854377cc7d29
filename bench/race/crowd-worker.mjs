// A share of a spectator crowd in a process of its own (forked by spectator-flood.mjs), so that
// receiving what the nodes send to thousands of spectators does not slow the racers' process.
//   setup { urls, count } → opens `count` websocket sockets, spread round robin over the nodes'
//     PUBLIC_URLs → { type: 'ready', opened, failed }
//   watch { raceId } → every socket leaves the last race and joins this one as a spectator
//     → { type: 'watching', joined, failed }
//   count → { type: 'count', progress, states, lastSpectators } (events since the last watch)
//   stop → closes everything and exits.
import { connect, inBatches, request } from './client.mjs'

const sockets = []
let raceId = null
let counts = { progress: 0, states: 0, lastSpectators: null }

process.on('message', (message) => {
  void handle(message).catch((error) =>
    process.send?.({ type: 'failed', error: String(error?.stack ?? error) }),
  )
})

async function handle(message) {
  if (message.cmd === 'setup') {
    let failed = 0
    await inBatches(Array.from({ length: message.count }), 50, async (_, i) => {
      const socket = await connect(message.urls[i % message.urls.length], undefined, {
        nodeUrl: true,
      }).catch(() => null)
      if (socket === null) return void (failed += 1)
      socket.on('race:progress', () => (counts.progress += 1))
      socket.on('race:state', (state) => {
        counts.states += 1
        counts.lastSpectators = state.spectators
      })
      sockets.push(socket)
    })
    process.send({ type: 'ready', opened: sockets.length, failed })
  } else if (message.cmd === 'watch') {
    const previous = raceId
    raceId = message.raceId
    counts = { progress: 0, states: 0, lastSpectators: null }
    let failed = 0
    await inBatches(sockets, 100, async (socket) => {
      if (previous) socket.emit('race:leave', { raceId: previous }, () => {})
      const reply = await request(socket, 'race:join', { raceId, as: 'spectator' })
      if (!reply.ok) failed += 1
    })
    process.send({ type: 'watching', joined: sockets.length - failed, failed })
  } else if (message.cmd === 'count') {
    process.send({ type: 'count', ...counts })
  } else if (message.cmd === 'stop') {
    for (const socket of sockets) socket.close()
    setTimeout(() => process.exit(0), 100)
  }
}
