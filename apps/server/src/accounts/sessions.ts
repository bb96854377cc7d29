// Database sessions behind an httpOnly cookie: issuing one, resolving a cookie (a REST request's
// or a socket handshake's header) to its player, and revoking them, with a hook that tells the
// socket layer whose sessions just ended so it can disconnect them.
import { fastifyCookie } from '@fastify/cookie'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AccountStore } from './account-store.js'
import { newSessionToken, sha256 } from './secrets.js'

export const SESSION_COOKIE = 'pr_session'
const SESSION_DAYS = 30

/** Told the player and the (hashed) session ids that were just revoked. */
export type RevokedListener = (playerId: string, sessionIds: string[]) => void

export interface SessionOptions {
  /** Secure cookies: always (COOKIE_SECURE=1), or when the request came over https. */
  alwaysSecure: boolean
  now: () => Date
}

export class Sessions {
  private readonly listeners: RevokedListener[] = []

  constructor(
    private readonly store: AccountStore,
    private readonly options: SessionOptions,
  ) {}

  /** Socket layer: called after every revocation (sign out, sign out everywhere, deletion). */
  onRevoked(listener: RevokedListener): void {
    this.listeners.push(listener)
  }

  /** Starts a session for the player and sets its cookie on the reply. */
  async issue(request: FastifyRequest, reply: FastifyReply, playerId: string): Promise<void> {
    const token = newSessionToken()
    const expiresAt = new Date(this.options.now().getTime() + SESSION_DAYS * 86_400_000)
    await this.store.createSession(sha256(token), playerId, expiresAt)
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.options.alwaysSecure || request.protocol === 'https',
      expires: expiresAt,
    })
  }

  /** The signed-in player of a REST request, or null. */
  fromRequest(request: FastifyRequest): Promise<string | null> {
    return this.fromToken(request.cookies[SESSION_COOKIE])
  }

  /** Socket handshake: the `cookie` header → the signed-in player, or null. */
  fromCookieHeader(header: string | undefined): Promise<string | null> {
    if (!header) return Promise.resolve(null)
    return this.fromToken(fastifyCookie.parse(header)[SESSION_COOKIE])
  }

  /** The hashed id of the session a cookie header carries (to match a socket to a session). */
  sessionIdOf(header: string | undefined): string | null {
    const token = header ? fastifyCookie.parse(header)[SESSION_COOKIE] : undefined
    return token ? sha256(token) : null
  }

  /** Sign out: ends the request's session and clears its cookie. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[SESSION_COOKIE]
    reply.clearCookie(SESSION_COOKIE, { path: '/' })
    if (!token) return
    const id = sha256(token)
    const playerId = await this.store.deleteSession(id)
    if (playerId) this.tell(playerId, [id])
  }

  /** Sign out everywhere (or account deleted): ends every session of the player. */
  async endAll(playerId: string, reply?: FastifyReply): Promise<void> {
    reply?.clearCookie(SESSION_COOKIE, { path: '/' })
    const ids = await this.store.deleteSessions(playerId)
    this.tell(playerId, ids)
  }

  private async fromToken(token: string | undefined): Promise<string | null> {
    if (!token || token.length > 100) return null
    return this.store.sessionPlayer(sha256(token), this.options.now())
  }

  private tell(playerId: string, ids: string[]): void {
    for (const listener of this.listeners) listener(playerId, ids)
  }
}
