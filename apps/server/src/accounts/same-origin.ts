// Cross-site request forgery: a state-changing request that a browser could send with our
// session cookie must come from our own origin. Browsers mark that with Sec-Fetch-Site and
// Origin; a request with neither but with the cookie is refused too (SameSite=Lax is the
// second wall). Requests without the cookie (API clients, bearer tokens) carry nothing to forge.
import type { FastifyRequest } from 'fastify'
import { HttpError } from '../http/http-error.js'
import { SESSION_COOKIE } from './sessions.js'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export function isSameOrigin(request: FastifyRequest, extraOrigins: readonly string[]): boolean {
  const site = request.headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false
  const origin = request.headers.origin
  if (origin !== undefined) {
    const own = `${request.protocol}://${request.host}`
    return origin === own || extraOrigins.includes(origin)
  }
  return site !== undefined || request.cookies[SESSION_COOKIE] === undefined
}

/** A preHandler that answers 403 FORBIDDEN to a cross-site state-changing request. */
export function requireSameOrigin(extraOrigins: readonly string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (SAFE_METHODS.has(request.method)) return
    if (!isSameOrigin(request, extraOrigins))
      throw new HttpError(403, 'FORBIDDEN', 'cross-site request refused')
  }
}
