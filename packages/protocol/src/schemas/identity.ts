import { z } from 'zod'
import { playerSchema } from './common.js'

/** Names: 1–24 printable characters after trimming (docs/protocol.md). */
export const playerNameSchema = z
  .string()
  .trim()
  .min(1, 'a name needs at least one character')
  .max(24, 'a name has at most 24 characters')
  .regex(/^[^\p{C}]+$/u, 'a name may only hold printable characters')

export const createSessionBodySchema = z.object({ name: playerNameSchema })
export type CreateSessionBody = z.infer<typeof createSessionBodySchema>

export const sessionReplySchema = z.object({ token: z.string(), player: playerSchema })
export type SessionReply = z.infer<typeof sessionReplySchema>
