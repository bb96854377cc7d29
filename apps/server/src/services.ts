// What routes and socket handlers work with, built once per app by buildApp (app.ts). One bag:
// a route and a socket handler that need the registry get the same registry the same way.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type { Accounts } from './accounts/accounts.js'
import type { Tokens } from './auth/tokens.js'
import type { BudgetFactory } from './budgets/budget.js'
import type { SocketBudgets } from './budgets/socket-budgets.js'
import type { ClusterSettings } from './cluster/cluster-config.js'
import type { Config } from './config.js'
import type { Friends } from './friends/friends.js'
import type { RaceQueue } from './matchmaking/race-queue.js'
import type { Metrics } from './metrics.js'
import type { ParService } from './par/par-service.js'
import type { AnalysisService } from './par/race-analysis.js'
import type { Err } from '@patience-race/protocol'
import type { Clock, RaceStore } from './races/ports.js'
import type { RaceRecord } from './races/records.js'
import type { RaceRegistry } from './races/registry/race-registry.js'
import type { RaceCrowds } from './races/presence/race-crowd.js'

export interface Services {
  config: Config
  store: RaceStore
  registry: RaceRegistry
  tokens: Tokens
  clock: Clock
  /** Makes named budgets: in memory, or in Redis in cluster mode. */
  budget: BudgetFactory
  /** The socket layer's budgets (connections, events and moves per address and player). */
  budgets: SocketBudgets
  /** Who is in which race on this node, socket by socket (presence and watchers). */
  crowds: RaceCrowds
  /** The "Race anyone" queue. */
  queue: RaceQueue
  metrics: Metrics
  /** Solver par of finished races' deals (worker threads). */
  par: ParService
  /** Where each finished race's racers let the win slip (the par pool's threads). */
  analysis: AnalysisService
  /** Cluster mode's settings; null in one process. */
  cluster: ClusterSettings | null
  /** Accounts (cookie sessions): only with a database store; null serves guests only. */
  accounts: Accounts | null
  /** Friends (follows, blocks, challenges, presence): with accounts only. */
  friends: Friends | null
  log: FastifyBaseLogger
  /**
   * Whether this request may see a daily attempt's result (its board figures) while its day
   * lasts: only a player who has finished that day's daily (docs/daily.md). Unset: always.
   */
  dailyResultVisible?: (race: RaceRecord, request: FastifyRequest) => Promise<boolean>
  /**
   * The one seal on today's daily: whether a race deals a daily whose seed is not public yet.
   * Every route and event that would tell a deal (seed, replay, moves, par, a ghost race) asks
   * it and gives nothing, to finishers too (docs/fair-play.md). Unset: never.
   */
  isSealedDaily?: (race: Pick<RaceRecord, 'game' | 'seedHash'>) => Promise<boolean>
  /**
   * Whether a race is a daily attempt whose UTC day is over, so it may no longer start
   * (docs/daily.md). Unset: never.
   */
  dailyDayOver?: (race: RaceRecord) => boolean
  /**
   * Whether a player may not watch a race now (an arena entrant still playing that round:
   * NOT_WHILE_RACING, docs/arena.md): the refusal, or null. Unset: never.
   */
  watchRefusal?: (race: RaceRecord, playerId: string | undefined) => Err | null
  /**
   * Race TV's pick when no listed race is live: the leading arena racer's race that the viewer
   * may watch, or (none) the viewer's own arena race still going, to say why. Unset: none.
   */
  arenaLeaderRace?: (viewerId: string | null) => Promise<{
    raceId: string | null
    playing?: { arenaId: string; raceId: string }
  }>
  /** Whether an arena exists to watch (`arena:watch`). Unset: no arenas on this server. */
  arenaExists?: (arenaId: string) => Promise<boolean>
  /** A player's finished arenas, for their page: null when none. Unset: none. */
  arenaRecord?: (
    playerId: string,
  ) => Promise<{ played: number; bestPlace: number; podiums: number } | null>
}
