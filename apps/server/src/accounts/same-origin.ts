// Cross-site request forgery: a state-changing request that a browser could send with our
// session cookie must come from our own origin. Browsers mark that with Sec-Fetch-Site and
// Origin; a request with neither but with the cookie is refused too (SameSite=Lax is the
// second wall). Requests without the cookie (API clients, bearer tokens) carry nothing to forge.
// The same rule decides whether a socket handshake may use the cookie (socket-sessions.ts).
import type { FastifyRequest } from 'fastify'
import { HttpError } from '../errors/http-error.js'
import { SESSION_COOKIE } from './sessions.js'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

type Header = string | string[] | undefined

/** What the rule looks at, from a REST request or a socket handshake. */
interface OriginFacts {
  site: Header
  origin: Header
  /** `protocol://host` of the server as this request reached it. */
  own: string
  hasCookie: boolean
}

function first(value: Header): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

function sameOrigin(facts: OriginFacts, extraOrigins: readonly string[]): boolean {
  const site = first(facts.site)
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false
  const origin = first(facts.origin)
  if (origin !== undefined) return origin === facts.own || extraOrigins.includes(origin)
  return site !== undefined || !facts.hasCookie
}

export function isSameOrigin(request: FastifyRequest, extraOrigins: readonly string[]): boolean {
  return sameOrigin(
    {
      site: request.headers['sec-fetch-site'],
      origin: request.headers.origin,
      own: `${request.protocol}://${request.host}`,
      hasCookie: request.cookies[SESSION_COOKIE] !== undefined,
    },
    extraOrigins,
  )
}

/** The last of a header's comma-separated values, as Fastify reads X-Forwarded-*. */
function lastEntry(value: Header): string | undefined {
  const joined = Array.isArray(value) ? value.join(',') : value
  return joined?.slice(joined.lastIndexOf(',') + 1).trim()
}

/**
 * Whether a Socket.IO handshake that carries the session cookie came from our own origin: the
 * rule above, with the server's origin worked out as Fastify does for a request (behind a
 * trusted proxy: X-Forwarded-Proto and X-Forwarded-Host).
 */
export function isSameOriginHandshake(
  handshake: { secure: boolean; headers: Record<string, Header> },
  trustProxy: boolean,
  extraOrigins: readonly string[],
): boolean {
  const { headers } = handshake
  const protocol =
    (trustProxy && headers['x-forwarded-proto'] && lastEntry(headers['x-forwarded-proto'])) ||
    (handshake.secure ? 'https' : 'http')
  const host =
    (trustProxy && headers['x-forwarded-host'] && lastEntry(headers['x-forwarded-host'])) ||
    first(headers.host) ||
    ''
  return sameOrigin(
    {
      site: headers['sec-fetch-site'],
      origin: headers.origin,
      own: `${protocol}://${host}`,
      hasCookie: true,
    },
    extraOrigins,
  )
}

/** A preHandler that answers 403 FORBIDDEN to a cross-site state-changing request. */
export function requireSameOrigin(extraOrigins: readonly string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (SAFE_METHODS.has(request.method)) return
    if (!isSameOrigin(request, extraOrigins))
      throw new HttpError(403, 'FORBIDDEN', 'cross-site request refused')
  }
}
