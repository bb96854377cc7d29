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
