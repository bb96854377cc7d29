// The preValidation hook of every REST route that acts as a player: the guest bearer token,
// else (with accounts, i.e. a database store) the signed-in cookie session, whose writes must
// be same-origin (docs/accounts.md). Without accounts only the bearer token counts.
import type { FastifyRequest } from 'fastify'
import { bearerToken, type Tokens } from '../auth/tokens.js'
import { HttpError } from '../errors/http-error.js'
import type { Services } from '../services.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The bearer token's player id on routes that run `authenticate` ('' elsewhere). */
    playerId: string
  }
}

export function authenticatePlayer(
  deps: Pick<Services, 'tokens' | 'accounts'>,
): (request: FastifyRequest) => Promise<void> {
  return deps.accounts?.authenticate ?? authenticate(deps.tokens)
}

/**
 * A route's `preValidation` hook: sets `request.playerId` from the bearer token, or answers 401
 * UNAUTHORIZED. It runs after the rate limits and the body parser and before the schemas, so an
 * anonymous request is told 401 whatever its body.
 */
function authenticate(tokens: Tokens) {
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
