// A race over REST: its kinds, creating one, its summary and route, and its replay.
import { BOT_STRENGTHS } from '@patience-race/engine'
import { z } from 'zod'
import {
  gameIdSchema,
  playerSchema,
  progressSchema,
  raceIdSchema,
  raceStatusSchema,
  seatStatusSchema,
} from './common.js'
import { moveSchema } from './move.js'
import { parSchema, parWithLineSchema } from './par.js'
import { raceResultSchema } from './race-result.js'

// ---- REST ----

export const botStrengthSchema = z.enum(BOT_STRENGTHS)
export type BotStrength = z.infer<typeof botStrengthSchema>

/**
 * Ranked races are made by the server (queue or bot); races by link or seed are friend races; a
 * ghost race is one person against a recorded run of a finished race (unranked); a daily is one
 * seat on the day's deal, and practice is a past day's deal played again (docs/daily.md); an
 * arena race is one group of an arena's round (docs/arena.md).
 */
export const raceKindSchema = z.enum(['ranked', 'friend', 'ghost', 'daily', 'practice', 'arena'])
export type RaceKind = z.infer<typeof raceKindSchema>

/** How long events to spectators are held back. */
export const spectatorDelaySchema = z.union([z.literal(0), z.literal(15), z.literal(60)])

export const createRaceBodySchema = z.object({
  game: gameIdSchema,
  variant: z.string().min(1).max(40).optional(),
  seed: z.string().min(1).max(128).optional(),
  timeLimitSec: z.number().int().min(30).max(3600).optional(),
  /** A server bot takes the other seat and is ready at once; such a race is ranked. */
  opponent: z.strictObject({ bot: botStrengthSchema }).optional(),
  /** Whether anyone but the racers may watch (default yes). */
  spectators: z.boolean().optional(),
  spectatorDelaySec: spectatorDelaySchema.optional(),
  /** Seats of a friend race, 2 to 8 (default 2); a race with a bot opponent has 2. */
  seats: z.number().int().min(2).max(8).optional(),
})
export type CreateRaceBody = z.infer<typeof createRaceBodySchema>

export const createRaceReplySchema = z.object({
  raceId: raceIdSchema,
  game: gameIdSchema,
  variant: z.string(),
  seedHash: z.string(),
  seedKnown: z.boolean(),
  url: z.string(),
})
export type CreateRaceReply = z.infer<typeof createRaceReplySchema>

export const raceParamsSchema = z.object({ id: raceIdSchema })

/** Which server runs a race (cluster mode: its owner's public URL). */
export const raceRouteSchema = z.object({ raceId: raceIdSchema, node: z.string(), url: z.string() })
export type RaceRoute = z.infer<typeof raceRouteSchema>

/**
 * GET /api/node: the node that answered and its public URL; its sockets are at
 * `<url path>/socket.io/` (one process: `node: "single"`, the page's origin, `/socket.io/`).
 */
export const nodeInfoSchema = z.object({ node: z.string(), url: z.string() })

/** A racer's rating in the race's game and variant before it ends; `provisional`: shown "1500?". */
export const racerRatingSchema = z.object({
  rating: z.number().int(),
  provisional: z.boolean(),
})
export type RacerRating = z.infer<typeof racerRatingSchema>

/**
 * What a racer's rating would change by for a win, a tie and a loss ("win +8 / lose −8"), worked
 * out by the server with the model that rates the result.
 */
export const ratingStakesSchema = z.object({
  win: z.number().int(),
  draw: z.number().int(),
  lose: z.number().int(),
})
export type RatingStakes = z.infer<typeof ratingStakesSchema>

