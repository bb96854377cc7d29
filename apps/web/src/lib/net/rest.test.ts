// @vitest-environment jsdom
// The REST client's answers as ApiResults: the server's error codes, a body that is no error,
// an unreachable server, 204s, and the bearer token only where one is given.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountApi } from '../account/account-api.js'
import { api } from '../api.js'
import { serveRest } from './fake-rest.js'

afterEach(() => vi.unstubAllGlobals())

describe('the REST client', () => {
  it('hands back the body of a 2xx, typed by its route', async () => {
    const asked = serveRest(() => ({ status: 201, body: { raceId: 'r-1' } }))
    expect(await api.ghost('r-0', 1, 'tok')).toEqual({ ok: true, data: { raceId: 'r-1' } })
    expect(asked[0]).toMatchObject({
      method: 'POST',
      url: '/api/races/r-0/ghost',
      body: { seat: 1 },
    })
    expect(asked[0]!.headers.get('authorization')).toBe('Bearer tok')
    expect(asked[0]!.headers.get('content-type')).toBe('application/json')
  })

  it("passes the server's error code on, as callers switch on it", async () => {
    serveRest(() => ({
      status: 409,
      body: { error: { code: 'NAME_TAKEN', message: 'that name is taken' } },
    }))
    expect(await accountApi.signUp('Ada', 'a long phrase')).toEqual({
      ok: false,
      error: { code: 'NAME_TAKEN', message: 'that name is taken' },
    })
  })

  it('says INTERNAL with the status when the body is no error (a proxy page, nothing)', async () => {
    serveRest(() => new Response('<html>Bad gateway</html>', { status: 502 }))
    expect(await api.node()).toEqual({
      ok: false,
      error: { code: 'INTERNAL', message: 'the server answered 502' },
    })
    serveRest(() => new Response(null, { status: 404 }))
    expect(await api.node()).toEqual({
      ok: false,
      error: { code: 'INTERNAL', message: 'the server answered 404' },
    })
  })

  it('says the server cannot be reached when fetch fails', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await api.tv()).toEqual({
      ok: false,
      error: { code: 'INTERNAL', message: "can't reach the server — is it running?" },
    })
    expect(await accountApi.me()).toEqual({
      ok: false,
      error: { code: 'INTERNAL', message: "can't reach the server" },
    })
  })

  it('takes a 204 as done, sends no token without one and no body where none is due', async () => {
    const asked = serveRest(() => new Response(null, { status: 204 }))
    expect(await accountApi.logout()).toEqual({ ok: true, data: null })
    expect(asked[0]).toMatchObject({ method: 'POST', url: '/api/logout', body: undefined })
    expect(asked[0]!.headers.get('authorization')).toBeNull()
    expect(asked[0]!.headers.get('content-type')).toBeNull()
  })

  it('builds the query from the parameters given, in order', async () => {
    const asked = serveRest(() => ({ body: { race: null } }))
    await api.tv()
    await api.tv('r 1')
    await api.liveRaces()
    expect(asked.map((a) => a.url)).toEqual([
      '/api/tv',
      '/api/tv?after=r%201',
      '/api/races?status=live',
    ])
  })
})
