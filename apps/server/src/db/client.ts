// Opens the system of record: Postgres through @prisma/adapter-pg when a DATABASE_URL is
// given, else embedded PGlite (files under <dataDir>/pglite, or in memory for tests). Pending
// migrations are applied before the store is handed out.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { PrismaPg } from '@prisma/adapter-pg'
import pg from 'pg'
import { PrismaPGlite } from 'pglite-prisma-adapter'
import { PrismaClient } from '#generated/prisma/client'
import type { RaceStore } from '../races/ports.js'
import { migrate, type MigrateReport } from './migrate.js'
import { migrationsDir } from './migrations-dir.js'
import { withDatabase } from './database.js'
import { createOwnershipStore } from './ownership-store.js'
import { createRaceStore } from './race-store.js'
import { openPgSession, pgliteSession } from './sql-session.js'

export interface OpenStoreOptions {
  /** Postgres connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined
  /** Where PGlite keeps its files (in the `pglite` folder below it). */
  dataDir: string
  /** PGlite only: keep everything in memory (tests). */
  inMemory?: boolean | undefined
  /** Defaults to the repo's prisma/migrations (see migrations-dir.ts). */
  migrationsDir?: string | undefined
  /** Postgres only: connections in the main pool (pg's default, 10, when absent). */
  poolMax?: number | undefined
  /** Told which migrations this boot applied. */
  onMigrated?: ((report: MigrateReport) => void) | undefined
}

export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pglite')
}

export async function openStore(options: OpenStoreOptions): Promise<RaceStore> {
  const dir = options.migrationsDir ?? migrationsDir()
  if (options.databaseUrl) return openPostgres(options.databaseUrl, dir, options)
  return openPglite(options, dir)
}

async function openPostgres(
  databaseUrl: string,
  dir: string,
  { onMigrated, poolMax }: OpenStoreOptions,
): Promise<RaceStore> {
  const session = await openPgSession(databaseUrl)
  try {
    const report = await migrate(session, dir)
    onMigrated?.(report)
  } finally {
    await session.close()
  }
  // One pool shared by Prisma and the move log's raw statement (move-insert.ts).
  const pool = new pg.Pool({ connectionString: databaseUrl, ...(poolMax ? { max: poolMax } : {}) })
  // An idle client cut off by the server (restart, shutdown, dropped database) is reported on
  // the pool; unheard, that event would crash the process. Prisma's adapter listens only while
  // connected, not between its $disconnect and our pool.end(). The pool replaces the client.
  pool.on('error', () => undefined)
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) })
  await prisma.$connect()
  // Leases get connections of their own: a heartbeat queued behind a burst of moves in the
  // main pool could let a busy but healthy node's lease lapse (bench/README.md, --nodes).
  const leasePool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  leasePool.on('error', () => undefined)
  const query = async <Row>(sql: string, params: unknown[]) =>
    (await leasePool.query(sql, params)).rows as Row[]
  const store = createRaceStore(
    prisma,
    'postgres',
    async () => {
      await pool.end()
      await leasePool.end()
    },
    async (sql, params) => (await pool.query(sql, params)).rows,
    {
      ownership: createOwnershipStore(query),
      async inTransaction(work) {
        const client = await pool.connect()
        try {
          await client.query('BEGIN')
          const result = await work(async (sql, params) => (await client.query(sql, params)).rows)
          await client.query('COMMIT')
          return result
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined)
          throw error
        } finally {
          client.release()
        }
      },
    },
  )
  // Features with tables of their own build their stores from it (db/database.ts).
  return withDatabase(store, prisma)
}

async function openPglite(options: OpenStoreOptions, dir: string): Promise<RaceStore> {
  let db: PGlite
  if (options.inMemory) {
    db = new PGlite()
  } else {
    const dataDir = pgliteDir(options.dataDir)
    mkdirSync(dataDir, { recursive: true })
    db = new PGlite(dataDir)
  }
  return storeOnPglite(db, {
    migrationsDir: dir,
    onMigrated: options.onMigrated,
    close: () => db.close(),
  })
}

/**
 * The store over a PGlite already open (pending migrations applied first); `close` is what
 * closing the store does to the database (tests keep one open across their stores).
 */
export async function storeOnPglite(
  db: PGlite,
  options: {
    migrationsDir?: string | undefined
    onMigrated?: ((report: MigrateReport) => void) | undefined
    close: () => Promise<void>
  },
): Promise<RaceStore> {
  try {
    await db.waitReady
    const report = await migrate(pgliteSession(db), options.migrationsDir ?? migrationsDir())
    options.onMigrated?.(report)
  } catch (error) {
    await options.close()
    throw error
  }
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(db) })
  // PGlite's query() takes its transaction lock, so it never lands inside a Prisma transaction.
  const store = createRaceStore(
    prisma,
    'pglite',
    options.close,
    async (sql, params) => (await db.query(sql, params)).rows as never,
    // Leases work here too (the schema is the same), though a cluster refuses PGlite.
    {
      ownership: createOwnershipStore(
        async (sql, params) => (await db.query(sql, params)).rows as never,
      ),
      inTransaction: (work) =>
        db.transaction((tx) =>
          work(async (sql, params) => (await tx.query(sql, params)).rows as never),
        ),
    },
  )
  // Features with tables of their own build their stores from it (db/database.ts).
  return withDatabase(store, prisma)
}
