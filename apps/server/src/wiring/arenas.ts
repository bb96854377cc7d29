// Arenas (issue 42, docs/arena.md) on the app: with a database and accounts only (entrants are
// players of the database; creating one needs an account). The service, the one question the
// socket layer asks it (NOT_WHILE_RACING), its routes and its round clocks.
import type { ServerToClientEvents } from '@patience-race/protocol'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { playerRoom } from '../accounts/socket-sessions.js'
import type { Accounts } from '../accounts/accounts.js'
import { arenaRecord } from '../arenas/arena-record.js'
import { arenaRoom } from '../arenas/arena-emitter.js'
import type { LiveCardsNote } from '../arenas/arena-live-cards.js'
import type { RoundNote } from '../arenas/arena-rounds.js'
import { ArenaService } from '../arenas/arena-service.js'
import { arenaStoreOf } from '../arenas/arena-store.js'
import { registerArenas, runArenas } from '../arenas/register.js'
import { memoryPlans, redisPlans } from '../arenas/round-plans.js'
import { redisStandingsLease, soleProcessLease } from '../arenas/standings-lease.js'
import { RunningArenas } from '../arenas/running-arenas.js'
import { accountEmitter } from '../friends/register.js'
import type { Race } from '../races/core/race.js'
import type { Scheduler } from '../races/ports.js'
import type { RaceServer } from '../realtime/types.js'
import type { Services } from '../services.js'

export interface WiredArenas {
  raceEnded(race: Race): void
  /** Cluster mode: a race claimed here from a node that stopped. */
  raceClaimed(race: Race): void
  register(app: FastifyInstance): Promise<void>
  /** At boot, once the races are back: the round clocks and the schedule. */
  start(): void
  stop(): void
}

export function wireArenas(
  services: Services,
  io: RaceServer,
  accounts: Accounts | null,
  log: FastifyBaseLogger,
  scheduler: Scheduler,
  /** Cluster mode: the Redis every node shares, and the cluster's key prefix. */
  cluster: { redis: Redis; prefix: string } | null,
): WiredArenas | null {
  const store = arenaStoreOf(services.store)
  if (!store || !accounts) return null
  const onError = (error: unknown) => log.warn({ err: error }, 'arenas')
  const { friends } = services
  const notices = cluster ? arenaNotices(io) : null
  const running = new RunningArenas({
    store,
    plans: cluster ? redisPlans(cluster.redis, cluster.prefix) : memoryPlans(),
    standingsLease: cluster ? redisStandingsLease(cluster.redis, cluster.prefix) : soleProcessLease,
    registry: services.registry,
    clock: services.clock,
    scheduler,
    emit: accountEmitter(io),
    watchers: (arenaId, except, event, payload) => {
      const args = [payload] as Parameters<ServerToClientEvents[typeof event]>
      io.to(arenaRoom(arenaId))
        .except(except.map(playerRoom))
        .emit(event, ...args)
    },
    countdownMs: services.config.COUNTDOWN_MS,
    ...(notices
      ? { tellOthers: notices.tell, tellRound: notices.tellRound, tellLive: notices.tellLive }
      : {}),
    ...(cluster && friends
      ? { whereConnected: (ids: string[]) => friends.whereConnected(ids) }
      : {}),
    onError,
  })
  const arenas = new ArenaService({
    store,
    registry: services.registry,
    clock: services.clock,
    par: services.par,
    running,
  })
  notices?.heard((arenaId) => running.changedElsewhere(arenaId))
  notices?.heardRound((note) => running.roundHeard(note))
  notices?.heardLive((note) => running.live.heardFrom(note))
  services.watchRefusal = (race, playerId) => arenas.whereabouts.watchRefusal(race, playerId)
  services.arenaLeaderRace = (viewerId) => arenas.whereabouts.leaderRace(viewerId)
  services.arenaExists = async (arenaId) => (await store.get(arenaId)) !== null
  services.arenaRecord = (playerId) => arenaRecord(store, playerId)
  // An arena's round deals a seed that stays secret until the whole arena is over: its races'
  // replays, ghost runs and exported moves are sealed as today's daily's are (the same seal).
  const sealedDaily = services.isSealedDaily
  services.isSealedDaily = async (race) =>
    (await store.dealsSecretRound(race.seedHash)) || ((await sealedDaily?.(race)) ?? false)
  let stop = (): void => undefined
  return {
    raceEnded: (race) => running.raceEnded(race),
    raceClaimed: (race) => running.raceClaimed(race),
    register: (app) => registerArenas(app, io, arenas, accounts),
    start: () => {
      stop = runArenas(
        { arenas, running },
        {
          scheduler,
          clock: services.clock,
          schedule: services.config.ARENA_SCHEDULE,
        },
        onError,
      )
    },
    stop: () => stop(),
  }
}

/** Notices between the nodes of a cluster, through Socket.IO's adapter (its server-side events). */
interface ServerSideBus {
  serverSideEmit(event: string, body: string | RoundNote | LiveCardsNote): boolean
  on(event: string, listener: (body: unknown) => void): unknown
}

const ARENA_CHANGED = 'arena:changed'
/** A round claimed (the others deal their shares of it) or a node's share dealt. */
const ARENA_ROUND = 'arena:round-step'
/** A node's live seats of a round, once a second, for the node pushing the standings. */
const ARENA_LIVE = 'arena:live-cards'

function isLiveNote(body: unknown): body is LiveCardsNote {
  const note = body as Partial<LiveCardsNote> | null
  return (
    typeof note?.arenaId === 'string' &&
    typeof note.round === 'number' &&
    typeof note.node === 'string' &&
    Array.isArray(note.seats)
  )
}

function isRoundNote(body: unknown): body is RoundNote {
  const note = body as Partial<RoundNote> | null
  return (
    typeof note?.arenaId === 'string' &&
    typeof note.round === 'number' &&
    (note.step === 'claimed' || note.step === 'dealt')
  )
}

function arenaNotices(io: RaceServer) {
  const bus = io as unknown as ServerSideBus
  return {
    tell: (arenaId: string) => void bus.serverSideEmit(ARENA_CHANGED, arenaId),
    heard: (then: (arenaId: string) => void) =>
      bus.on(ARENA_CHANGED, (arenaId) => {
        if (typeof arenaId === 'string') then(arenaId)
      }),
    tellRound: (note: RoundNote) => void bus.serverSideEmit(ARENA_ROUND, note),
    heardRound: (then: (note: RoundNote) => void) =>
      bus.on(ARENA_ROUND, (note) => {
        if (isRoundNote(note)) then(note)
      }),
    tellLive: (note: LiveCardsNote) => void bus.serverSideEmit(ARENA_LIVE, note),
    heardLive: (then: (note: LiveCardsNote) => void) =>
      bus.on(ARENA_LIVE, (note) => {
        if (isLiveNote(note)) then(note)
      }),
  }
}
