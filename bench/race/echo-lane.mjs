// The baseline's client: two sockets per lane send a race:move-shaped payload to the echo
// server and send the next one as soon as the ack is back, exactly as the racer bots do. With
// fan-out, the lane also has watcher sockets, and the server relays each echo to the other
// racer and the watchers, as the race server relays progress. Move-shaped (`shaped`), the server
// answers each echo with the packets a move sends (echo-server.mjs). Packet sizes are sampled as
// the race lane samples them.
import { connect, request } from './client.mjs'
import { countAck, countError, sampleEventBytes } from './metrics.mjs'
import { Lane } from './lane.mjs'
import { thinkDelay } from './think.mjs'

export class EchoLane extends Lane {
  constructor({
    url,
    name,
    watchers,
    fanout,
    shaped,
    thinkMs,
    thinkJitter,
    random,
    metrics,
    paused,
  }) {
    super({ metrics, paused })
    const relays = fanout || shaped
    this.options = {
      url,
      name,
      watchers: relays ? watchers : 0,
      fanout: relays,
      shaped,
      thinkMs,
      thinkJitter,
    }
    this.random = random
  }

  async open() {
    const { url, name, watchers, fanout } = this.options
    for (let i = 0; i < 2; i += 1) this.racers.push(await connect(url))
    for (let i = 0; i < watchers; i += 1) this.watchers.push(await connect(url))
    for (const socket of this.racers) this.countRelays(socket, 'racer')
    for (const socket of this.watchers) this.countRelays(socket, 'watcher')
    if (fanout) {
      const all = [...this.racers, ...this.watchers]
      const shaped = this.options.shaped
      await Promise.all(
        all.map((socket) => {
          const seat = this.racers.indexOf(socket)
          return request(socket, 'join', shaped ? { room: name, shaped, seat } : { room: name })
        }),
      )
    }
  }

  async start() {
    for (const socket of this.racers) this.loop(socket, 0)
  }

  /** A socket parked while paused, with the seq of its last echo. */
  wake([socket, seq]) {
    this.loop(socket, seq)
  }

  close() {
    this.stopping = true
    for (const socket of [...this.racers, ...this.watchers]) socket.close()
  }

  countRelays(socket, role) {
    socket.on('race:progress', (event) => {
      sampleEventBytes(this.metrics, role, event)
      if (!this.metrics.measuring) return
      if (role === 'watcher') this.metrics.windowWatcherEvents += 1
      else this.metrics.windowRacerEvents += 1
    })
  }

  loop(socket, seq) {
    if (this.stopping) return
    if (this.paused) return void this.parked.push([socket, seq])
    const move = { from: 'waste', to: 'foundation-1' }
    const payload = { raceId: this.options.name, move, seq: seq + 1 }
    if (this.options.fanout) payload.room = this.options.name
    if (this.options.shaped) payload.seat = this.racers.indexOf(socket)
    const sentAt = performance.now()
    this.metrics.inFlight += 1
    void request(socket, 'echo', payload).then((reply) => {
      this.metrics.inFlight -= 1
      if (reply.ok === false) return countError(this.metrics, reply.error.code)
      countAck(this.metrics, null, performance.now() - sentAt, reply)
      const delay = thinkDelay(this.options.thinkMs, this.options.thinkJitter, this.random)
      if (delay > 0) setTimeout(() => this.loop(socket, seq + 1), delay)
      else this.loop(socket, seq + 1)
    })
  }
}
