// The races' side of the app: the registry (every live race on this node), its cluster watcher
// counts, the bots and ghosts that play in races, and the "Race anyone" queue. What else happens
// when a race goes live, finishes or ends comes in as `news` (friends and arenas are wired after
// the registry they need).
import type { FastifyBaseLogger } from 'fastify'
import { BotRunner } from '../bots/bot-runner.js'
import { clusterAudience, type ClusterAudience } from '../cluster/cluster-audience.js'
import type { Config } from '../config.js'
import { GhostRunner } from '../ghosts/ghost-runner.js'
import { RaceQueue } from '../matchmaking/race-queue.js'
import { RedisWaitingList } from '../matchmaking/redis-waiting-list.js'
import type { ParService } from '../par/par-service.js'
import type { AnalysisService } from '../par/race-analysis.js'
import type { Race } from '../races/core/race.js'
import type { Clock, RaceStore, Scheduler } from '../races/ports.js'
import { RaceRegistry } from '../races/registry/race-registry.js'
import { socketBroadcaster } from '../realtime/broadcaster.js'
import { matchmaker } from '../realtime/handlers/queue.js'
import type { Transport } from './transport.js'

/** What the rest of the app hears of a race's life. */
export interface RaceNews {
  /** Live or finished: its racers' followers may see them racing, or not any more. */
  racingChanged(race: Race): void
  ended(race: Race): void
  /** Cluster mode: claimed here from a node that stopped. */
  claimed(race: Race): void
  racersOut(playerIds: string[]): void
}

export interface WiredRaces {
  registry: RaceRegistry
  queue: RaceQueue
  audience: ClusterAudience | undefined
}

export function wireRaces(deps: {
  config: Config
  store: RaceStore
  clock: Clock
  scheduler: Scheduler
  log: FastifyBaseLogger
  transport: Transport
  par: ParService
  analysis: AnalysisService
  news: RaceNews
  retrySleep?: (ms: number) => Promise<void>
  moveGatherMs?: number
}): WiredRaces {
  const { config, store, clock, scheduler, log, transport, news } = deps
  const { io, cluster, counters, prefix } = transport
  const bots = new BotRunner({ scheduler, clock, moveMs: config.BOT_MOVE_MS, jitter: 0.5, log })
  const ghosts = new GhostRunner({ store, scheduler, clock, log })
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
          onError: (error) => log.warn({ err: error }, 'redis (watcher counts)'),
        })
      : undefined
  const ownership = store.ownership
  const registry: RaceRegistry = new RaceRegistry({
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
    log,
    ...(deps.retrySleep ? { sleep: deps.retrySleep } : {}),
    ...(deps.moveGatherMs !== undefined ? { moveGatherMs: deps.moveGatherMs } : {}),
    onRaceLive: (race) => {
      bots.start(race)
      ghosts.start(race)
      news.racingChanged(race)
    },
    onRankedCalledOff: (playerIds) => queue.putFirst(playerIds),
    onRaceFinished: (race) => {
      const { game, variant, seed, id } = race.record
      deps.par.solveLater({ game, variant, seed })
      deps.analysis.analyseLater(id)
      news.racingChanged(race)
    },
    onRaceEnded: (race) => news.ended(race),
    onRaceClaimed: (race) => news.claimed(race),
    onRacersOut: (_race, playerIds) => news.racersOut(playerIds),
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
  const queue = new RaceQueue(
    scheduler,
    config.QUEUE_BOT_AFTER_MS,
    matchmaker(io, registry, log),
    counters
      ? new RedisWaitingList(counters, prefix, config.QUEUE_BOT_AFTER_MS * 3, () => clock.now())
      : undefined,
  )
  return { registry, queue, audience }
}
