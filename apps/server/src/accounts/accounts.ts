// The accounts module as the rest of the server sees it: made once from the database store,
// it answers who a request or a socket handshake belongs to, whether a player has an account,
// and tells listeners when sessions are revoked.
import type { FastifyRequest } from 'fastify'
import type { Tokens } from '../auth/tokens.js'
import type { BudgetFactory } from '../budgets/budget.js'
import type { Clock } from '../races/ports.js'
import type { AccountConfig } from './account-config.js'
import { AccountService } from './account-service.js'
import type { AccountStores } from './stores.js'
import { authenticatePlayer, playerFromRequest, type RequestPlayerDeps } from './request-player.js'
import { Sessions, type RevokedListener } from './sessions.js'
import { nameKey } from './usernames.js'

export interface Accounts {
  readonly config: AccountConfig
  readonly stores: AccountStores
  readonly service: AccountService
  readonly sessions: Sessions
  readonly requestPlayer: RequestPlayerDeps
  /** REST: the bearer token's or the cookie session's player, or null. */
  playerFromRequest(request: FastifyRequest): Promise<string | null>
  /** preValidation hook: request.playerId from bearer or cookie, else 401 (403 cross-site). */
  authenticate: (request: FastifyRequest) => Promise<void>
  /** Sockets: the handshake's `cookie` header → the signed-in player, or null. */
  playerFromCookieHeader(header: string | undefined): Promise<string | null>
  /** The hashed session id in a handshake's cookie header (to match sockets to sessions). */
  sessionIdOf(header: string | undefined): string | null
  /**
   * Called with the player and the revoked session ids after sign-out (one, everywhere, every
   * other after a password change) and deletion (`retired`).
   */
  onRevoked(listener: RevokedListener): void
  /** Ranked queue and boards: has this player claimed an account? */
  hasAccount(playerId: string): Promise<boolean>
  /** Guest names: does this name fold (as names do) to an account's username? */
  isAccountName(name: string): Promise<boolean>
  /** The app's clock (tests control it). */
  now(): Date
}

export function createAccounts(
  stores: AccountStores,
  deps: { tokens: Tokens; budget: BudgetFactory; clock: Clock; config: AccountConfig },
): Accounts {
  const { config } = deps
  const sessions = new Sessions(stores.accounts, {
    alwaysSecure: config.COOKIE_SECURE,
    now: () => new Date(deps.clock.now()),
  })
  const requestPlayer: RequestPlayerDeps = {
    tokens: deps.tokens,
    sessions,
    extraOrigins: config.WEBAUTHN_ORIGIN ? [config.WEBAUTHN_ORIGIN] : [],
    isRetired: (playerId) => stores.accounts.isRetired(playerId),
  }
  const service = new AccountService(stores.accounts, deps.budget, {
    perAddress: config.ACCOUNT_ATTEMPTS_PER_IP,
    perUsername: config.ACCOUNT_ATTEMPTS_PER_USERNAME,
    windowMs: config.ACCOUNT_ATTEMPTS_WINDOW_MS,
    slowDownAfter: config.ACCOUNT_SLOWDOWN_AFTER,
    delayMs: config.ACCOUNT_SLOWDOWN_MS,
    maxDelayMs: config.ACCOUNT_SLOWDOWN_MAX_MS,
  })
  return {
    config,
    stores,
    service,
    sessions,
    requestPlayer,
    playerFromRequest: (request) => playerFromRequest(request, requestPlayer),
    authenticate: authenticatePlayer(requestPlayer),
    playerFromCookieHeader: (header) => sessions.fromCookieHeader(header),
    sessionIdOf: (header) => sessions.sessionIdOf(header),
    onRevoked: (listener) => sessions.onRevoked(listener),
    hasAccount: async (playerId) => (await stores.accounts.byPlayer(playerId)) !== null,
    isAccountName: async (name) => (await stores.accounts.byNameKey(nameKey(name))) !== null,
    now: () => new Date(deps.clock.now()),
  }
}
