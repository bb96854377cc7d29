// The daily deal (docs/daily.md): one deal a UTC day per game, numbered from launch day (#1).
import { z } from 'zod'
import { gameIdSchema, playerIdSchema, playerSchema, raceIdSchema } from './common.js'

/** A UTC day, `YYYY-MM-DD`. */
export const dailyDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')

export const dailyDealSchema = z.object({
  /** #1 is launch day. */
  number: z.number().int().min(1),
  date: dailyDateSchema,
  game: gameIdSchema,
  variant: z.string(),
  /** Public from the start of the day: the seed, once revealed, must hash to it. */
  seedHash: z.string(),
  /** Only once the UTC day is over and no attempt at the deal is under way (docs/daily.md). */
  seed: z.string().optional(),
})
export type DailyDeal = z.infer<typeof dailyDealSchema>

/** `GET /api/daily`: today's deals, one per game (no seeds). */
export const dailyTodaySchema = z.array(dailyDealSchema.omit({ seed: true }))

export const dailyGameParamsSchema = z.object({ game: gameIdSchema })
export const dailyDayParamsSchema = z.object({ game: gameIdSchema, date: dailyDateSchema })

/** `POST /api/daily/:game/start` and `POST /api/daily/:game/:date/practice`. */
export const dailyStartReplySchema = z.object({ raceId: raceIdSchema })

export const dailyRowSchema = z.object({
  place: z.number().int().min(1),
  player: playerSchema,
  foundation: z.number().int(),
  total: z.number().int(),
  won: z.boolean(),
  timeMs: z.number().int(),
  raceId: raceIdSchema,
})
export type DailyRow = z.infer<typeof dailyRowSchema>

/** The caller's own attempt at the day's deal. */
export const dailyYouSchema = z.object({
  raceId: raceIdSchema,
  finished: z.boolean(),
  foundation: z.number().int().optional(),
  total: z.number().int().optional(),
  won: z.boolean().optional(),
  timeMs: z.number().int().optional(),
  /** Where the result ranks among the board's (accounts') results, once finished. */
  place: z.number().int().min(1).optional(),
  /** Share of the other results on the board this one beat, 0–100. */
  percentile: z.number().int().min(0).max(100).optional(),
  /** Whether the caller is on the board (an account; guests see where they would be). */
  onBoard: z.boolean(),
})
export type DailyYou = z.infer<typeof dailyYouSchema>

/** `GET /api/daily/:game/:date`: the deal and its board, as much as the caller may see. */
export const dailyDaySchema = z.object({
  deal: dailyDealSchema,
  /**
   * Whether the UTC day is over. The seed and the board for everyone follow once no attempt at
   * the deal is under way (`playing` 0).
   */
  over: z.boolean(),
  /** Accounts' finished attempts, and attempts under way. */
  finished: z.number().int(),
  playing: z.number().int(),
  you: dailyYouSchema.nullable(),
  /** Best first; only to a caller who finished the day's attempt, or once the seed is out. */
  rows: z.array(dailyRowSchema).optional(),
})
export type DailyDay = z.infer<typeof dailyDaySchema>

/** `GET /api/daily/archive`: past days, newest first. */
export const dailyArchiveSchema = z.array(
  dailyDealSchema.extend({ finished: z.number().int() }).omit({ seed: true }),
)

/** `GET /api/daily/races/:id`: which daily a race plays (for its label). */
export const dailyOfRaceSchema = z.object({
  number: z.number().int().min(1),
  date: dailyDateSchema,
  game: gameIdSchema,
  practice: z.boolean(),
})
export type DailyOfRace = z.infer<typeof dailyOfRaceSchema>

export const dailyRaceParamsSchema = z.object({ id: raceIdSchema })

export const dailyStreaksParamsSchema = z.object({ id: playerIdSchema })

/** `GET /api/daily/streaks/:id`: days in a row with a daily played, and won (cleared). */
export const dailyStreaksSchema = z.object({
  played: z.number().int(),
  won: z.number().int(),
  streak: z.number().int(),
  bestStreak: z.number().int(),
  wonStreak: z.number().int(),
  bestWonStreak: z.number().int(),
})
export type DailyStreaks = z.infer<typeof dailyStreaksSchema>
