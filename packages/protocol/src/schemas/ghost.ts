// Ghost races (POST /api/races/:id/ghost): race a recorded run of a finished race.
import { z } from 'zod'
import { raceIdSchema } from './common.js'

export const ghostBodySchema = z.strictObject({
  /** The seat of the finished race whose run to race. */
  seat: z.number().int().min(0).max(7),
})
export type GhostBody = z.infer<typeof ghostBodySchema>

export const ghostReplySchema = z.object({ raceId: raceIdSchema })
export type GhostReply = z.infer<typeof ghostReplySchema>
