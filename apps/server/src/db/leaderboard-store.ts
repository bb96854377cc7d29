// Leaderboards and player stats. The leaderboard needs "best row per player, then rank the
// bests" (DISTINCT ON + a window), which Prisma's query API cannot express, so it is raw SQL.
import type { GameId } from '@patience-race/engine'
import type { LeaderboardPeriod, LeaderboardRow, PlayerStats } from '@patience-race/protocol'
import type { PrismaClient } from '../generated/prisma/client.js'

const HOUR_MS = 60 * 60 * 1000
const PERIOD_MS: Record<LeaderboardPeriod, number | null> = {
  day: 24 * HOUR_MS,
  week: 7 * 24 * HOUR_MS,
  all: null,
}
const RECENT_RESULTS = 10

interface BestRow {
  rank: number
  player_id: string
  name: string
  race_id: string
  foundation: number
  total: number
  won: boolean
  time_ms: number
  moves: number
  finished_at: Date
}

export function periodStart(period: LeaderboardPeriod, now: Date): Date {
  const span = PERIOD_MS[period]
  return span === null ? new Date(0) : new Date(now.getTime() - span)
}

/**
 * Ranked results only (secret seed, first attempt). Each player's best result counts: most
 * cards on the foundations, then a win, then the shortest time, then the earliest.
 */
export async function leaderboard(
  prisma: PrismaClient,
  game: GameId,
  period: LeaderboardPeriod,
  now: Date,
  limit: number,
): Promise<LeaderboardRow[]> {
  const since = periodStart(period, now)
  const rows = await prisma.$queryRaw<BestRow[]>`
    WITH best AS (
      SELECT DISTINCT ON (r.player_id)
        r.player_id, r.race_id, r.foundation, r.total, r.won, r.time_ms, r.moves, r.finished_at
      FROM results r
      WHERE r.game = ${game} AND r.ranked = true AND r.finished_at >= ${since}
      ORDER BY r.player_id, r.foundation DESC, r.won DESC, r.time_ms ASC, r.finished_at ASC, r.race_id ASC
    )
    SELECT
      (ROW_NUMBER() OVER (
        ORDER BY b.foundation DESC, b.won DESC, b.time_ms ASC, b.finished_at ASC, b.player_id ASC
      ))::int AS rank,
      b.player_id, p.name, b.race_id, b.foundation, b.total, b.won, b.time_ms, b.moves, b.finished_at
    FROM best b
    JOIN players p ON p.id = b.player_id
    ORDER BY rank
    LIMIT ${limit}`
  return rows.map((row) => ({
    rank: row.rank,
    player: { id: row.player_id, name: row.name },
    foundation: row.foundation,
    total: row.total,
    won: row.won,
    timeMs: row.time_ms,
    moves: row.moves,
    raceId: row.race_id,
    at: row.finished_at.toISOString(),
  }))
}

/** Every finished race of the player counts here, ranked or not. Null for an unknown player. */
export async function playerStats(prisma: PrismaClient, id: string): Promise<PlayerStats | null> {
  const player = await prisma.player.findUnique({ where: { id }, select: { id: true, name: true } })
  if (!player) return null
  const [perGame, winsPerGame, recent] = await Promise.all([
    prisma.result.groupBy({
      by: ['game'],
      where: { playerId: id },
      _count: { _all: true },
      _max: { foundation: true, total: true },
      orderBy: { game: 'asc' },
    }),
    prisma.result.groupBy({
      by: ['game'],
      where: { playerId: id, won: true },
      _count: { _all: true },
    }),
    prisma.result.findMany({
      where: { playerId: id },
      orderBy: [{ finishedAt: 'desc' }, { raceId: 'asc' }],
      take: RECENT_RESULTS,
    }),
  ])
  const wins = new Map(winsPerGame.map((row) => [row.game, row._count._all]))
  const games = perGame.map((row) => ({
    game: row.game as GameId,
    races: row._count._all,
    wins: wins.get(row.game) ?? 0,
    bestFoundation: row._max.foundation ?? 0,
    total: row._max.total ?? 0,
  }))
  const races = games.reduce((sum, game) => sum + game.races, 0)
  const won = games.reduce((sum, game) => sum + game.wins, 0)
  return {
    player,
    races,
    wins: won,
    winRate: races === 0 ? 0 : won / races,
    games,
    recent: recent.map((result) => ({
      raceId: result.raceId,
      game: result.game as GameId,
      foundation: result.foundation,
      total: result.total,
      won: result.won,
      timeMs: result.timeMs,
      at: result.finishedAt.toISOString(),
    })),
  }
}
