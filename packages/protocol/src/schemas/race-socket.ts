// A race over Socket.IO: what the client sends, what the server pushes, and the acks.
import { z } from 'zod'
import {
  gameIdSchema,
  progressSchema,
  raceIdSchema,
  raceStatusSchema,
  seatStatusSchema,
} from './common.js'
import { moveSchema } from './move.js'
import { raceResultSchema } from './race-result.js'
import { racePlayerSchema, type RacerRating, type RaceSummary } from './race.js'
import { playerViewSchema, viewPatchSchema } from './view.js'

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
  /** The player's rating in this game and variant ("1500?" while provisional). */
  rating?: RacerRating
  /**
   * Another account on this network (address key) is waiting too: Race anyone never pairs the
   * two (docs/fair-play.md); they may race each other as friends.
   */
  sameNetwork?: true
}
/**
 * To a waiting socket: another account on its network has just joined the queue; the two are
 * never paired (docs/fair-play.md). No name, no game: only that.
 */
export const queueSameNetworkEventSchema = z.object({})

/** GET /api/queue/same-network: another account on the caller's network waits in the queue. */
export const sameNetworkReplySchema = z.object({ waiting: z.boolean() })
export type SameNetworkReply = z.infer<typeof sameNetworkReplySchema>

export const joinPayloadSchema = z.object({
  raceId: raceIdSchema,
  as: z.enum(['player', 'spectator']).optional(),
})
export const raceRefPayloadSchema = z.object({ raceId: raceIdSchema })
/**
 * race:leave. `cancel`: the creator alone in its waiting friend invite calls it off (`aborted`,
 * gone from GET /api/races/mine) instead of keeping its seat; anywhere else it is a plain leave.
 */
export const raceLeavePayloadSchema = raceRefPayloadSchema.extend({
  cancel: z.literal(true).optional(),
})
export const movePayloadSchema = z.object({
  raceId: raceIdSchema,
  move: moveSchema,
  seq: z.number().int().min(1).max(1_000_000),
})
export type JoinPayload = z.infer<typeof joinPayloadSchema>
export type RaceRefPayload = z.infer<typeof raceRefPayloadSchema>
export type MovePayload = z.infer<typeof movePayloadSchema>

// ---- Socket.IO payloads (server → client) ----

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
  /**
   * A ranked race left unrated for both racers: `too-short`, a racer resigned or left before
   * making 10 moves or within 30 s of the start (docs/fair-play.md).
   */
  unrated: z.enum(['too-short']).optional(),
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
