import { z } from 'zod'
import { gameIdSchema, playerIdSchema, playerSchema } from './common.js'
import { parSchema } from './par.js'
import { raceKindSchema } from './race.js'
import { runFields } from './race-result.js'

export const leaderboardParamsSchema = z.object({ game: gameIdSchema })
export const leaderboardQuerySchema = z.object({
  period: z.enum(['day', 'week', 'all']).default('all'),
  /** Defaults to the game's first variant. */
  variant: z.string().min(1).max(40).optional(),
  /** Ranked races (rating, then best results) or friend races (unverified). */
  kind: z.enum(['ranked', 'friends']).default('ranked'),
})
export type LeaderboardPeriod = z.infer<typeof leaderboardQuerySchema>['period']
export type LeaderboardKind = z.infer<typeof leaderboardQuerySchema>['kind']

export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  ...runFields,
  timeMs: z.number().int(),
  moves: z.number().int(),
  raceId: z.string(),
  at: z.string(),
  /** Ranked boards: the player's Glicko-2 rating in this game (rounded). */
  rating: z.number().optional(),
  /** Ranked boards: the rating is provisional (few races yet): shown with "?", listed last. */
  provisional: z.boolean().optional(),
})
export const leaderboardSchema = z.array(leaderboardRowSchema)
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>

export const playerParamsSchema = z.object({ id: playerIdSchema })
export const playerStatsSchema = z.object({
  player: playerSchema,
  races: z.number().int(),
  wins: z.number().int(),
  winRate: z.number(),
  /** Totals and bests per game and variant, by game then variant id. */
  games: z.array(
    z.object({
      game: gameIdSchema,
      variant: z.string(),
      races: z.number().int(),
      /** Boards cleared. */
      wins: z.number().int(),
      bestFoundation: z.number().int(),
      total: z.number().int(),
      /** The quickest clear, when there was one. */
      fastestClearMs: z.number().int().optional(),
    }),
  ),
  /** Finished arenas played (docs/arena.md): how many, the best final place, places 1–3. */
  arenas: z
    .object({
      played: z.number().int(),
      bestPlace: z.number().int(),
      podiums: z.number().int(),
    })
    .optional(),
  /** The opponents met most, with this player's race wins, losses and ties against each. */
  headToHead: z
    .array(
      z.object({
        opponent: playerSchema,
        won: z.number().int(),
        lost: z.number().int(),
        tie: z.number().int(),
      }),
    )
    .optional(),
  recent: z.array(
    z.object({
      raceId: z.string(),
      game: gameIdSchema,
      foundation: z.number().int(),
      total: z.number().int(),
      /** The board was cleared (every card on the foundations). */
      won: z.boolean(),
      timeMs: z.number().int(),
      at: z.string(),
      /** Race-clock ms when this player reached `foundation` (the tie-break), when known. */
      foundationAt: z.number().int().optional(),
      /** The other racer, their count and when they reached it; absent for a race without one. */
      opponent: z
        .object({
          player: playerSchema,
          foundation: z.number().int(),
          foundationAt: z.number().int().optional(),
        })
        .optional(),
      /** The race's outcome for this player, by the engine's `raceOutcome` (docs/rules.md §5). */
      outcome: z.enum(['won', 'lost', 'tie']).optional(),
      /** A ranked race (made by the server), a friend race or a ghost race; whether this counts. */
      kind: raceKindSchema.optional(),
      ranked: z.boolean().optional(),
      /** The deal's solver par, once it is known. */
      par: parSchema.optional(),
    }),
  ),
  /** Races won against the opponent (the race's winner); `wins` counts cleared boards. */
  raceWins: z.number().int().optional(),
  /** Boards cleared (same as `wins`, named for what it counts). */
  clears: z.number().int().optional(),
  /** Days in a row with a finished race (UTC), and races won in a row: now and at best. */
  streaks: z
    .object({
      days: z.object({ current: z.number().int(), best: z.number().int() }),
      wins: z.object({ current: z.number().int(), best: z.number().int() }),
    })
    .optional(),
  /** Ranked ratings per game and variant, with their history (the rating after each race). */
  ratings: z
    .array(
      z.object({
        game: gameIdSchema,
        variant: z.string(),
        rating: z.number().int(),
        provisional: z.boolean(),
        races: z.number().int(),
        history: z.array(z.object({ at: z.string(), rating: z.number().int() })),
      }),
    )
    .optional(),
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
