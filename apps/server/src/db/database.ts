// The Prisma client under a database race store, for features that keep tables of their own
// (accounts, the daily, friends): each builds its store from it (`accountStoresOf`, …), so the
// database layer never imports a feature. A store without a database (the memory store) has none.
import type { PrismaClient } from '#generated/prisma/client'
import type { RaceStore } from '../races/ports.js'

const DATABASE = Symbol('database')

export function withDatabase<T extends RaceStore>(store: T, prisma: PrismaClient): T {
  return Object.assign(store, { [DATABASE]: prisma })
}

/** The Prisma client under `store`, or null for a store without a database. */
export function databaseOf(store: RaceStore): PrismaClient | null {
  return (store as RaceStore & { [DATABASE]?: PrismaClient })[DATABASE] ?? null
}

/** A feature's store, built once per database from its Prisma client; null without a database. */
export function featureStore<S extends object>(
  build: (prisma: PrismaClient) => S,
): (store: RaceStore) => S | null {
  const built = new WeakMap<PrismaClient, S>()
  return (store) => {
    const prisma = databaseOf(store)
    if (!prisma) return null
    let feature = built.get(prisma)
    if (!feature) built.set(prisma, (feature = build(prisma)))
    return feature
  }
}
