// buildApp(deps) → a ready-to-listen Fastify instance with Socket.IO attached. Tests call it
// with their own store, clock, scheduler and config; main.ts calls it with the real ones.
import Fastify, { LogController, type FastifyInstance } from 'fastify'
import { createTokens } from './auth/tokens.js'
import { Redis } from 'ioredis'
import { budgetFactory } from './budgets/budget.js'
import { SocketBudgets } from './budgets/socket-budgets.js'
import type { Config } from './config.js'
import { accountConfig } from './accounts/account-config.js'
import { createAccounts } from './accounts/accounts.js'
import { accountStoresOf } from './accounts/stores.js'
import { createFriends, type Friends } from './friends/friends.js'
import { friendsStoreOf } from './friends/friends-store.js'
import { accountEmitter } from './friends/register.js'
import { Metrics } from './metrics.js'
import { clientErrorHandler, httpServerFactory } from './plugins/http-server.js'
import { createParPool } from './par/par-pool.js'
import { SolverGate } from './par/solver-gate.js'
import { createParService } from './par/par-service.js'
import { createAnalysisService } from './par/race-analysis.js'
import {
  systemClock,
  systemScheduler,
  type Clock,
  type RaceStore,
  type Scheduler,
} from './races/ports.js'
import { RaceRegistry } from './races/registry/race-registry.js'
import type { Race } from './races/core/race.js'
import { clusterAudience } from './cluster/cluster-audience.js'
import { clusterSettings } from './cluster/cluster-config.js'
import { connectRedisAdapter } from './cluster/redis-adapter.js'
import { BotRunner } from './bots/bot-runner.js'
import { GhostRunner } from './ghosts/ghost-runner.js'
import { RaceQueue } from './matchmaking/race-queue.js'
import { RedisWaitingList } from './matchmaking/redis-waiting-list.js'
import { matchmaker } from './realtime/handlers/queue.js'
import { socketBroadcaster } from './realtime/broadcaster.js'
import { attachHandlers, createSocketServer } from './realtime/socket-server.js'
import { RaceCrowds } from './races/presence/race-crowd.js'
import { crowdRooms } from './realtime/crowd-sockets.js'
import type { Services } from './services.js'
import { wireArenas, type WiredArenas } from './wiring/arenas.js'
import { wireDaily } from './wiring/daily.js'
import { registerHttp } from './wiring/http.js'

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
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    // Routine requests are not news; errors and warnings still are (LOG_LEVEL=debug shows all).
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
    bodyLimit: config.BODY_LIMIT,
    serverFactory: httpServerFactory(config.REQUEST_TIMEOUT_MS),
    clientErrorHandler,
    trustProxy: config.TRUST_PROXY,
  })
  const tokens = createTokens(deps.sessionSecret)
  // Read when /metrics is scraped, by then io and registry exist.
  const metrics = new Metrics({
    sockets: () => io.of('/').sockets.size,
    liveRaces: async () => (await registry.list('live', Number.MAX_SAFE_INTEGER)).length,
    parSolving: () => par.solving(),
  })

  const cluster = clusterSettings(config)
  // Cluster mode: budgets and the REST rate limit count in Redis, for every node at once.
  const counters = cluster ? new Redis(cluster.redisUrl, { maxRetriesPerRequest: 2 }) : null
  counters?.on('error', (error: unknown) => app.log.warn({ err: error }, 'redis (budgets)'))
  // Keys carry the cluster's database name: clusters sharing one Redis stay apart.
  const prefix = cluster ? new URL(cluster.databaseUrl).pathname.slice(1) : ''
  const budget = budgetFactory(counters, prefix)
  const budgets = new SocketBudgets(
    {
      socketsPerIp: config.SOCKETS_PER_IP,
      eventsPerIpPerSec: config.SOCKET_EVENTS_PER_IP_PER_SEC,
      movesPerSec: config.MOVE_RATE_PER_SEC,
      moveBurst: config.MOVE_BURST,
    },
    budget,
  )
  const ownership = store.ownership
  if (cluster && !ownership) throw new Error('a cluster node needs the Postgres store')
  const redis = cluster
    ? await connectRedisAdapter(
        cluster.redisUrl,
        `pr:${new URL(cluster.databaseUrl).pathname.slice(1)}`,
      )
    : null
  const io = createSocketServer(
    app.server,
    cluster && redis ? { path: cluster.socketPath, adapter: redis.adapter } : undefined,
  )
  const scheduler = deps.scheduler ?? systemScheduler
  const bots = new BotRunner({
    scheduler,
    clock,
    moveMs: config.BOT_MOVE_MS,
    jitter: 0.5,
    log: app.log,
  })
  const ghosts = new GhostRunner({ store, scheduler, clock, log: app.log })
  // Cluster mode: watcher counts over every node, in Redis (cluster/cluster-audience.ts).
  const audience =
    cluster && counters
      ? clusterAudience(io, {
          redis: counters,
          prefix,
          nodeId: cluster.nodeId,
          leaseMs: cluster.leaseMs,
          maxPerAddress: config.SPECTATORS_PER_IP_PER_RACE,
          scheduler,
          runsHere: (raceId): boolean => registry.runsHere(raceId),
          onCount: (raceId): void => registry.audienceUpdated(raceId),
          onError: (error) => app.log.warn({ err: error }, 'redis (watcher counts)'),
        })
      : undefined
  const parPool = createParPool({
    threads: config.PAR_SOLVER_THREADS,
    nodes: config.PAR_NODE_BUDGET,
    ...(deps.parGate === false
      ? {}
      : { gate: new SolverGate(clock, scheduler, { busyAbove: config.PAR_PAUSE_ABOVE_LOAD }) }),
  })
  const par = createParService(parPool, store, app.log)
  // Where each racer's win slipped (issue 44): the same pool, after the race's par.
  const analysis = createAnalysisService(parPool, store, app.log, undefined, (deal) =>
    par.whenSolved(deal),
  )
  // Arenas (issue 42): wired once the services exist; the registry tells them of finished races.
  let arenas: WiredArenas | null = null
  const registry = new RaceRegistry({
    store,
    clock,
    scheduler,
    broadcaster: socketBroadcaster(io, { cluster: cluster !== null }),
    countdownMs: config.COUNTDOWN_MS,
    defaultTimeLimitSec: config.DEFAULT_TIME_LIMIT_SEC,
    waitingTtlMs: config.WAITING_RACE_TTL_MS,
    maxSpectatorsPerAddress: config.SPECTATORS_PER_IP_PER_RACE,
    abandonAfterMs: config.ABANDON_AFTER_MS,
    ratedMinimum: { moves: config.RATED_MIN_MOVES, ms: config.RATED_MIN_SEC * 1000 },
    inviteIdleMs: config.INVITE_IDLE_MS,
    log: app.log,
    ...(deps.retrySleep ? { sleep: deps.retrySleep } : {}),
    ...(deps.moveGatherMs !== undefined ? { moveGatherMs: deps.moveGatherMs } : {}),
    onRaceLive: (race) => {
      bots.start(race)
      ghosts.start(race)
      friendsRacing(race)
    },
    onRankedCalledOff: (playerIds) => queue.putFirst(playerIds),
    onRaceFinished: (race) => {
      par.solveLater({
        game: race.record.game,
        variant: race.record.variant,
        seed: race.record.seed,
      })
      analysis.analyseLater(race.record.id)
      friendsRacing(race)
    },
    onRaceEnded: (race) => arenas?.raceEnded(race),
    onRacersOut: (_race, playerIds) => void friends?.presence.changed(playerIds),
    ...(audience ? { audience } : {}),
    ...(cluster && ownership
      ? {
          cluster: {
            nodeId: cluster.nodeId,
            publicUrl: cluster.publicUrl,
            leaseMs: cluster.leaseMs,
            ownerSpectatorsMax: cluster.ownerSpectatorsMax,
            ownership,
          },
        }
      : {}),
  })
  registry.moveLog.onFlush = metrics.moveLogFlushed
  const queue = new RaceQueue(
    scheduler,
    config.QUEUE_BOT_AFTER_MS,
    matchmaker(io, registry, app.log),
    counters
      ? new RedisWaitingList(counters, prefix, config.QUEUE_BOT_AFTER_MS * 3, () => clock.now())
      : undefined,
  )
  // Accounts (issue 21, docs/accounts.md): cookie sessions, passkeys, profiles. They live in
  // the database, so a store without accounts (the in-memory test store) serves guests only.
  const accountStores = accountStoresOf(store)
  const accounts = accountStores
    ? createAccounts(accountStores, { tokens, budget, clock, config: accountConfig(process.env) })
    : null
  // Friends (issue 43, docs/friends.md): follows, blocks and challenges are by account name.
  const friendsStore = friendsStoreOf(store)
  const friends: Friends | null =
    accounts && friendsStore
      ? createFriends({
          store: friendsStore,
          races: store,
          registry,
          accounts,
          emit: accountEmitter(io),
          clock,
          scheduler,
          budget,
          config,
          cluster: cluster && counters ? { settings: cluster, redis: counters, prefix } : null,
          onError: (error) => app.log.warn({ err: error }, 'friends'),
        })
      : null
  /** A race went live or ended: its racers' followers may see them racing, or not any more. */
  function friendsRacing(race: Race): void {
    void friends?.presence.changed([...race.seats.values()].map((seat) => seat.player.id))
  }
  const services: Services = {
    config,
    store,
    registry,
    tokens,
    clock,
    budget,
    budgets,
    queue,
    crowds: new RaceCrowds(crowdRooms(io)),
    metrics,
    par,
    analysis,
    cluster,
    accounts,
    friends,
    log: app.log,
  }
  attachHandlers(io, services)
  const daily = wireDaily({ ...deps, registry, accounts, budget, clock, services })
  arenas = wireArenas(
    services,
    io,
    accounts,
    app.log,
    scheduler,
    counters ? { redis: counters, prefix } : null,
  )
  await registerHttp(app, {
    services,
    io,
    daily,
    arenas,
    counters,
    prefix,
    webDist: deps.webDist,
  })

  // Shutdown order: let transitions in flight finish (bounded), stop race timers and flush the
  // move log, then drop the sockets (clients resend anything unacknowledged by seq), then close
  // Socket.IO. main.ts closes the store.
  app.addHook('preClose', async () => {
    arenas?.stop()
    await registry.stop()
    io.disconnectSockets(true)
  })
  app.addHook('onClose', async () => {
    await friends?.stop()
    await audience?.stop()
    await new Promise<void>((resolve) => {
      io.close(() => resolve())
    })
    await redis?.close()
    await counters?.quit().catch(() => undefined)
    analysis.close()
    await par.close()
  })

  await audience?.start()
  await registry.boot()
  await friends?.start()
  arenas?.start()
  return app
}