export const racePlayerSchema = z.object({
  seat: z.number().int(),
  player: playerSchema,
  ready: z.boolean(),
  status: seatStatusSchema,
  progress: progressSchema,
  /** Presence: a socket of this racer is connected to the race (bots always are). */
  online: z.boolean().optional(),
  /** When the racer's last socket went away (ISO), while it is away. */
  offlineSince: z.string().nullable().optional(),
  /** Ranked races not over yet: the racer's current rating (a bot's is its measured one). */
  rating: racerRatingSchema.optional(),
  /** Ranked races not over yet, people only: what the result would change the rating by. */
  stakes: ratingStakesSchema.optional(),
})
export type RacePlayer = z.infer<typeof racePlayerSchema>

/** A finished race's place of each seat, 1..N by the one outcome rule (equal seats share one). */
export const seatPlaceSchema = z.object({ seat: z.number().int(), place: z.number().int() })

export const raceSummarySchema = z.object({
  raceId: raceIdSchema,
  game: gameIdSchema,
  variant: z.string(),
  seedHash: z.string(),
  seedKnown: z.boolean(),
  seed: z.string().optional(),
  status: raceStatusSchema,
  timeLimitSec: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  rematchOf: z.string().nullable(),
  rematchId: z.string().nullable(),
  /** The seat whose rematch offer waits for an answer (a finished race the server still holds). */
  rematchOfferBy: z.number().int().nullable().optional(),
  players: z.array(racePlayerSchema),
  /** How many seats the race has (2 to 8; taken or free). */
  seats: z.number().int(),
  /** Once finished: every seat's place. */
  places: z.array(seatPlaceSchema).optional(),
  spectators: z.number().int(),
  kind: raceKindSchema,
  spectatorsAllowed: z.boolean(),
  spectatorDelaySec: z.number().int(),
  /** How long a racer may be gone from a live race before the others may claim it. */
  abandonAfterMs: z.number().int().optional(),
  /** A finished race's solver par, once it is known (never sent before the race is over). */
  par: parSchema.optional(),
  /**
   * A friend invite whose creator has been gone INVITE_IDLE_MS: joining it would answer
   * INVITE_EXPIRED (absent otherwise).
   */
  inviteExpired: z.boolean().optional(),
  /** An arena race: its arena and round (its seedHash is the arena's seedHashes[round - 1]). */
  arenaId: z.string().optional(),
  round: z.number().int().optional(),
})
export type RaceSummary = z.infer<typeof raceSummarySchema>

export const listRacesQuerySchema = z.object({
  status: z.enum(['live', 'waiting', 'finished']).default('live'),
})
export const raceListSchema = z.array(raceSummarySchema)

/**
 * GET /api/races/mine: one unfinished race (waiting, countdown or live) in which the caller
 * holds a seat and is still in — the lobby's "back to it" links. A summary only: never a seed,
 * a card or a board.
 */
export const ownRaceSchema = z.object({
  raceId: raceIdSchema,
  kind: raceKindSchema,
  game: gameIdSchema,
  variant: z.string(),
  status: z.enum(['waiting', 'countdown', 'live']),
  /** How many seats the race has (taken or free). */
  seats: z.number().int(),
  /** Who sits in it, the caller too, by seat. */
  players: z.array(z.object({ seat: z.number().int(), player: playerSchema })),
  createdAt: z.string(),
})
export type OwnRace = z.infer<typeof ownRaceSchema>
/** Newest first, at most 10. */
export const ownRacesSchema = z.array(ownRaceSchema)

export const replayMoveSchema = z.object({ move: moveSchema, at: z.number().int() })
export const replaySchema = z.object({
  raceId: raceIdSchema,
  kind: raceKindSchema.optional(),
  game: gameIdSchema,
  variant: z.string(),
  seed: z.string(),
  seedHash: z.string(),
  startedAt: z.string().nullable(),
  players: z.array(
    z.object({ seat: z.number().int(), player: playerSchema, moves: z.array(replayMoveSchema) }),
  ),
  results: z.array(z.lazy(() => raceResultSchema)),
  /** The deal's solver par and line, once it is known. */
  par: parWithLineSchema.optional(),
})
export type Replay = z.infer<typeof replaySchema>
