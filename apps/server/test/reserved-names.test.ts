// A person may not be called like a bot (or the site), however the name is spelled: guest names
// (identity/reserved-names.ts) and account usernames (accounts/usernames.ts).
import { beforeEach, describe, expect, it } from 'vitest'
import { isReservedUsername } from '../src/accounts/usernames.js'
import { isReservedName } from '../src/identity/reserved-names.js'
import { MemoryStore } from '../src/test-support/memory-store.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'

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

describe('reserved usernames (accounts), folded as guest names are', () => {
  it('refuses bot and solver names however spelled, bot words, and the reserved list', () => {
    const reserved = {
      'bot names': ['Easy-B0t', 'easy_bot', 'EasyBot', 'Medium-8ot', 'H4rd-b0t', 'Hard-bot'],
      'solver names': ['Solver', 'S0lver', 'SOLVER', 'Solver_par'],
      'bot words': ['bot', 'B0T', 'bot_7', 'bot7', 'my-bot-name', 'SuperBot'],
      'the reserved list': ['Admin', 'Adm1n', 'R00t', 'deleted', 'deleted_player', 'Guest'],
      'the site': ['Patience-Race'],
    }
    for (const [why, names] of Object.entries(reserved))
      for (const name of names) expect(isReservedUsername(name), `${why}: ${name}`).toBe(true)
  })

  it('lets ordinary names through, words that merely contain "bot" included', () => {
    const ordinary = {
      'with "bot" inside': ['Robot', 'Bottle', 'Botticelli', 'abbot'],
      robots: ['Robot_Hard', 'ROBOT', 'robot7'],
      'near the solver': ['Solve_it', 'Solvers'],
      'near a bot or the reserved list': ['Easy_rider', 'Medium', 'Rooted'],
      'plain names': ['Ada', 'Champion'],
    }
    for (const [why, names] of Object.entries(ordinary))
      for (const name of names) expect(isReservedUsername(name), `${why}: ${name}`).toBe(false)
  })
})

describe('POST /api/session', () => {
  let server: TestServer
  let store: MemoryStore
  beforeEach(async () => {
    store = new MemoryStore()
    server = await serverForTest(store)
  })

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
