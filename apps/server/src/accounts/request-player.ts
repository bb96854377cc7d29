// Who is asking: a guest's bearer token or a signed-in cookie session, resolved the same way
// for every REST route that needs a player. (Sockets: Sessions.fromCookieHeader.)
import type { FastifyRequest } from 'fastify'
import { bearerToken, type Tokens } from '../auth/tokens.js'
import { HttpError } from '../errors/http-error.js'
import { isSameOrigin } from './same-origin.js'
import type { Sessions } from './sessions.js'

export interface RequestPlayerDeps {
  tokens: Tokens
  sessions: Sessions
  /** Whether the player's account was deleted: its guest token is void for good. */
  isRetired(playerId: string): Promise<boolean>
  /** Origins besides the request's own that may send cookie-authenticated writes. */
  extraOrigins: readonly string[]
}

/**
 * The bearer token's player (401 SESSION_REVOKED when its account was deleted), else the cookie
 * session's, else null.
 */
export async function playerFromRequest(
  request: FastifyRequest,
  deps: RequestPlayerDeps,
): Promise<string | null> {
  const header = request.headers.authorization
  if (header) return guestFromRequest(request, deps)
  return deps.sessions.fromRequest(request)
}

/** The bearer token's player, or null; 401 SESSION_REVOKED when its account was deleted. */
export async function guestFromRequest(
  request: FastifyRequest,
  deps: Pick<RequestPlayerDeps, 'tokens' | 'isRetired'>,
): Promise<string | null> {
  const id = deps.tokens.verify(bearerToken(request.headers.authorization))
  if (id && (await deps.isRetired(id))) throw revoked()
  return id
}

/** The bearer token's player, or 401 (UNAUTHORIZED, or SESSION_REVOKED for a retired one). */
export function authenticateGuest(deps: Pick<RequestPlayerDeps, 'tokens' | 'isRetired'>) {
  return async (request: FastifyRequest): Promise<void> => {
    const id = await guestFromRequest(request, deps)
    if (!id)
      throw new HttpError(
        401,
        'UNAUTHORIZED',
        'send Authorization: Bearer <token> from POST /api/session',
      )
    request.playerId = id
  }
}

function revoked(): HttpError {
  return new HttpError(401, 'SESSION_REVOKED', "this player's account was deleted")
}

/**
 * A route's `preValidation` hook, in place of `authenticate(tokens)`: sets `request.playerId`
 * from the bearer token or the session cookie (a cookie write must be same-origin: 403
 * FORBIDDEN), or answers 401 UNAUTHORIZED.
 */
export function authenticatePlayer(deps: RequestPlayerDeps) {
  return async (request: FastifyRequest): Promise<void> => {
    const usesCookie = !request.headers.authorization
    if (usesCookie && request.method !== 'GET' && !isSameOrigin(request, deps.extraOrigins))
      throw new HttpError(403, 'FORBIDDEN', 'cross-site request refused')
    const id = await playerFromRequest(request, deps)
    if (!id) throw new HttpError(401, 'UNAUTHORIZED', 'sign in, or send a guest bearer token')
    request.playerId = id
  }
}
