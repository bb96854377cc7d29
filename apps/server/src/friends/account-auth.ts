// The preValidation hook of every friends route: a player (bearer token or cookie session;
// a cookie write must be same-origin), else 401; a guest (no account) is 403 ACCOUNT_REQUIRED,
// friends being by unique name.
import type { FastifyRequest } from 'fastify'
import type { Accounts } from '../accounts/accounts.js'
import { HttpError } from '../errors/http-error.js'
import type { FriendsStore } from './friends-store.js'

export function requireAccount(accounts: Accounts, store: FriendsStore) {
  return async (request: FastifyRequest): Promise<void> => {
    await accounts.authenticate(request)
    if (!(await store.isAccount(request.playerId)))
      throw new HttpError(403, 'ACCOUNT_REQUIRED', 'friends need an account: sign up first')
  }
}
