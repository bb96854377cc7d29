// The leaderboards of one game and variant. Ranked: results of ranked races (not flagged, the
// seat moved) of players with an account, ordered by the player's Glicko-2 rating in the game,
// then by best result. Friend races: every result of a race on the casual boards (friend and ghost
// races) whose seat moved, best first, labelled unverified by the client. "Best row per player, then rank the bests" (DISTINCT ON + a window) is raw SQL.
import { isProvisional, PROVISIONAL_RD } from '../races/ending/rating.js'
import type { LeaderboardRow } from '@patience-race/protocol'
import { Prisma, type PrismaClient } from '#generated/prisma/client'
import { periodStart } from './leaderboard-store.js'
import { accountResultSql, boardNameSql } from './account-boards.js'
import type { LeaderboardQuery } from '../races/ports.js'
import { kindsWhere } from '../races/formats/formats.js'

const CASUAL_KINDS = kindsWhere((format) => format.board === 'casual')

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
  rating: number | null
  rd: number | null
}

export async function leaderboardRows(
  prisma: PrismaClient,
  query: LeaderboardQuery,
): Promise<LeaderboardRow[]> {
  const { game, variant, kind, limit } = query
  const since = periodStart(query.period, query.now)
  // The board asked for (ranked or friend races), not a race's kind.
  const rankedBoard = kind === 'ranked'
  const which = rankedBoard
    ? // Ranked boards list accounts only (issue 21): guests' and bots' rows stay off; a deleted
      // account's results stay, as "deleted player" (db/account-boards.ts).
      Prisma.sql`r.ranked = true AND ${accountResultSql}`
    : // Ghost races count as friend races for the challenger; the replayed run is not a player.
      Prisma.sql`r.ranked = false AND r.flagged = false AND r.moves > 0 AND ra.kind IN (${Prisma.join(CASUAL_KINDS)}) AND r.player_id NOT LIKE 'ghost:%'`
  const order = rankedBoard
    ? Prisma.sql`(COALESCE(g.rd, 500) >= ${PROVISIONAL_RD}) ASC, COALESCE(g.rating, 1500) DESC, b.foundation DESC, b.won DESC, b.time_ms ASC, b.finished_at ASC, b.player_id ASC`
    : Prisma.sql`b.foundation DESC, b.won DESC, b.time_ms ASC, b.finished_at ASC, b.player_id ASC`
  const rows = await prisma.$queryRaw<BestRow[]>`
    WITH best AS (
      SELECT DISTINCT ON (r.player_id)
        r.player_id, r.race_id, r.foundation, r.total, r.won, r.time_ms, r.moves, r.finished_at
      FROM results r
      JOIN races ra ON ra.id = r.race_id
      WHERE r.game = ${game} AND r.variant = ${variant} AND r.finished_at >= ${since} AND ${which}
      ORDER BY r.player_id, r.foundation DESC, r.won DESC, r.time_ms ASC, r.finished_at ASC, r.race_id ASC
    )
    SELECT
      (ROW_NUMBER() OVER (ORDER BY ${order}))::int AS rank,
      b.player_id, ${boardNameSql} AS name, b.race_id, b.foundation, b.total, b.won, b.time_ms, b.moves, b.finished_at,
      g.rating, g.rd
    FROM best b
    JOIN players p ON p.id = b.player_id
    LEFT JOIN ratings g ON g.player_id = b.player_id AND g.game = ${game} AND g.variant = ${variant}
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
    ...(rankedBoard
      ? {
          rating: Math.round(row.rating ?? 1500),
          provisional: isProvisional(row.rd ?? 500),
        }
      : {}),
  }))
}
