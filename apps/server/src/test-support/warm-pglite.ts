// One PGlite per test process, emptied between tests. A PGlite's start (Postgres in WASM booting
// on its files) costs about a second of CPU, more than most tests; a test file's tests on PGlite
// take turns on one instance instead, each handed it empty and migrated, as a fresh one would be.
// A store opened on it cannot reach it once closed (a late write of one test never lands in the
// next test's data), and closing the store leaves the instance open for the next test.
import { PGlite } from '@electric-sql/pglite'
import { pgliteDir, storeOnPglite } from '../db/client.js'
import type { RaceStore } from '../races/ports.js'

export interface WarmPglite {
  /** The instance itself (a raw session for reading it as stored). */
  readonly db: PGlite
  /** A store on it; closing the store leaves the instance open. */
  store(): Promise<RaceStore>
  /** Back to the pool, to be emptied for the next test. */
  release(): void
}

interface Instance {
  db: PGlite
  tables: string[] | undefined
}

const idle: Instance[] = []

/**
 * An empty migrated PGlite: an idle one emptied, else a new one on the data dir `newDataDir`
 * makes (filled with a migrated template).
 */
export async function takeWarmPglite(newDataDir: () => Promise<string>): Promise<WarmPglite> {
  let instance: Instance | undefined
  while (!instance && idle.length > 0) {
    const candidate = idle.pop()!
    // One a test left unusable (a transaction never ended) is dropped for a new one.
    if (await emptied(candidate)) instance = candidate
  }
  if (!instance) {
    instance = { db: new PGlite(pgliteDir(await newDataDir())), tables: undefined }
  }
  const taken = instance
  let released = false
  return {
    db: taken.db,
    store() {
      const gate = gated(taken.db)
      return storeOnPglite(gate.db, { close: async () => gate.close() })
    },
    release() {
      if (released) return
      released = true
      idle.push(taken)
    },
  }
}

/** Every table but the migrations' emptied, its sequences restarted; false if it did not work. */
async function emptied(instance: Instance): Promise<boolean> {
  try {
    const tables = (instance.tables ??= (
      await withinMs(
        instance.db.query<{ tablename: string }>(
          "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'",
        ),
      )
    ).rows.map((row) => `"${row.tablename}"`))
    if (tables.length > 0)
      await withinMs(instance.db.exec(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`))
    return true
  } catch {
    return false
  }
}

function withinMs<T>(work: Promise<T>, ms = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the PGlite did not answer')), ms)
    work.then(resolve, reject).finally(() => clearTimeout(timer))
  })
}

/** The instance as one store may use it: every call after `close()` throws. */
function gated(db: PGlite): { db: PGlite; close(): void } {
  let closed = false
  const proxy = new Proxy(db, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        if (closed) throw new Error('this store is closed')
        return (value as (...a: unknown[]) => unknown).apply(target, args)
      }
    },
  })
  return {
    db: proxy,
    close: () => {
      closed = true
    },
  }
}
