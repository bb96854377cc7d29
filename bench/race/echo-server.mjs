// The transport's ceiling: a bare Socket.IO server that acknowledges every `echo` with its
// payload. Same library, same transport and the same process model as the race server. An
// echo that names a `room` is also relayed to the room's other sockets (the fan-out baseline).
// An echo that names a `room` and a `seat` (the move-shaped echo) is answered with the packets a
// move sends instead (move-packets.mjs): a move's ack, then, as two broadcasts like the race
// server's, an opponent's race:progress to the other seat and a board's to the room's watchers.
import { createServer } from 'node:http'
import { Server } from 'socket.io'
import { movePackets } from './move-packets.mjs'

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
const packets = movePackets()
const seatRoom = (room, seat) => `${room}:seat:${seat}`
const watchersRoom = (room) => `${room}:watchers`

/** The move-shaped answer: each packet made anew, as the race server makes them a move. */
function answerAsMove(payload, ack) {
  const { room, seat, seq } = payload
  if (typeof ack === 'function') ack({ ...packets.ack, seq })
  const at = Math.round(performance.now())
  io.to(seatRoom(room, 1 - seat)).emit('race:progress', { ...packets.opponent, seat, at })
  io.to(watchersRoom(room)).emit('race:progress', { ...packets.watcher, seat, at })
}

io.on('connection', (socket) => {
  socket.on('join', (payload, ack) => {
    const room = String(payload?.room)
    const seat = payload?.seat
    if (payload?.shaped)
      void socket.join(seat === 0 || seat === 1 ? seatRoom(room, seat) : watchersRoom(room))
    else void socket.join(room)
    if (typeof ack === 'function') ack({ ok: true })
  })
  socket.on('echo', (payload, ack) => {
    if (typeof payload?.room === 'string' && typeof payload.seat === 'number')
      return answerAsMove(payload, ack)
    if (typeof ack === 'function') ack(payload)
    if (typeof payload?.room === 'string') socket.to(payload.room).emit('race:progress', payload)
  })
})
http.listen(port, '127.0.0.1')
process.on('SIGTERM', () => {
  io.close()
  process.exit(0)
})
