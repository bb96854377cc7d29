// Puts accounts on the app: the cookie parser and the account, profile and passkey routes
// under /api. Called once from app.ts.
import fastifyCookie from '@fastify/cookie'
import type { FastifyInstance } from 'fastify'
import { accountRoutes } from '../http/routes/accounts.js'
import { meRoutes, type MeRouteOptions } from '../http/routes/me.js'
import { passkeyRoutes } from '../http/routes/passkeys.js'
import type { Accounts } from './accounts.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the store keeps accounts (the database stores): sockets and the queue use it. */
    accounts?: Accounts
  }
}

export async function registerAccounts(
  app: FastifyInstance,
  accounts: Accounts,
  options: Pick<MeRouteOptions, 'isSealedDaily' | 'profileFriends'>,
): Promise<void> {
  app.decorate('accounts', accounts)
  await app.register(fastifyCookie)
  await app.register(
    async (api) => {
      await api.register(accountRoutes, { accounts })
      await api.register(meRoutes, { accounts, ...options })
      await api.register(passkeyRoutes, { accounts })
    },
    { prefix: '/api' },
  )
}
