// The database side of accounts, made from the Prisma client the race store already holds and
// attached to that store by db/client.ts (accounts.ts reads it back with accountStoresOf).
import type { PrismaClient } from '#generated/prisma/client'
import type { RaceStore } from '../races/ports.js'
import { createAccountStore } from './account-store.js'
import { createPasskeyStore } from './passkey-store.js'
import { createProfileStore } from './profile-store.js'

function createAccountStores(prisma: PrismaClient) {
  return {
    accounts: createAccountStore(prisma),
    passkeys: createPasskeyStore(prisma),
    profiles: createProfileStore(prisma),
  }
}

export type AccountStores = ReturnType<typeof createAccountStores>

export function withAccountStores<T extends RaceStore>(store: T, prisma: PrismaClient): T {
  return Object.assign(store, { accountStores: createAccountStores(prisma) })
}
