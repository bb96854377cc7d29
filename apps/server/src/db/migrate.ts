// Applies prisma/migrations at boot the way `prisma migrate deploy` does, so the CLI and the
// server agree on the `_prisma_migrations` table: same columns, same SHA-256 checksums of
// migration.sql, same advisory lock key. Unlike the CLI each migration runs in a transaction
// with its bookkeeping row, so a failed one leaves nothing behind.
import { createHash, randomUUID } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { SqlSession } from './sql-session.js'

/** The key `prisma migrate` locks on, so the CLI and a booting server never migrate at once. */
const PRISMA_ADVISORY_LOCK_KEY = 72707369

// Prisma's schema engine creates the table with exactly this statement (postgres flavour).
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
)`

export type MigrationErrorCode =
  'MIGRATION_CHECKSUM_MISMATCH' | 'MIGRATION_PREVIOUSLY_FAILED' | 'MIGRATION_FAILED'

export class MigrationError extends Error {
  constructor(
    readonly code: MigrationErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'MigrationError'
  }
}

export interface LocalMigration {
  name: string
  script: string
  checksum: string
}

export interface MigrateReport {
  /** Names applied by this run, in order. */
  applied: string[]
  /** Recorded in the database but absent from the folder (a newer build migrated it). */
  unknown: string[]
}

interface AppliedRow {
  migration_name: string
  checksum: string
  finished_at: Date | null
  rolled_back_at: Date | null
}

function checksumOf(script: string): string {
  return createHash('sha256').update(script, 'utf8').digest('hex')
}

/** Prisma accepts a checksum taken with either line ending, since git may rewrite them. */
function matchesChecksum(script: string, checksum: string): boolean {
  const variants = [script, script.replace(/\r\n/g, '\n'), script.replace(/\r?\n/g, '\r\n')]
  return variants.some((variant) => checksumOf(variant) === checksum)
}

/** Migration folders in name (= timestamp) order, as Prisma orders them. */
export function readMigrations(dir: string): LocalMigration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const script = readFileSync(join(dir, name, 'migration.sql'), 'utf8')
      return { name, script, checksum: checksumOf(script) }
    })
}

export async function migrate(session: SqlSession, dir: string): Promise<MigrateReport> {
  const local = readMigrations(dir)
  await session.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK_KEY])
  try {
    await session.exec(CREATE_MIGRATIONS_TABLE)
    const rows = await session.query<AppliedRow>(
      'SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY started_at',
    )
    const applied = checkHistory(local, rows)
    const pending = local.filter((migration) => !applied.has(migration.name))
    for (const migration of pending) await applyOne(session, migration)
    const known = new Set(local.map((migration) => migration.name))
    return {
      applied: pending.map((migration) => migration.name),
      unknown: [...applied].filter((name) => !known.has(name)),
    }
  } finally {
    await session.query('SELECT pg_advisory_unlock($1)', [PRISMA_ADVISORY_LOCK_KEY])
  }
}

/** Names of the migrations already applied; throws if the history cannot be trusted. */
function checkHistory(local: LocalMigration[], rows: AppliedRow[]): Set<string> {
  const byName = new Map(local.map((migration) => [migration.name, migration]))
  const applied = new Set<string>()
  for (const row of rows) {
    if (row.rolled_back_at !== null) continue
    if (row.finished_at === null) {
      throw new MigrationError(
        'MIGRATION_PREVIOUSLY_FAILED',
        `migration ${row.migration_name} started but never finished; resolve it with \`prisma migrate resolve\` before starting the server`,
      )
    }
    const migration = byName.get(row.migration_name)
    if (migration && !matchesChecksum(migration.script, row.checksum)) {
      throw new MigrationError(
        'MIGRATION_CHECKSUM_MISMATCH',
        `migration ${row.migration_name} was modified after it was applied (checksum ${row.checksum} in the database, ${migration.checksum} on disk); restore the original migration.sql and add a new migration instead`,
      )
    }
    applied.add(row.migration_name)
  }
  return applied
}

async function applyOne(session: SqlSession, migration: LocalMigration): Promise<void> {
  const id = randomUUID()
  await session.exec('BEGIN')
  try {
    await session.query(
      'INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)',
      [id, migration.checksum, migration.name],
    )
    await session.exec(migration.script)
    await session.query(
      'UPDATE _prisma_migrations SET finished_at = clock_timestamp(), applied_steps_count = 1 WHERE id = $1',
      [id],
    )
    await session.exec('COMMIT')
  } catch (error) {
    await session.exec('ROLLBACK')
    const reason = error instanceof Error ? error.message : String(error)
    throw new MigrationError(
      'MIGRATION_FAILED',
      `migration ${migration.name} failed and was rolled back: ${reason}`,
    )
  }
}
