// buildApp(deps) → a ready-to-listen Fastify instance with Socket.IO attached. Tests call it
// with their own store, clock, scheduler and config; main.ts calls it with the real ones. Each
// part of the app is wired by its own function in wiring/; this file says in which order.
import type { FastifyInstance } from 'fastify'
import { createTokens } from './auth/tokens.js'
import type { Config } from './config.js'
import type { Friends } from './friends/friends.js'
import { Metrics } from './metrics.js'
import type { ParService } from './par/par-service.js'
import { RaceCrowds } from './races/presence/race-crowd.js'
import {
  systemClock,
  systemScheduler,
  type Clock,
  type RaceStore,
  type Scheduler,
} from './races/ports.js'
import type { RaceRegistry } from './races/registry/race-registry.js'
import { crowdRooms } from './realtime/crowd-sockets.js'
import { attachHandlers } from './realtime/socket-server.js'
import type { RaceServer } from './realtime/types.js'
import type { Services } from './services.js'
import { wireArenas, type WiredArenas } from './wiring/arenas.js'
import { wireDaily } from './wiring/daily.js'
import { createFastify } from './wiring/fastify.js'
import { registerHttp } from './wiring/http.js'
import { wirePar } from './wiring/par.js'
import { wirePeople } from './wiring/people.js'
import { wireRaces } from './wiring/races.js'
import { startInOrder } from './wiring/start-and-stop.js'
import { wireTransport } from './wiring/transport.js'

/** What the caller (main.ts, tests) hands to buildApp; the app builds its Services from it. */
export interface AppOptions {
  config: Config
  store: RaceStore
  sessionSecret: string
  /** HMAC key of the daily deals' seeds (daily/daily-config.ts). */
  dailySecret: string
  webDist: string
  clock?: Clock
  scheduler?: Scheduler
  /** Backoff sleep for retried store writes (tests shorten it). */
  retrySleep?: (ms: number) => Promise<void>
  /** How long a move waits for others to share its store write (the registry's default). */
  moveGatherMs?: number
  /** Whether par solves wait at the solver gate while the event loop is short (default: yes). */
  parGate?: boolean
}

export async function buildApp(deps: AppOptions): Promise<FastifyInstance> {
  const { config, store } = deps
  const clock = deps.clock ?? systemClock
  const scheduler = deps.scheduler ?? systemScheduler
  const app = createFastify(config)
  const log = app.log
  const tokens = createTokens(deps.sessionSecret)
  const transport = await wireTransport(app, config, store)
  const { par, analysis } = wirePar({ config, store, clock, scheduler, log, gate: deps.parGate })
  // Friends and arenas need the registry, so the registry's news reaches them once they exist.
  let friends: Friends | null = null
  let arenas: WiredArenas | null = null
  const playersChanged = (playerIds: string[]): void => void friends?.presence.changed(playerIds)
  const { registry, queue, audience } = wireRaces({
    config,
    store,
    clock,
    scheduler,
    log,
    transport,
    par,
    analysis,
    news: {
      racingChanged: (race) => playersChanged([...race.seats.values()].map((s) => s.player.id)),
      ended: (race) => arenas?.raceEnded(race),
      claimed: (race) => arenas?.raceClaimed(race),
      racersOut: playersChanged,
    },
    ...(deps.retrySleep ? { retrySleep: deps.retrySleep } : {}),
    ...(deps.moveGatherMs !== undefined ? { moveGatherMs: deps.moveGatherMs } : {}),
  })
  const metrics = appMetrics(transport.io, registry, par)
  const people = wirePeople({ config, store, registry, tokens, clock, scheduler, log, transport })
  const { accounts } = people
  friends = people.friends
  const services: Services = {
    config,
    store,
    registry,
    tokens,
    clock,
    budget: transport.budget,
    budgets: transport.budgets,
    queue,
    crowds: new RaceCrowds(crowdRooms(transport.io)),
    metrics,
    par,
    analysis,
    cluster: transport.cluster,
    accounts,
    friends,
    log,
  }
  attachHandlers(transport.io, services)
  const daily = wireDaily({
    ...deps,
    registry,
    accounts,
    budget: transport.budget,
    clock,
    services,
  })
  const { counters, prefix } = transport
  const shared = counters ? { redis: counters, prefix } : null
  arenas = wireArenas(services, transport.io, accounts, log, scheduler, shared)
  await registerHttp(app, {
    services,
    io: transport.io,
    daily,
    arenas,
    counters,
    prefix,
    webDist: deps.webDist,
  })
  await startInOrder(app, { transport, registry, audience, friends, arenas, par, analysis })
  return app
}

/** What /metrics reads when scraped. */
function appMetrics(io: RaceServer, registry: RaceRegistry, par: ParService): Metrics {
  const metrics = new Metrics({
    sockets: () => io.of('/').sockets.size,
    liveRaces: async () => (await registry.list('live', Number.MAX_SAFE_INTEGER)).length,
    parSolving: () => par.solving(),
  })
  registry.moveLog.onFlush = metrics.moveLogFlushed
  return metrics
}
