import { BOT_STRENGTHS, OUTCOME_REASONS } from '@patience-race/engine'
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
import { playerViewSchema, viewPatchSchema } from './view.js'

// ---- REST ----

export const botStrengthSchema = z.enum(BOT_STRENGTHS)
export type BotStrength = z.infer<typeof botStrengthSchema>

/**
 * Ranked races are made by the server (queue or bot); races by link or seed are friend races; a
 * ghost race is one person against a recorded run of a finished race (unranked); a daily is one
 * seat on the day's deal, and practice is a past day's deal played again (docs/daily.md).
 */
export const raceKindSchema = z.enum(['ranked', 'friend', 'ghost', 'daily', 'practice'])
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
})
export type RaceSummary = z.infer<typeof raceSummarySchema>

export const listRacesQuerySchema = z.object({
  status: z.enum(['live', 'waiting', 'finished']).default('live'),
})
export const raceListSchema = z.array(raceSummarySchema)

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

// ---- Socket.IO payloads (client → server) ----

/** "Race anyone": wait for an opponent (or a bot) on this game and variant. */
export const queueJoinPayloadSchema = z.object({
  game: gameIdSchema,
  variant: z.string().min(1).max(40).optional(),
  /** A random id the browser keeps in localStorage: two tabs of one browser never meet. */
  deviceId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
})
export type QueueJoinPayload = z.infer<typeof queueJoinPayloadSchema>
export const queueMatchedEventSchema = z.object({ raceId: raceIdSchema })
export type QueueMatchedEvent = z.infer<typeof queueMatchedEventSchema>
export interface QueueJoinOk {
  /** Ms after which a server bot is offered if nobody else comes. */
  botAfterMs: number
}

export const joinPayloadSchema = z.object({
  raceId: raceIdSchema,
  as: z.enum(['player', 'spectator']).optional(),
})
export const raceRefPayloadSchema = z.object({ raceId: raceIdSchema })
export const movePayloadSchema = z.object({
  raceId: raceIdSchema,
  move: moveSchema,
  seq: z.number().int().min(1).max(1_000_000),
})
export type JoinPayload = z.infer<typeof joinPayloadSchema>
export type RaceRefPayload = z.infer<typeof raceRefPayloadSchema>
export type MovePayload = z.infer<typeof movePayloadSchema>

// ---- Socket.IO payloads (server → client) ----

/** Why the winner won, or why nobody did (the engine's `OutcomeReason`, docs/rules.md §5). */
export const outcomeReasonSchema = z.enum(OUTCOME_REASONS)
export type OutcomeReason = z.infer<typeof outcomeReasonSchema>

export const raceResultSchema = z.object({
  seat: z.number().int(),
  player: playerSchema,
  foundation: z.number().int(),
  total: z.number().int(),
  won: z.boolean(),
  status: seatStatusSchema,
  timeMs: z.number().int(),
  moves: z.number().int(),
  /**
   * Race-clock ms of the seat's last foundation increase (when it reached `foundation`): the
   * tie-break of the engine's `raceOutcome` (docs/rules.md §5). Absent in results stored before
   * it was kept.
   */
  foundationAt: z.number().int().optional(),
  /**
   * The seat's place 1..N, decided once by the engine's `raceOutcome` when the race finished and
   * stored with the result (equal seats share a place). Present in every finished race's results.
   */
  place: z.number().int().min(1).optional(),
  /** Why the race was won as it was (the same for every seat); with `place`. */
  outcome: outcomeReasonSchema.optional(),
})
export type RaceResult = z.infer<typeof raceResultSchema>

export const raceStateEventSchema = z.object({
  raceId: raceIdSchema,
  status: raceStatusSchema,
  players: z.array(racePlayerSchema),
  spectators: z.number().int(),
  countdownMs: z.number().int().optional(),
  startedAt: z.string().nullable().optional(),
  /** Server clock when this was sent (ms since epoch), so clients can correct their own clock. */
  serverTime: z.number(),
  timeLimitSec: z.number().int(),
})
export type RaceStateEvent = z.infer<typeof raceStateEventSchema>

export const raceStartedEventSchema = z.object({
  raceId: raceIdSchema,
  startedAt: z.string(),
  view: playerViewSchema.optional(),
  legal: z.array(moveSchema).optional(),
  views: z.record(z.string(), playerViewSchema).optional(),
})
export type RaceStartedEvent = z.infer<typeof raceStartedEventSchema>

export const raceProgressEventSchema = z.object({
  raceId: raceIdSchema,
  seat: z.number().int(),
  progress: progressSchema,
  status: seatStatusSchema,
  at: z.number().int(),
  view: playerViewSchema.optional(),
})
export type RaceProgressEvent = z.infer<typeof raceProgressEventSchema>

