// Accounts (issue 21, docs/accounts.md: cookie sessions, passkeys, profiles) and friends (issue
// 43, docs/friends.md: follows, blocks, challenges by name, who is on). Both live in the
// database, so a store without accounts (the in-memory test store) serves guests only.
import type { FastifyBaseLogger } from 'fastify'
import { accountConfig } from '../accounts/account-config.js'
import { createAccounts, type Accounts } from '../accounts/accounts.js'
import { accountStoresOf } from '../accounts/stores.js'
import type { Tokens } from '../auth/tokens.js'
import type { Config } from '../config.js'
import { createFriends, type Friends } from '../friends/friends.js'
import { friendsStoreOf } from '../friends/friends-store.js'
import { accountEmitter } from '../friends/register.js'
import type { Clock, RaceStore, Scheduler } from '../races/ports.js'
import type { RaceRegistry } from '../races/registry/race-registry.js'
import type { Transport } from './transport.js'

export function wirePeople(deps: {
  config: Config
  store: RaceStore
  registry: RaceRegistry
  tokens: Tokens
  clock: Clock
  scheduler: Scheduler
  log: FastifyBaseLogger
  transport: Transport
}): { accounts: Accounts | null; friends: Friends | null } {
  const { config, store, clock, transport } = deps
  const accountStores = accountStoresOf(store)
  const accounts = accountStores
    ? createAccounts(accountStores, {
        tokens: deps.tokens,
        budget: transport.budget,
        clock,
        config: accountConfig(process.env),
      })
    : null
  const friendsStore = friendsStoreOf(store)
  const { cluster, counters, prefix } = transport
  const friends =
    accounts && friendsStore
      ? createFriends({
          store: friendsStore,
          races: store,
          registry: deps.registry,
          accounts,
          emit: accountEmitter(transport.io),
          clock,
          scheduler: deps.scheduler,
          budget: transport.budget,
          config,
          cluster: cluster && counters ? { settings: cluster, redis: counters, prefix } : null,
          onError: (error) => deps.log.warn({ err: error }, 'friends'),
        })
      : null
  return { accounts, friends }
}
