// Arenas on the wire (issue 42, docs/arena.md): scheduled same-deal events of several rounds,
// every entrant starting each round's deal at the same moment, scored as duplicate matchpoints.
import { z } from 'zod'
import { gameIdSchema, playerIdSchema, playerSchema, raceIdSchema } from './common.js'
import { parSchema } from './par.js'

export const arenaIdSchema = z
  .string()
  .min(4)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'an arena id is letters, digits, - and _')
export const arenaParamsSchema = z.object({ id: arenaIdSchema })

export const ARENA_STATUSES = ['scheduled', 'live', 'finished'] as const
export const arenaStatusSchema = z.enum(ARENA_STATUSES)
export type ArenaStatus = z.infer<typeof arenaStatusSchema>

/** POST /api/arenas: an account creates one; it starts `startsInSec` from now. */
export const createArenaBodySchema = z.object({
  game: gameIdSchema,
  variant: z.string().min(1).max(40).optional(),
  rounds: z.number().int().min(1).max(10).default(3),
  roundSec: z.number().int().min(60).max(1800).default(300),
  startsInSec: z.number().int().min(5).max(86400).default(60),
  name: z.string().trim().min(1).max(60).optional(),
})
export type CreateArenaBody = z.input<typeof createArenaBodySchema>

/** One row of the standings: points summed over the rounds, then total cards; equals share a place. */
export const arenaStandingSchema = z.object({
  playerId: playerIdSchema,
  name: z.string(),
  points: z.number().int(),
  cards: z.number().int(),
  place: z.number().int(),
  /**
   * The entrant's own finished race of each round (index round − 1), for its replay (sealed until
   * the arena is over); null for a round with none: not played, still under way, or aborted
   * (nobody moved: no replay). Absent from older servers.
   */
  raceIds: z.array(raceIdSchema.nullable()).optional(),
})
export type ArenaStanding = z.infer<typeof arenaStandingSchema>

/** A round started or over: its groups' races, its best result and (once known) its par. */
export const arenaRoundSchema = z.object({
  round: z.number().int(),
  startsAt: z.string(),
  /** When the round's time is up (it may end earlier: every entrant finished). */
  endsAt: z.string(),
  /** The groups' races of this round (every one on the same deal). */
  raceIds: z.array(raceIdSchema),
  /** Most cards on the foundations of the round's entrants (null while nobody finished). */
  best: z.number().int().nullable(),
  /** The solver's par of the round's deal, once the arena is over and it is known. */
  par: parSchema.optional(),
  over: z.boolean(),
})
export type ArenaRound = z.infer<typeof arenaRoundSchema>

export const arenaSchema = z.object({
  id: arenaIdSchema,
  name: z.string(),
  game: gameIdSchema,
  variant: z.string(),
  status: arenaStatusSchema,
  startsAt: z.string(),
  rounds: z.number().int(),
  roundSec: z.number().int(),
  /** 1-based; 0 before the start (the last round's number once finished). */
  round: z.number().int(),
  /** How many entrants have joined. */
  entrants: z.number().int(),
  /** SHA-256 (hex) of each round's seed, committed at creation. */
  seedHashes: z.array(z.string()),
  /** Each round's seed: only once the arena is finished. */
  seeds: z.array(z.string()).optional(),
  standings: z.array(arenaStandingSchema),
  /** Who created it (null: the server's schedule). */
  createdBy: playerSchema.nullable(),
  /**
   * Made by a player: not listed for others (only its creator and entrants see it in the list),
   * reached by its link. The schedule's arenas are public. Absent from older servers.
   */
  private: z.boolean().optional(),
  /** The rounds started so far. */
  roundList: z.array(arenaRoundSchema),
  /** The caller is an entrant (false without a token or session). */
  joined: z.boolean(),
  /** The caller's race of the current round, while it runs (entrants only). */
  raceId: raceIdSchema.nullable(),
  /** The leader's race of the current round (to watch), while a round runs. */
  leaderRaceId: raceIdSchema.nullable(),
})
export type Arena = z.infer<typeof arenaSchema>

/** POST /api/arenas (201), GET /api/arenas/:id. */
export const arenaReplySchema = z.object({ arena: arenaSchema })
export type ArenaReply = z.infer<typeof arenaReplySchema>

/**
 * What joining or leaving changed, without the standings (at 1,000 entrants a large table for
 * every join): the page has those from `arena:standings`, pushed after the change, or from GET.
 */
export const arenaEntrySchema = arenaSchema.pick({ id: true, entrants: true, joined: true })
export type ArenaEntry = z.infer<typeof arenaEntrySchema>

/** POST/DELETE /api/arenas/:id/join. */
export const arenaEntryReplySchema = z.object({ arena: arenaEntrySchema })
export type ArenaEntryReply = z.infer<typeof arenaEntryReplySchema>

/** GET /api/arenas: scheduled and live first (soonest first), then the recently finished. */
export const arenaListReplySchema = z.object({ arenas: z.array(arenaSchema) })
export type ArenaListReply = z.infer<typeof arenaListReplySchema>

/** `arena:watch` / `arena:unwatch`: a page showing an arena hears its standings by socket. */
export const arenaWatchPayloadSchema = z.object({ arenaId: arenaIdSchema })
export type ArenaWatchPayload = z.infer<typeof arenaWatchPayloadSchema>

/** `arena:round`: to each entrant's sockets at a round's start (and on reconnect during it). */
export const arenaRoundEventSchema = z.object({
  arenaId: arenaIdSchema,
  round: z.number().int(),
  raceId: raceIdSchema,
  endsAt: z.string(),
})
export type ArenaRoundEvent = z.infer<typeof arenaRoundEventSchema>

/**
 * `arena:standings`: the top 20 (and an entrant's own row), at most once a second, to the
 * entrants and to the sockets watching the arena (`arena:watch`; no own row for them).
 */
export const arenaStandingsEventSchema = z.object({
  arenaId: arenaIdSchema,
  round: z.number().int(),
  standings: z.array(arenaStandingSchema),
  /** The receiving entrant's own row (also when outside the top 20). */
  you: arenaStandingSchema.optional(),
  entrants: z.number().int().optional(),
})
export type ArenaStandingsEvent = z.infer<typeof arenaStandingsEventSchema>

/** `arena:finished`: the final standings (all entrants) and every round's seed. */
export const arenaFinishedEventSchema = z.object({
  arenaId: arenaIdSchema,
  standings: z.array(arenaStandingSchema),
  seeds: z.array(z.string()),
})
export type ArenaFinishedEvent = z.infer<typeof arenaFinishedEventSchema>
