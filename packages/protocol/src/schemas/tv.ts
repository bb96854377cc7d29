// Race TV (GET /api/tv): the featured live race, or null when nothing is on.
import { z } from 'zod'
import { arenaIdSchema } from './arena.js'
import { raceIdSchema } from './common.js'
import { raceSummarySchema } from './race.js'

export const tvQuerySchema = z.object({
  /** A race the viewer has just watched end: pick another. */
  after: z.string().max(64).optional(),
})
export const tvReplySchema = z.object({
  race: raceSummarySchema.nullable(),
  /**
   * With no race: the caller is still playing a round of this arena, and none of that round's
   * races may be watched by them until theirs is over (NOT_WHILE_RACING, docs/arena.md).
   */
  playing: z.object({ arenaId: arenaIdSchema, raceId: raceIdSchema }).optional(),
})
export type TvReply = z.infer<typeof tvReplySchema>
