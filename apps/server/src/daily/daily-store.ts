// The database side of the daily deal: attempts are one-seat races of kind 'daily' on the day's
// deal (found by its seed hash), their results the board. Built from the database under the race
// store (db/database.ts), as accounts' stores are.
import type { GameId } from '@patience-race/engine'
import { Prisma, type PrismaClient } from '#generated/prisma/client'
import { accountResultSql, boardName, onAccountBoard } from '../db/account-boards.js'
import { RUNNING_STATES, type RaceState } from '../races/lifecycle/race-lifecycle.js'
import { daily } from '../races/formats/daily.js'
import { featureStore } from '../db/database.js'

export interface Attempt {
  raceId: string
  status: RaceState
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
        where: { kind: daily.kind, seedHash, seats: { some: { playerId } } },
        select: { id: true, status: true, startedAt: true },
        orderBy: { createdAt: 'desc' },
      })
      return races.map((r) => ({ raceId: r.id, status: r.status, started: r.startedAt !== null }))
    },

    /**
     * Every finished attempt's result at this deal, accounts' marked (a deleted account's from
     * before the deletion too, as "deleted player": db/account-boards.ts).
     */
    async results(seedHash: string): Promise<BoardResult[]> {
      const rows = await prisma.result.findMany({
        where: { seedHash, race: { kind: daily.kind } },
        include: {
          player: {
            select: {
              id: true,
              name: true,
              accountDeletedAt: true,
              account: { select: { username: true } },
            },
          },
        },
      })
      return rows.map((r) => ({
        raceId: r.raceId,
        player: { id: r.player.id, name: boardName(r.player) },
        foundation: r.foundation,
        total: r.total,
        won: r.won,
        timeMs: r.timeMs,
        finishedAt: r.finishedAt,
        account: onAccountBoard(r.player, r.finishedAt),
      }))
    },

    /** Attempts at this deal under way (started, not over). */
    playing(seedHash: string): Promise<number> {
      return prisma.race.count({
        where: { kind: daily.kind, seedHash, status: { in: [...RUNNING_STATES] } },
      })
    },

    /** Finished attempts per deal (seed hash) that stand on its board. */
    async finishedCounts(seedHashes: string[]): Promise<Map<string, number>> {
      if (seedHashes.length === 0) return new Map()
      const groups = await prisma.$queryRaw<Array<{ seed_hash: string; n: number }>>`
        SELECT r.seed_hash, COUNT(*)::int AS n
        FROM results r JOIN races ra ON ra.id = r.race_id
        WHERE r.seed_hash IN (${Prisma.join(seedHashes)}) AND ra.kind = ${daily.kind} AND ${accountResultSql}
        GROUP BY r.seed_hash`
      return new Map(groups.map((g) => [g.seed_hash, g.n]))
    },

    /** The player's finished dailies: which deal, and whether it was cleared. */
    async playerResults(
      playerId: string,
    ): Promise<Array<{ game: GameId; seedHash: string; won: boolean }>> {
      const rows = await prisma.result.findMany({
        where: { playerId, race: { kind: daily.kind } },
        select: { game: true, seedHash: true, won: true },
      })
      return rows.map((r) => ({ game: r.game as GameId, seedHash: r.seedHash, won: r.won }))
    },
  }
}

export type DailyStore = ReturnType<typeof createDailyStore>

/** The daily store on a database store; null on a store without one (memory). */
export const dailyStoreOf = featureStore(createDailyStore)
