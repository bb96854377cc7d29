// The friends module as the app sees it (docs/friends.md): made once by app.ts when the store
// keeps accounts; its routes (register.ts), the presence of players, and challenges.
import type { FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import type { ProfileFriends } from '@patience-race/protocol'
import type { Accounts } from '../accounts/accounts.js'
import type { BudgetFactory } from '../budgets/budget.js'
import type { ClusterSettings } from '../cluster/cluster-config.js'
import type { Config } from '../config.js'
import type { Clock, RaceStore, Scheduler } from '../races/ports.js'
import type { RaceRegistry } from '../races/registry/race-registry.js'
import type { AccountEmitter } from './account-emitter.js'
import { requireAccount } from './account-auth.js'
import { Challenges } from './challenges.js'
import type { FriendsStore } from './friends-store.js'
import { ClusterOnlinePlayers, LocalOnlinePlayers } from './online-players.js'
import { PlayerPresence } from './player-presence.js'
import { ClusterPushSlots, LocalPushSlots } from './push-slots.js'

export interface Friends {
  readonly store: FriendsStore
  readonly presence: PlayerPresence
  readonly challenges: Challenges
  /** preValidation: an account (403 ACCOUNT_REQUIRED for a guest, 401 for nobody). */
  readonly requireAccount: (request: FastifyRequest) => Promise<void>
  /** A profile's follow counts and the viewer's relation to it. */
  profileFriends(playerId: string, viewerId: string | null): Promise<ProfileFriends>
  /** Cluster mode: the nodes each of these players has a socket on (arenas deal groups there). */
  whereConnected(playerIds: string[]): Promise<Map<string, string[]>>
  /** Accounts that block the player (a reaction of theirs does not reach them). */
  blockerIds(playerId: string): Promise<string[]>
  /** At boot: times the expiry of the challenges still pending. */
  start(): Promise<void>
  stop(): Promise<void>
}

export interface FriendsDeps {
  store: FriendsStore
  races: RaceStore
  registry: RaceRegistry
  accounts: Accounts
  /** Events to every socket of some accounts (register.ts accountEmitter). */
  emit: AccountEmitter
  clock: Clock
  scheduler: Scheduler
  budget: BudgetFactory
  config: Pick<Config, 'CHALLENGE_TTL_MS' | 'CHALLENGES_PER_MINUTE' | 'DEFAULT_TIME_LIMIT_SEC'>
  /** Cluster mode: who is online is kept in Redis for every node. */
  cluster: { settings: ClusterSettings; redis: Redis; prefix: string } | null
  onError(error: unknown): void
}

/** At most one `friends:status` per follower this often, across the cluster. */
const PUSH_EVERY_MS = 1000

export function createFriends(deps: FriendsDeps): Friends {
  const { store, clock, scheduler, onError } = deps
  const { emit } = deps
  const online = deps.cluster
    ? new ClusterOnlinePlayers({
        redis: deps.cluster.redis,
        prefix: deps.cluster.prefix,
        nodeId: deps.cluster.settings.nodeId,
        leaseMs: deps.cluster.settings.leaseMs,
        scheduler,
        onError,
      })
    : new LocalOnlinePlayers()
  const slots = deps.cluster
    ? new ClusterPushSlots(deps.cluster.redis, deps.cluster.prefix, PUSH_EVERY_MS)
    : new LocalPushSlots(clock, PUSH_EVERY_MS)
  const presence = new PlayerPresence({ store, online, emit, slots, scheduler, onError })
  const challenges = new Challenges({
    store,
    races: deps.races,
    registry: deps.registry,
    emit,
    clock,
    scheduler,
    perMinute: deps.budget('challenges', deps.config.CHALLENGES_PER_MINUTE, 60_000),
    ttlMs: deps.config.CHALLENGE_TTL_MS,
    defaultTimeLimitSec: deps.config.DEFAULT_TIME_LIMIT_SEC,
    onError,
  })
  return {
    store,
    presence,
    challenges,
    requireAccount: requireAccount(deps.accounts, store),
    async profileFriends(playerId, viewerId) {
      const counts = await store.counts(playerId)
      if (!viewerId || viewerId === playerId) return { ...counts, viewer: null }
      const [follows, blocks] = await Promise.all([
        store.follows(viewerId, playerId),
        store.blocks(viewerId, playerId),
      ])
      return { ...counts, viewer: { follows, blocks } }
    },
    blockerIds: (playerId) => store.blockerIds(playerId),
    whereConnected: (playerIds) => online.nodesOf(playerIds),
    start: () => challenges.resume(),
    async stop() {
      challenges.stop()
      presence.stop()
      await online.stop()
    },
  }
}
