// A REST route's schema block: its OpenAPI summary, then what it reads (params, querystring,
// body) and what it replies, each as the protocol's zod schema. The parts keep their types, so
// the zod type provider still types the handler's request and reply from them.
import type { FastifySchema } from 'fastify'

type Parts = Omit<FastifySchema, 'summary' | 'response'>

/** `{ schema: { summary, ...parts, response } }`, in that key order (the OpenAPI document's). */
export function routeDoc<const R, const P extends Parts = Record<never, never>>(
  summary: string,
  response: R,
  parts?: P,
) {
  return { schema: { summary, ...(parts as P), response } }
}
