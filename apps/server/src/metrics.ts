// Prometheus metrics at GET /metrics (prom-client): the figures the benches print, live. Each app
// has its own registry (tests build many apps in one process). The move path reports through
// two small hooks: race:move's handler (ack latency, moves) and the move log's onFlush (batch
// sizes, write times); sockets and live races are read when scraped. Node's default metrics
// include the event-loop delay (nodejs_eventloop_lag_*).
import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { MoveLogFlush } from './races/core/move-log.js'

export interface MetricSources {
  /** Sockets connected now. */
  sockets: () => number
  /** Races live now. */
  liveRaces: () => number | Promise<number>
  /** Solver par: deals being solved in the worker pool now. */
  parSolving: () => number
}

export class Metrics {
  readonly registry = new Registry()
  private readonly ackSeconds = byResult(
    this.registry,
    'race_move_ack_seconds',
    'Time from a race:move arriving to its acknowledgement (the move stored and applied)',
    [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  )
  private readonly moves = new Counter({
    name: 'race_moves_total',
    help: 'Moves accepted (rate() gives moves per second)',
    registers: [this.registry],
  })
  private readonly batchMoves = byResult(
    this.registry,
    'move_log_batch_moves',
    'Moves per move-log write (group commit)',
    [1, 2, 4, 8, 16, 32, 64, 128, 256, 512],
  )
  private readonly flushSeconds = byResult(
    this.registry,
    'move_log_flush_seconds',
    'Time to write one move-log batch to the store',
    [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  )

  constructor(sources: MetricSources) {
    collectDefaultMetrics({ register: this.registry })
    // Gauges read when /metrics is scraped: name, help, source.
    const gauges: [string, string, () => number | Promise<number>][] = [
      ['socketio_connected_sockets', 'Socket.IO connections open now', sources.sockets],
      ['races_live', 'Races live now (from the race registry)', sources.liveRaces],
      [
        'par_solves_running',
        'Deals being solved for par in the worker pool now',
        sources.parSolving,
      ],
    ]
    for (const [name, help, read] of gauges) {
      new Gauge({
        name,
        help,
        registers: [this.registry],
        async collect() {
          this.set(await read())
        },
      })
    }
  }

  moveAnswered(ms: number, ok: boolean): void {
    const result = ok ? 'ok' : 'refused'
    this.ackSeconds.observe({ result }, ms / 1000)
    if (ok) this.moves.inc()
  }

  /** The move log's onFlush. */
  readonly moveLogFlushed = (flush: MoveLogFlush): void => {
    const result = flush.ok ? 'ok' : 'failed'
    this.batchMoves.observe({ result }, flush.moves)
    this.flushSeconds.observe({ result }, flush.ms / 1000)
  }

  /**
   * GET /metrics, outside /api and outside the rate limits (scrapers poll it). With a token set
   * (METRICS_TOKEN) it needs `Authorization: Bearer <token>`; without one, only loopback may ask.
   */
  route(app: FastifyInstance, token: string | undefined): void {
    app.get(
      '/metrics',
      { config: { rateLimit: false }, schema: { hide: true } },
      async (request, reply) => {
        const allowed = token
          ? safeEqual(request.headers.authorization ?? '', `Bearer ${token}`)
          : isLoopback(request.socket.remoteAddress)
        if (!allowed)
          return reply.code(403).send({
            error: {
              code: 'FORBIDDEN',
              message: token
                ? 'metrics need the bearer token'
                : 'metrics are served to loopback only',
            },
          })
        return reply.type(this.registry.contentType).send(await this.registry.metrics())
      },
    )
  }
}

/** A histogram of one step of the move path, labelled by its `result`. */
function byResult(registry: Registry, name: string, help: string, buckets: number[]) {
  const labelNames = ['result'] as const
  return new Histogram({ name, help, labelNames, buckets, registers: [registry] })
}

function safeEqual(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/** The peer's own address, not X-Forwarded-For: a proxy in front is not loopback. */
function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1'
}
