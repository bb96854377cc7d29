// The transport's ceiling: a bare Socket.IO server that acknowledges every `echo` with its
// payload. Same library, same transport and the same process model as the race server. An
// echo that names a `room` is also relayed to the room's other sockets (the fan-out baseline).
import { createServer } from 'node:http'
import { Server } from 'socket.io'

const port = Number(process.env.PORT ?? 0)
const http = createServer((request, response) => {
  response.writeHead(request.url === '/health' ? 200 : 404, { 'content-type': 'application/json' })
  response.end('{"ok":true}')
})
// ECHO_RECOVERY=1 turns on connectionStateRecovery (the race server has it off), to measure
// what keeping every broadcast packet for the recovery window costs.
const recovery =
  process.env.ECHO_RECOVERY === '1'
    ? { connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false } }
    : {}
const io = new Server(http, {
  serveClient: false,
  transports: ['websocket', 'polling'],
  ...recovery,
})
io.on('connection', (socket) => {
  socket.on('join', (payload, ack) => {
    void socket.join(String(payload?.room))
    if (typeof ack === 'function') ack({ ok: true })
  })
  socket.on('echo', (payload, ack) => {
    if (typeof ack === 'function') ack(payload)
    if (typeof payload?.room === 'string') socket.to(payload.room).emit('race:progress', payload)
  })
})
http.listen(port, '127.0.0.1')
process.on('SIGTERM', () => {
  io.close()
  process.exit(0)
})
