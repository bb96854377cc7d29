import type { ErrorCode } from '@patience-race/protocol'
import type { FastifyRequest } from 'fastify'
import type { ZodType } from 'zod'
import { bearerToken, type Tokens } from '../auth/tokens.js'
import { parsePayload } from '../parse-payload.js'

/** A 4xx answer: the error handler sends `{ error: { code, message } }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message)
  }
}

/** Parses request input with a protocol schema; 400 BAD_PAYLOAD on failure. */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const parsed = parsePayload(schema, input ?? {})
  if (!parsed.ok) throw new HttpError(400, parsed.error.code, parsed.error.message)
  return parsed.data
}

/** The player id of the bearer token; 401 UNAUTHORIZED without a valid one. */
export function requirePlayer(request: FastifyRequest, tokens: Tokens): string {
  const id = tokens.verify(bearerToken(request.headers.authorization))
  if (!id)
    throw new HttpError(
      401,
      'UNAUTHORIZED',
      'send Authorization: Bearer <token> from POST /api/session',
    )
  return id
}
