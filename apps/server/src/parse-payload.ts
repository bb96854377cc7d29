// Every inbound payload (socket events and REST bodies alike) is parsed with its protocol schema
// here; a failure names the first field at fault.
import { err, type Err } from '@patience-race/protocol'
import type { ZodType } from 'zod'

export function parsePayload<T>(schema: ZodType<T>, payload: unknown): { ok: true; data: T } | Err {
  const parsed = schema.safeParse(payload)
  if (parsed.success) return { ok: true, data: parsed.data }
  const issue = parsed.error.issues[0]
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
  return err('BAD_PAYLOAD', `${where}${issue?.message ?? 'invalid payload'}`)
}
