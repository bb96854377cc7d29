import { z } from 'zod'
import { gameIdSchema, playerSchema } from './common.js'

export const leaderboardParamsSchema = z.object({ game: gameIdSchema })
export const leaderboardQuerySchema = z.object({
  period: z.enum(['day', 'week', 'all']).default('all'),
})
export type LeaderboardPeriod = z.infer<typeof leaderboardQuerySchema>['period']

export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  player: playerSchema,
  foundation: z.number().int(),
  total: z.number().int(),
  won: z.boolean(),
  timeMs: z.number().int(),
  moves: z.number().int(),
  raceId: z.string(),
  at: z.string(),
})
export const leaderboardSchema = z.array(leaderboardRowSchema)
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>

export const playerParamsSchema = z.object({ id: z.string().min(1).max(64) })
export const playerStatsSchema = z.object({
  player: playerSchema,
  races: z.number().int(),
  wins: z.number().int(),
  winRate: z.number(),
  games: z.array(
    z.object({
      game: gameIdSchema,
      races: z.number().int(),
      wins: z.number().int(),
      bestFoundation: z.number().int(),
      total: z.number().int(),
    }),
  ),
  recent: z.array(
    z.object({
      raceId: z.string(),
      game: gameIdSchema,
      foundation: z.number().int(),
      total: z.number().int(),
      won: z.boolean(),
      timeMs: z.number().int(),
      at: z.string(),
    }),
  ),
})
export type PlayerStats = z.infer<typeof playerStatsSchema>

export const healthSchema = z.object({ ok: z.literal(true), db: z.enum(['postgres', 'pglite']) })
export const gamesListSchema = z.array(
  z.object({
    id: gameIdSchema,
    name: z.string(),
    decks: z.number().int(),
    summary: z.string(),
    variants: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })),
  }),
)
