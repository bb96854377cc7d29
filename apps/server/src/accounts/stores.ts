// The database side of accounts, made from the Prisma client under a database race store.
import type { PrismaClient } from '#generated/prisma/client'
import { featureStore } from '../db/database.js'
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

/** The stores accounts keep, on a database store; null on a store without one (memory). */
export const accountStoresOf = featureStore(createAccountStores)
