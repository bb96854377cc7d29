/**
 * Fresh databases for integration tests, one per `open()`, on every engine the suite should
 * cover: embedded PGlite always (files in a new temp dir), and Postgres when
 * `TEST_DATABASE_URL` is set (a new `pr_test_<random>` database created through that URL and
 * dropped again by `cleanup()`), so test files never see each other's rows.
 *
 *   for (const database of testDatabases) {
 *     describe(database.name, () => {
 *       let db: TestDatabase
 *       beforeEach(async () => { db = await database.open() })
 *       afterEach(() => db.cleanup())
 *       it('…', async () => { await db.store.upsertPlayer(…) })
 *     })
 *   }
 *
 * - `db.store` is an open, migrated RaceStore.
 * - `db.reopen()` closes the current store (if still open) and opens the same data again, as
 *   a restarted server would; `db.store` then points at the new one, which is also returned.
 * - To boot the real server on the database instead: open it with `{ onDisk: true }`, then
 *   `await db.store.close()` (idempotent) and hand `{ databaseUrl: db.databaseUrl, dataDir:
 *   db.dataDir }` to its config (DATABASE_URL / DATA_DIR); only one process may open a PGlite
 *   data dir at a time.
 * - `db.session()` reads the data as stored (a raw SQL session), once the store is closed.
 * - `db.cleanup()` closes whatever is open and deletes the database or temp dir.
 *
 * A PGlite opened without `onDisk` is the test process's warm instance (warm-pglite.ts): one per
 * test file, emptied between its tests, since starting a PGlite costs about a second of CPU,
 * more than most tests.
 *
 * A fresh PGlite costs an initdb (seconds on a busy machine), so the first open builds a
 * migrated template once, kept in the OS temp dir under a name keyed by the migrations and the
 * PGlite build (`pr-pglite-template-<hash>`), and every open copies it; the boot migrator still
 * runs on the copy and finds nothing pending. Postgres likewise: each open creates its database
 * from a migrated template database (`pr_template_<hash>`, built once per migrations), which
 * costs a third of migrating a new one. `open({ fromEmpty: true })` skips the template.
 */
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'
import { cp, mkdtemp, rename, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { openStore, pgliteDir } from '../db/client.js'
import { readMigrations } from '../db/migrate.js'
import { migrationsDir } from '../db/migrations-dir.js'
import { openPgSession, pgliteSession, type SqlSession } from '../db/sql-session.js'
import type { RaceStore } from '../races/ports.js'
import { takeWarmPglite } from './warm-pglite.js'

export interface TestDatabase {
  readonly name: TestDatabaseName
  store: RaceStore
  /** Set for Postgres: the fresh database's URL. */
  readonly databaseUrl: string | undefined
  /**
   * A fresh temp dir (PGlite keeps its files in `<dataDir>/pglite`). A PGlite opened without
   * `onDisk` has none of its own (it is the process's warm one) and throws here.
   */
  readonly dataDir: string
  reopen(): Promise<RaceStore>
  /** A raw SQL session on the data as stored; close the store first. */
  session(): Promise<SqlSession>
  cleanup(): Promise<void>
}

type TestDatabaseName = 'pglite' | 'postgres'

interface TestOpenOptions {
  /** PGlite skips the template and migrates an empty database itself (implies `onDisk`). */
  fromEmpty?: boolean
  /** PGlite: files of its own in `dataDir`, to hand to another process or reopen from disk. */
  onDisk?: boolean
}

export interface TestDatabaseKind {
  readonly name: TestDatabaseName
  open(options?: TestOpenOptions): Promise<TestDatabase>
}

const pgliteKind: TestDatabaseKind = {
  name: 'pglite',
  open: (options) =>
    options?.fromEmpty || options?.onDisk
      ? openTestDatabase(
          'pglite',
          undefined,
          async () => {},
          options.fromEmpty ? undefined : copyPgliteTemplate,
        )
      : openWarmPglite(),
}

const postgresKind: TestDatabaseKind = {
  name: 'postgres',
  async open(options) {
    const adminUrl = process.env.TEST_DATABASE_URL
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
    const database = `pr_test_${randomBytes(6).toString('hex')}`
    const from = options?.fromEmpty ? '' : ` TEMPLATE ${await postgresTemplate(adminUrl)}`
    await admin(adminUrl, `CREATE DATABASE ${database}${from}`)
    return openTestDatabase('postgres', databaseUrlOf(adminUrl, database), async () => {
      await admin(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    })
  },
}

export const testDatabases: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? [pgliteKind, postgresKind]
  : [pgliteKind]

/** Postgres when TEST_DATABASE_URL is set (the tests that need it skip without it), else none. */
export const testPostgres = testDatabases.find((kind) => kind.name === 'postgres')

async function openTestDatabase(
  name: TestDatabaseName,
  databaseUrl: string | undefined,
  dropDatabase: () => Promise<void> = async () => {},
  seed: (dataDir: string) => Promise<void> = async () => {},
): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pr-test-'))
  const open = async () => closeOnce(await openStore({ databaseUrl, dataDir }))
  let store: RaceStore
  try {
    await seed(dataDir)
    store = await open()
  } catch (error) {
    await dropDatabase()
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }
  const db: TestDatabase = {
    name,
    store,
    databaseUrl,
    dataDir,
    async reopen() {
      await db.store.close()
      db.store = await open()
      return db.store
    },
    async session() {
      if (databaseUrl) return openPgSession(databaseUrl)
      const pglite = new PGlite(pgliteDir(dataDir))
      return { ...pgliteSession(pglite), close: () => pglite.close() }
    },
    async cleanup() {
      await db.store.close()
      await dropDatabase()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
  return db
}

/** A PGlite database on the process's warm instance (warm-pglite.ts): empty and migrated. */
async function openWarmPglite(): Promise<TestDatabase> {
  const warm = await takeWarmPglite(async () => {
    const dir = await instanceDir()
    await copyPgliteTemplate(dir)
    return dir
  })
  const open = async () => closeOnce(await warm.store())
  const db: TestDatabase = {
    name: 'pglite',
    store: await open(),
    databaseUrl: undefined,
    get dataDir(): string {
      throw new Error(
        "this PGlite is shared by the file's tests: open({ onDisk: true }) for files of its own",
      )
    },
    async reopen() {
      await db.store.close()
      db.store = await open()
      return db.store
    },
    session: async () => pgliteSession(warm.db),
    async cleanup() {
      await db.store.close()
      warm.release()
    },
  }
  return db
}

const instanceDirs: string[] = []

/** A dir for a new warm instance's files, removed when the process exits. */
async function instanceDir(): Promise<string> {
  if (instanceDirs.length === 0)
    process.once('exit', () => {
      for (const dir of instanceDirs) rmSync(dir, { recursive: true, force: true })
    })
  const dir = await mkdtemp(join(tmpdir(), 'pr-warm-'))
  instanceDirs.push(dir)
  return dir
}

/** The same store whose close() may be called any number of times. */
function closeOnce(store: RaceStore): RaceStore {
  let closing: Promise<void> | undefined
  return { ...store, close: () => (closing ??= store.close()) }
}

function databaseUrlOf(adminUrl: string, database: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  return url.toString()
}

/** A key that changes with the migrations (and with what else the template is built from). */
function migrationsKey(extra: string): string {
  const migrations = readMigrations(migrationsDir()).map(
    (migration) => `${migration.name}:${migration.checksum}`,
  )
  return createHash('sha256')
    .update(`${extra}\n${migrations.join('\n')}`)
    .digest('hex')
    .slice(0, 16)
}

let pgTemplate: Promise<string> | undefined

/** The migrated template database's name, built on first use (and kept for later runs). */
function postgresTemplate(adminUrl: string): Promise<string> {
  return (pgTemplate ??= buildPostgresTemplate(adminUrl))
}

async function buildPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `pr_template_${migrationsKey('postgres')}`
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const found = await client.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      'pr_template_%',
    ])
    const names = found.rows.map((row: { datname: string }) => row.datname)
    if (names.includes(name)) return name
    // Templates of older migrations go; a new one is built under a temporary name and renamed,
    // so a process that loses the race to build it finds the winner's complete one.
    for (const stale of names) await client.query(`DROP DATABASE IF EXISTS ${stale} WITH (FORCE)`)
    const building = `pr_building_${randomBytes(6).toString('hex')}`
    await client.query(`CREATE DATABASE ${building}`)
    const dataDir = await mkdtemp(join(tmpdir(), 'pr-template-'))
    const store = await openStore({ databaseUrl: databaseUrlOf(adminUrl, building), dataDir })
    await store.close()
    await rm(dataDir, { recursive: true, force: true })
    await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`).catch(async () => {
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`)
    })
    return name
  } finally {
    await client.end()
  }
}

let template: Promise<string> | undefined

async function copyPgliteTemplate(dataDir: string): Promise<void> {
  template ??= buildPgliteTemplate()
  await cp(await template, pgliteDir(dataDir), { recursive: true })
}

async function buildPgliteTemplate(): Promise<string> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const key = migrationsKey(pglite)
  const templateDir = join(tmpdir(), `pr-pglite-template-${key}`)
  if (existsSync(join(templateDir, 'PG_VERSION'))) return templateDir
  const building = await mkdtemp(join(tmpdir(), 'pr-pglite-build-'))
  try {
    const store = await openStore({ dataDir: building })
    await store.close()
    // Atomic: a worker that loses the race finds the winner's complete template.
    await rename(pgliteDir(building), templateDir).catch(() => {})
  } finally {
    await rm(building, { recursive: true, force: true })
  }
  return templateDir
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}
