// A person may not be called like a bot (or the site), however the name is spelled.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { isReservedName } from '../src/identity/reserved-names.js'
import { MemoryStore } from '../src/test-support/memory-store.js'
import { startServer, type TestServer } from './support/server.js'

describe('reserved names', () => {
  it("refuses the bots' names in any case, spacing, digits for letters or look-alike letters", () => {
    for (const name of [
      'Medium bot',
      'medium BOT',
      ' M e d i u m b o t ',
      'M3dium b0t',
      'Еаsy bоt', // Cyrillic Е, а and о
      'Hard-bot',
      'ＨＡＲＤ ＢＯＴ', // full-width
      'Admin',
    ])
      expect(isReservedName(name), name).toBe(true)
  })

  it('lets ordinary names through, bot-ish ones included', () => {
    for (const name of ['Ada', 'Botticelli', 'Easy rider', 'Medium', 'Robot Hard'])
      expect(isReservedName(name), name).toBe(false)
  })
})

describe('POST /api/session', () => {
  let server: TestServer
  let store: MemoryStore
  beforeEach(async () => {
    store = new MemoryStore()
    server = await startServer(store)
  })
  afterEach(async () => server?.close())

  it('answers NAME_RESERVED to a bot name and creates no player', async () => {
    const players = store.players.size
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { name: 'Medium  B0t' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: { code: 'NAME_RESERVED', message: expect.stringContaining('pick another') },
    })
    expect(store.players.size).toBe(players)
    expect((await server.session('Grace')).player.name).toBe('Grace')
    expect(store.players.size).toBe(players + 1)
  })
})
