import { z } from 'zod'
import { cardSchema, gameIdSchema, pileIdSchema } from './common.js'

/** The engine's PlayerView (docs/engine.md): visible cards only, hidden ones as counts. */
export const playerViewSchema = z.object({
  game: gameIdSchema,
  variant: z.string(),
  piles: z.record(pileIdSchema, z.array(cardSchema)),
  hidden: z.record(pileIdSchema, z.number().int()),
  stockCount: z.number().int(),
  workspaceHome: pileIdSchema.nullable(),
  peek: z.record(pileIdSchema, cardSchema),
  redealsLeft: z.number().int().nullable(),
  foundation: z.number().int(),
  total: z.number().int(),
  moves: z.number().int(),
  status: z.enum(['playing', 'won', 'stuck']),
})
