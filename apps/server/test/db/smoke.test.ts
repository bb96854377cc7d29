import { it, expect } from 'vitest'
import { testDatabases } from '../support/databases.js'
it('smoke', async () => {
  for (const k of testDatabases) {
    const t0 = Date.now()
    const db = await k.open()
    console.log(k.name, 'open ms', Date.now() - t0)
    await db.store.upsertPlayer({ id: 'p1', name: 'Ann' })
    expect(await db.store.getPlayer('p1')).toEqual({ id: 'p1', name: 'Ann' })
    await db.reopen()
    expect(await db.store.getPlayer('p1')).toEqual({ id: 'p1', name: 'Ann' })
    await db.cleanup()
  }
}, 60000)
