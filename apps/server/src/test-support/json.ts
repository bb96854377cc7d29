// Reading a JSON body in a test: parsed with the protocol's zod schema, so it is typed and
// checked (the server serializes through the same schema, so nothing is lost).
import type { z } from 'zod'

/** An inject reply's JSON body as `schema` reads it. */
export function json<T>(res: { json(): unknown }, schema: z.ZodType<T>): T {
  return schema.parse(res.json())
}
