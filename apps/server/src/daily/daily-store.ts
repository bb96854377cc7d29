// The database side of the daily deal: attempts are one-seat races of kind 'daily' on the day's
// deal (found by its seed hash), their results the board. Attached to the race store by
// db/client.ts, as accounts are (dailyStoreOf reads it back).
import type { GameId } from '@patience-race/engine'
import type { PrismaClient } from '../generated/prisma/client.js'
import type { RaceStore } from '../races/ports.js'

export interface Attempt {
  raceId: string
  status: 'waiting' | 'countdown' | 'live' | 'finished' | 'aborted'
  started: boolean
}

export interface BoardResult {
  raceId: string
  player: { id: string; name: string }
  foundation: number
  total: number
  won: boolean
  timeMs: number
  finishedAt: Date
  account: boolean
}

function createDailyStore(prisma: PrismaClient) {
  return {
    /** The player's attempts (kind 'daily') at this deal, newest first. */
    async attempts(playerId: string, seedHash: string): Promise<Attempt[]> {
      const races = await prisma.race.findMany({
        where: { kind: 'daily', seedHash, seats: { some: { playerId } } },
        select: { id: true, status: true, startedAt: true },
        orderBy: { createdAt: 'desc' },
      })
      return races.map((r) => ({ raceId: r.id, status: r.status, started: r.startedAt !== null }))
    },

    /** Every finished attempt's result at this deal, accounts marked. */
    async results(seedHash: string): Promise<BoardResult[]> {
      const rows = await prisma.result.findMany({
        where: { seedHash, race: { kind: 'daily' } },
        include: {
          player: { select: { id: true, name: true, account: { select: { username: true } } } },
        },
      })
      return rows.map((r) => ({
        raceId: r.raceId,
        player: { id: r.player.id, name: r.player.account?.username ?? r.player.name },
        foundation: r.foundation,
        total: r.total,
        won: r.won,
        timeMs: r.timeMs,
        finishedAt: r.finishedAt,
        account: r.player.account !== null,
      }))
    },

    /** Attempts at this deal under way (started, not over). */
    playing(seedHash: string): Promise<number> {
      return prisma.race.count({
        where: { kind: 'daily', seedHash, status: { in: ['waiting', 'countdown', 'live'] } },
      })
    },

    /** Accounts' finished attempts per deal (seed hash). */
    async finishedCounts(seedHashes: string[]): Promise<Map<string, number>> {
      const groups = await prisma.result.groupBy({
        by: ['seedHash'],
        where: {
          seedHash: { in: seedHashes },
          race: { kind: 'daily' },
          player: { account: { isNot: null } },
        },
        _count: { _all: true },
      })
      return new Map(groups.map((g) => [g.seedHash, g._count._all]))
    },

    /** The player's finished dailies: which deal, and whether it was cleared. */
    async playerResults(
      playerId: string,
    ): Promise<Array<{ game: GameId; seedHash: string; won: boolean }>> {
      const rows = await prisma.result.findMany({
        where: { playerId, race: { kind: 'daily' } },
        select: { game: true, seedHash: true, won: true },
      })
      return rows.map((r) => ({ game: r.game as GameId, seedHash: r.seedHash, won: r.won }))
    },
  }
}

export type DailyStore = ReturnType<typeof createDailyStore>

export function withDailyStore<T extends RaceStore>(store: T, prisma: PrismaClient): T {
  return Object.assign(store, { dailyStore: createDailyStore(prisma) })
}

/** The daily store riding on a database race store; null on a store without one. */
export function dailyStoreOf(store: RaceStore): DailyStore | null {
  return (store as RaceStore & { dailyStore?: DailyStore }).dailyStore ?? null
}
