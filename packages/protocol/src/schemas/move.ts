import { z } from 'zod'
import { pileIdSchema } from './common.js'

/**
 * The shape of an engine move (docs/engine.md). Shape only: whether it is legal is the
 * engine's decision, made on the server.
 */
export const cardMoveSchema = z.strictObject({
  from: pileIdSchema,
  to: pileIdSchema,
  count: z.number().int().min(1).max(104).optional(),
  index: z.number().int().min(0).max(103).optional(),
})
export const actionMoveSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('draw') }),
  z.strictObject({ action: z.literal('turn') }),
  z.strictObject({ action: z.literal('deal') }),
  z.strictObject({
    action: z.literal('redeal'),
    order: z.array(pileIdSchema).max(16).optional(),
  }),
  z.strictObject({
    action: z.literal('reorder'),
    order: z.array(z.number().int().min(0).max(103)).max(104),
  }),
])
export const moveSchema = z.union([cardMoveSchema, actionMoveSchema])
export type WireMove = z.infer<typeof moveSchema>
