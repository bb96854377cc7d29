// The preValidation hook of every REST route that acts as a player: the guest bearer token,
// else (with accounts, i.e. a database store) the signed-in cookie session, whose writes must
// be same-origin (docs/accounts.md). Without accounts only the bearer token counts.
import type { FastifyRequest } from 'fastify'
import type { Services } from '../services.js'
import { authenticate } from './http-error.js'

export function authenticatePlayer(
  deps: Pick<Services, 'tokens' | 'accounts'>,
): (request: FastifyRequest) => Promise<void> {
  return deps.accounts?.authenticate ?? authenticate(deps.tokens)
}
