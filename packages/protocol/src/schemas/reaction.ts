// Reactions (race:react → race:reaction): a small fixed set, never free text.
import { z } from 'zod'
import { raceIdSchema } from './common.js'

export const REACTIONS = ['good-luck', 'well-played', 'wow', 'gg'] as const
export const reactionSchema = z.enum(REACTIONS)
export type Reaction = z.infer<typeof reactionSchema>

export const reactPayloadSchema = z.object({ raceId: raceIdSchema, reaction: reactionSchema })
export type ReactPayload = z.infer<typeof reactPayloadSchema>

/** Who sent it: a racer by seat, or a spectator (by name when signed in). */
export const reactionEventSchema = z.object({
  raceId: raceIdSchema,
  reaction: reactionSchema,
  seat: z.number().int().min(0).nullable(),
  name: z.string().max(64).nullable(),
})
export type ReactionEvent = z.infer<typeof reactionEventSchema>