/** One seat's progress in a `race:progress-batch`: a `race:progress` without raceId or view. */
export const progressEntrySchema = raceProgressEventSchema.omit({ raceId: true, view: true })
export type ProgressEntry = z.infer<typeof progressEntrySchema>

/**
 * Races of more than two: the other racers' latest progress, coalesced (at most one batch every
 * 150 ms, a finish at once); each entry is applied as a `race:progress` about its seat would be.
 */
export const raceProgressBatchEventSchema = z.object({
  raceId: raceIdSchema,
  events: z.array(progressEntrySchema),
})
export type RaceProgressBatchEvent = z.infer<typeof raceProgressBatchEventSchema>

/** "1512 → 1528 (+16)"; `provisional` while the rating's deviation is high (shown with "?"). */
export const seatRatingSchema = z.object({
  seat: z.number().int(),
  before: z.number().int(),
  after: z.number().int(),
  provisional: z.boolean(),
})
export type SeatRating = z.infer<typeof seatRatingSchema>

export const raceFinishedEventSchema = z.object({
  raceId: raceIdSchema,
  /** Why it ended: both seats finished, the time limit, or nobody moved (aborted). */
  reason: z.enum(['all-finished', 'time-up', 'aborted', 'claimed']).optional(),
  results: z.array(raceResultSchema),
  winnerSeat: z.number().int().optional(),
  /** Absent for a daily attempt: its seed is revealed when its day is over (docs/daily.md). */
  seed: z.string().optional(),
  rematchId: z.string().nullable().optional(),
  /** Ranked races: each human seat's rating in the game and variant, before and after. */
  ratings: z.array(seatRatingSchema).optional(),
})
export type RaceFinishedEvent = z.infer<typeof raceFinishedEventSchema>

/** A racer has been gone for ABANDON_AFTER_MS (left), or is back before a claim (back). */
export const seatAwayEventSchema = z.object({ raceId: raceIdSchema, seat: z.number().int() })
export type SeatAwayEvent = z.infer<typeof seatAwayEventSchema>

export const rematchEventSchema = z.object({ raceId: raceIdSchema, rematchId: raceIdSchema })
export type RematchEvent = z.infer<typeof rematchEventSchema>

/** A racer offers a rematch (the other accepts with race:rematch, or declines). */
export const rematchOfferEventSchema = z.object({ raceId: raceIdSchema, seat: z.number().int() })
export type RematchOfferEvent = z.infer<typeof rematchOfferEventSchema>
/** The offer was declined (by `seat`). */
export const rematchDeclinedEventSchema = z.object({ raceId: raceIdSchema, seat: z.number().int() })
export type RematchDeclinedEvent = z.infer<typeof rematchDeclinedEventSchema>

// ---- Acknowledgement bodies ----

export type PlayerViewWire = z.infer<typeof playerViewSchema>
export type MoveWire = z.infer<typeof moveSchema>

export interface JoinOk {
  role: 'player' | 'spectator'
  seat?: number
  race: RaceSummary
  view?: PlayerViewWire
  legal?: MoveWire[]
  seq?: number
  views?: Record<string, PlayerViewWire>
}
export type ViewPatchWire = z.infer<typeof viewPatchSchema>

/**
 * The ack of a move just applied (the lean move path): only what the move changed in the
 * mover's view, based on the view after `seq - 1`. The client applies the patch, derives the
 * legal moves from its view with the engine and compares `legalCount` (how many the server
 * lists) and `check` (the engine's `viewCheck` of the server's view); on any difference it
 * rejoins for the whole view.
 */
export const moveAckPatchSchema = z.object({
  seq: z.number().int(),
  patch: viewPatchSchema,
  legalCount: z.number().int(),
  check: z.number().int(),
})
/** The ack of a resent seq the server already has: the whole stored view and legal moves. */
export const moveAckFullSchema = z.object({
  seq: z.number().int(),
  view: playerViewSchema,
  legal: z.array(moveSchema),
})
export const moveOkSchema = z.union([moveAckPatchSchema, moveAckFullSchema])
export type MoveOkPatch = z.infer<typeof moveAckPatchSchema>
export type MoveOkFull = z.infer<typeof moveAckFullSchema>
export type MoveOk = MoveOkPatch | MoveOkFull
export interface RematchOk {
  /** Set once both racers asked (the rematch exists); absent while the offer waits. */
  rematchId?: string
  /** True when this call made (or repeated) an offer the other racer has not accepted yet. */
  offered?: boolean
}
