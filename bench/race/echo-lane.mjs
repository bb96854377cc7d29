// The baseline's client: sockets that send a race:move-shaped payload to the echo server and
// send the next one as soon as the ack is back, exactly as the racer bots do.
import { connect, request } from './client.mjs'
import { countAck, countError } from './metrics.mjs'

export class EchoLane {
  constructor({ url, sockets, thinkMs, metrics }) {
    this.options = { url, sockets, thinkMs }
    this.metrics = metrics
    this.sockets = []
    this.stopping = false
  }

  async open() {
    for (let i = 0; i < this.options.sockets; i += 1)
      this.sockets.push(await connect(this.options.url))
  }

  async start() {
    for (const socket of this.sockets) this.loop(socket, 0)
  }

  stop() {
    this.stopping = true
  }

  close() {
    this.stopping = true
    for (const socket of this.sockets) socket.close()
  }

  loop(socket, seq) {
    if (this.stopping) return
    const payload = {
      raceId: 'echo-bench',
      move: { from: 'waste', to: 'foundation-1' },
      seq: seq + 1,
    }
    const sentAt = performance.now()
    this.metrics.inFlight += 1
    void request(socket, 'echo', payload).then((reply) => {
      this.metrics.inFlight -= 1
      if (reply.ok === false) return countError(this.metrics, reply.error.code)
      countAck(this.metrics, null, performance.now() - sentAt, reply)
      if (this.options.thinkMs > 0)
        setTimeout(() => this.loop(socket, seq + 1), this.options.thinkMs)
      else this.loop(socket, seq + 1)
    })
  }
}
