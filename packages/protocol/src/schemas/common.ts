import { GAME_IDS, isPileId, RANKS, SUITS } from '@patience-race/engine'
import { z } from 'zod'
import { ERROR_CODES } from '../errors.js'
import type { RestError } from '../reply.js'

export const gameIdSchema = z.enum(GAME_IDS)
export const raceIdSchema = z
  .string()
  .min(4)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'a race id is letters, digits, - and _')
export const playerIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_:-]+$/, 'a player id is letters, digits, -, _ and :')
/** Two characters, rank then suit ("AS", "TD"): infers the engine's `Card`. */
export const cardSchema = z.templateLiteral([z.enum(RANKS), z.enum(SUITS)])
/**
 * A pile id: on the wire a short string, accepted when some game has that pile (the engine's
 * `isPileId`), so it infers the engine's `PileId`. Which game has it is the engine's call.
 */
export const pileIdSchema = z.string().min(1).max(32).refine(isPileId, 'not a pile id')

export const playerSchema = z.object({ id: playerIdSchema, name: z.string() })
export type Player = z.infer<typeof playerSchema>

export const progressSchema = z.object({
  foundation: z.number().int(),
  total: z.number().int(),
  moves: z.number().int(),
  status: z.enum(['playing', 'won', 'stuck']),
})

/** A player's status in a race: the engine's, or resigned. */
/** `abandoned`: the racer left a live race and the other claimed it (a loss). */
export const seatStatusSchema = z.enum(['playing', 'won', 'stuck', 'resigned', 'abandoned'])
export type SeatStatus = z.infer<typeof seatStatusSchema>

export const raceStatusSchema = z.enum(['waiting', 'countdown', 'live', 'finished', 'aborted'])
export type RaceStatus = z.infer<typeof raceStatusSchema>

/** A REST error's body (the server's error handler): one of the stable codes and a message. */
export const errorBodySchema = z.object({
  error: z.object({ code: z.enum(ERROR_CODES), message: z.string() }),
}) satisfies z.ZodType<RestError>
