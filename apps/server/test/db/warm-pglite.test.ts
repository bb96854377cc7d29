// The server tests' shared PGlite (test-support/warm-pglite.ts): each test gets it empty, and a
// store closed by one test cannot write into the next one's data.
import { describe, expect, it } from 'vitest'
import { testDatabases } from '../../src/test-support/databases.js'

const pglite = testDatabases.find((kind) => kind.name === 'pglite')!

describe('the warm PGlite of a test file', () => {
  it('hands the next test an empty database, and refuses a closed store’s late writes', async () => {
    const first = await pglite.open()
    const early = first.store
    await early.upsertPlayer({ id: 'p-ada', name: 'Ada' })
    expect(await early.getPlayer('p-ada')).toMatchObject({ name: 'Ada' })
    await first.cleanup()
    await expect(early.upsertPlayer({ id: 'p-late', name: 'Late' })).rejects.toThrow()

    const second = await pglite.open()
    try {
      expect(await second.store.getPlayer('p-ada')).toBeNull()
      expect(await second.store.getPlayer('p-late')).toBeNull()
      // A restart on the same instance keeps the data, as a restarted server would.
      await second.store.upsertPlayer({ id: 'p-bo', name: 'Bo' })
      const reopened = await second.reopen()
      expect(await reopened.getPlayer('p-bo')).toMatchObject({ name: 'Bo' })
      expect(() => second.dataDir).toThrow(/onDisk/)
    } finally {
      await second.cleanup()
    }
  })
})
