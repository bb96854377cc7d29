// The stores integration tests run on: the in-memory store (fast, no I/O) and every database
// from databases.ts (PGlite always, Postgres when TEST_DATABASE_URL is set).
import { onTestFinished } from 'vitest'
import type { RaceStore } from '../races/ports.js'
import { testDatabases } from './databases.js'
import { MemoryStore } from './memory-store.js'

export interface TestStore {
  store: RaceStore
  /** Closes the store (if open) and opens the same data again, as a restarted server would. */
  reopen(): Promise<RaceStore>
  cleanup(): Promise<void>
}

export interface TestStoreKind {
  name: string
  open(): Promise<TestStore>
}

const memoryKind: TestStoreKind = {
  name: 'memory',
  async open() {
    const store = new MemoryStore()
    return { store, reopen: async () => store, cleanup: async () => {} }
  },
}

export const testStores: TestStoreKind[] = [memoryKind, ...testDatabases]

/** A fresh store or database of `kind`, cleaned up when the test that opened it finishes. */
export async function openForTest<T extends { cleanup(): Promise<void> }>(kind: {
  open(): Promise<T>
}): Promise<T> {
  const opened = await kind.open()
  onTestFinished(() => opened.cleanup())
  return opened
}
