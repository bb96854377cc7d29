// Database sessions behind an httpOnly cookie: issuing one, resolving a cookie (a REST request's
// or a socket handshake's header) to its player, and revoking them, with a hook that tells the
// socket layer whose sessions just ended (or whose player was retired) so it can disconnect them.
import { fastifyCookie } from '@fastify/cookie'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AccountStore } from './account-store.js'
import { newSessionToken, sha256 } from './secrets.js'

export const SESSION_COOKIE = 'pr_session'
const SESSION_DAYS = 30

/**
 * Told the player and the (hashed) session ids that were just revoked; `retired` when the
 * account was deleted, so every socket of the player goes, guest-token ones included.
 */
export type RevokedListener = (playerId: string, sessionIds: string[], retired: boolean) => void

/** The request's live session: its hashed id, player and last passkey sign-in. */
export interface CurrentSession {
  id: string
  playerId: string
  passkeyVerifiedAt: Date | null
}

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

  /**
   * Starts a session for the player and sets its cookie. `proved`: the sign-in was a passkey or
   * a recovery code, which stands in for the current password for a while (reauthentication.ts).
   */
  async issue(
    request: FastifyRequest,
    reply: FastifyReply,
    playerId: string,
    proved = false,
  ): Promise<void> {
    const token = newSessionToken()
    const now = this.options.now()
    const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000)
    await this.store.createSession(sha256(token), playerId, expiresAt, proved ? now : null)
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

  /** The request's session, or null when it has none that lives. */
  async current(request: FastifyRequest): Promise<CurrentSession | null> {
    const token = request.cookies[SESSION_COOKIE]
    if (!token || token.length > 100) return null
    const id = sha256(token)
    const session = await this.store.session(id, this.options.now())
    return session && { id, ...session }
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
    if (playerId) this.tell(playerId, [id], false)
  }

  /**
   * Sign out everywhere, or (`retired`) the account was deleted: ends every session of the
   * player; a retired player's sockets all go too.
   */
  async endAll(playerId: string, reply?: FastifyReply, retired = false): Promise<void> {
    reply?.clearCookie(SESSION_COOKIE, { path: '/' })
    const ids = await this.store.deleteSessions(playerId)
    this.tell(playerId, ids, retired)
  }

  /** After a password change: every session of the player but `keep` ends, with its sockets. */
  async endOthers(playerId: string, keep: string): Promise<void> {
    this.tell(playerId, await this.store.deleteSessions(playerId, keep), false)
  }

  private async fromToken(token: string | undefined): Promise<string | null> {
    if (!token || token.length > 100) return null
    return this.store.sessionPlayer(sha256(token), this.options.now())
  }

  private tell(playerId: string, ids: string[], retired: boolean): void {
    for (const listener of this.listeners) listener(playerId, ids, retired)
  }
}
