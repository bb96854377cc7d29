// A crowd of spectators in a process of its own, so that receiving what the server sends to
// them does not slow the test process (where the racer measures its round trips).
//   fork(crowd.mjs, [url, raceId, count, batch]) → IPC: { joined } once all have joined;
//   send 'report' → { states: number[], frames: number, lastSpectators: number | null }.
import { io } from 'socket.io-client'

const [url, raceId, countText, batchText] = process.argv.slice(2)
const count = Number(countText)
const batch = Number(batchText)
const sockets = []

function connectOne() {
  const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false })
  socket.counts = { states: 0, frames: 0, lastSpectators: null }
  socket.onAny((event, payload) => {
    socket.counts.frames++
    if (event === 'race:state') {
      socket.counts.states++
      socket.counts.lastSpectators = payload.spectators
    }
  })
  sockets.push(socket)
  return new Promise((resolve, reject) => {
    socket.once('connect', () =>
      socket.timeout(10_000).emit('race:join', { raceId, as: 'spectator' }, (error, reply) => {
        if (error || !reply.ok) reject(new Error(JSON.stringify(error ?? reply)))
        else resolve()
      }),
    )
    socket.once('connect_error', reject)
  })
}

for (let i = 0; i < count; i += batch) {
  await Promise.all(Array.from({ length: Math.min(batch, count - i) }, connectOne))
}
process.send({ joined: sockets.length })
process.on('message', (message) => {
  if (message !== 'report') return
  process.send({
    states: sockets.map((s) => s.counts.states),
    frames: sockets.reduce((sum, s) => sum + s.counts.frames, 0),
    lastSpectators: sockets[0]?.counts.lastSpectators ?? null,
  })
  for (const socket of sockets) socket.close()
  setTimeout(() => process.exit(0), 100)
})
