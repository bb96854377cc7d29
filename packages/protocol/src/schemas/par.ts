// Solver par of a finished race's deal: the most cards perfect play gets home, and the line.
import { z } from 'zod'
import { moveSchema } from './move.js'

/** `proved`: the search was complete, so `cards` is the best any player could do. */
export const parSchema = z.object({
  cards: z.number().int().min(0),
  total: z.number().int().min(1),
  moves: z.number().int().min(0),
  proved: z.boolean(),
})
export type Par = z.infer<typeof parSchema>

/** The replay's par also carries the solver's line, to be played on the same board. */
export const parWithLineSchema = parSchema.extend({ line: z.array(moveSchema) })
export type ParWithLine = z.infer<typeof parWithLineSchema>

/**
 * Where each racer's win slipped away (GET /api/races/:id/analysis, issue 44). Per seat:
 * - `pending`: not analysed yet (the solver pool is on it). `won`: the racer won.
 * - `not-winnable`: the deal was proved lost from the start: nothing slipped.
 * - `unknown`: the solver could not settle the deal (nor this racer's slip) within its budget.
 * - `slipped`: the deal could be won and the racer did not. `moveIndex`: how many of the racer's
 *   moves were played at the last position known to be winnable; the racer's move at that index
 *   (0-based) lost the win (`moveIndex` equal to the racer's move count: the racer stopped with
 *   the win still there). `line`: a winning line from that position. `proved`: the position
 *   before the slip was proved winnable and the one after proved lost; otherwise the win was
 *   lost by `lostBy` at the latest (positions in between were not settled).
 */
export const seatAnalysisSchema = z.object({
  playerId: z.string(),
  status: z.enum(['pending', 'won', 'not-winnable', 'slipped', 'unknown']),
  moveIndex: z.number().int().min(0).optional(),
  lostBy: z.number().int().min(0).optional(),
  proved: z.boolean(),
  line: z.array(moveSchema).optional(),
})
export type SeatAnalysis = z.infer<typeof seatAnalysisSchema>

export const raceAnalysisSchema = z.object({
  raceId: z.string(),
  seats: z.array(seatAnalysisSchema),
})
export type RaceAnalysis = z.infer<typeof raceAnalysisSchema>
