// A 4xx answer with a wire error code, and the hook that makes a route need a bearer token.
import type { ErrorCode } from '@patience-race/protocol'
import type { FastifyRequest } from 'fastify'
import { bearerToken, type Tokens } from '../auth/tokens.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The bearer token's player id on routes that run `authenticate` ('' elsewhere). */
    playerId: string
  }
}

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

/** `value`, or a 404 NOT_FOUND answer saying `message` when there is none. */
export function found<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw new HttpError(404, 'NOT_FOUND', message)
  return value
}

/**
 * A route's `preValidation` hook: sets `request.playerId` from the bearer token, or answers 401
 * UNAUTHORIZED. It runs after the rate limits and the body parser and before the schemas, so an
 * anonymous request is told 401 whatever its body.
 */
export function authenticate(tokens: Tokens) {
  return async (request: FastifyRequest): Promise<void> => {
    const id = tokens.verify(bearerToken(request.headers.authorization))
    if (!id)
      throw new HttpError(
        401,
        'UNAUTHORIZED',
        'send Authorization: Bearer <token> from POST /api/session',
      )
    request.playerId = id
  }
}
