import type { PlayerView, ViewPatch } from '@patience-race/engine'
import { z } from 'zod'
import { cardSchema, gameIdSchema, pileIdSchema } from './common.js'

/**
 * The engine's PlayerView (docs/engine.md): visible cards only, hidden ones as counts. Pinned to
 * the engine's type: a field that drifts on either side fails the build.
 */
export const playerViewSchema = z.object({
  game: gameIdSchema,
  variant: z.string(),
  piles: z.partialRecord(pileIdSchema, z.array(cardSchema)),
  hidden: z.partialRecord(pileIdSchema, z.number().int()),
  stockCount: z.number().int(),
  workspaceHome: pileIdSchema.nullable(),
  peek: z.partialRecord(pileIdSchema, cardSchema),
  redealsLeft: z.number().int().nullable(),
  foundation: z.number().int(),
  total: z.number().int(),
  moves: z.number().int(),
  status: z.enum(['playing', 'won', 'stuck']),
}) satisfies z.ZodType<PlayerView>

/**
 * What one move changed in the mover's view (the engine's ViewPatch, issue 14's lean move
 * path): the new contents of the piles it touched (a card it turned up included), changed
 * face-down counts, changed peeks (`null`: gone), any other changed field, and always the
 * progress fields `foundation`, `moves` and `status`.
 */
export const viewPatchSchema = z.object({
  piles: z.partialRecord(pileIdSchema, z.array(cardSchema)).optional(),
  hidden: z.partialRecord(pileIdSchema, z.number().int()).optional(),
  peek: z.partialRecord(pileIdSchema, cardSchema.nullable()).optional(),
  stockCount: z.number().int().optional(),
  workspaceHome: pileIdSchema.nullable().optional(),
  redealsLeft: z.number().int().nullable().optional(),
  foundation: z.number().int(),
  moves: z.number().int(),
  status: z.enum(['playing', 'won', 'stuck']),
}) satisfies z.ZodType<ViewPatch>
