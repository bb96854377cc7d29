// Every inbound payload (socket events and REST bodies alike) is parsed with its protocol schema
// here, after refusing control characters; a failure names the first field at fault.
import {
  CONTROL_CHARACTER_MESSAGE,
  controlCharacterPath,
  err,
  type Err,
} from '@patience-race/protocol'
import type { ZodType } from 'zod'

export function parsePayload<T>(schema: ZodType<T>, payload: unknown): { ok: true; data: T } | Err {
  // No string may hold a control character, whatever the schema says (control-characters.ts).
  const control = controlCharacterPath(payload)
  if (control !== null)
    return err('BAD_PAYLOAD', `${control || 'payload'}: ${CONTROL_CHARACTER_MESSAGE}`)
  const parsed = schema.safeParse(payload)
  if (parsed.success) return { ok: true, data: parsed.data }
  const issue = parsed.error.issues[0]
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
  return err('BAD_PAYLOAD', `${where}${issue?.message ?? 'invalid payload'}`)
}
