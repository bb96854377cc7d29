// Race TV (GET /api/tv): the featured live race, or null when nothing is on.
import { z } from 'zod'
import { raceSummarySchema } from './race.js'

export const tvQuerySchema = z.object({
  /** A race the viewer has just watched end: pick another. */
  after: z.string().max(64).optional(),
})
export const tvReplySchema = z.object({ race: raceSummarySchema.nullable() })
export type TvReply = z.infer<typeof tvReplySchema>
