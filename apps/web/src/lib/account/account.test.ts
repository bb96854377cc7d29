// @vitest-environment jsdom
// The header's account after a sign-out: an answer to "who am I" that was already on its way
// (the page asked when it opened) must not sign the person back in.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { account } from './account.svelte.js'
import { session } from '../state/session.svelte.js'
import { keyholder } from './signed-in-fixture.js'
import { serveRest } from '../net/fake-rest.js'

const ME = keyholder()

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

afterEach(() => vi.unstubAllGlobals())

describe('the signed-in account', () => {
  it('stays signed out when a "who am I" sent before the sign-out answers after it', async () => {
    vi.stubGlobal('fetch', async () => json(ME))
    await account.refresh(true)
    expect(account.me?.account.username).toBe('Keyholder')
    expect(session.account?.name).toBe('Keyholder')

    let answerMe: (r: Response) => void = () => {}
    serveRest(({ url }) =>
      url === '/api/me'
        ? new Promise<Response>((resolve) => (answerMe = resolve))
        : new Response(null, { status: 204 }),
    )
    const late = account.refresh()
    await account.signOut()
    answerMe(json(ME))
    await late
    expect(account.me).toBeNull()
    expect(session.account).toBeNull()
  })

  it('a refresh after the sign-out is believed again', async () => {
    vi.stubGlobal('fetch', async () =>
      json({ error: { code: 'UNAUTHORIZED', message: 'no' } }, 401),
    )
    await account.refresh(true)
    expect(account.me).toBeNull()
    vi.stubGlobal('fetch', async () => json(ME))
    await account.refresh(true)
    expect(account.me?.player.name).toBe('Keyholder')
  })

  it('a browser that never signed in asks nothing (a first visit makes no failing request)', async () => {
    session.signedIn(null)
    const fetch = vi.fn(async () => json({ error: { code: 'UNAUTHORIZED', message: 'no' } }, 401))
    vi.stubGlobal('fetch', fetch)
    await account.refresh()
    expect(fetch).not.toHaveBeenCalled()
    expect(account.me).toBeNull()
    expect(account.loaded).toBe(true)
  })

  it('a browser that signed in before asks, and a session gone by then signs it out', async () => {
    session.signedIn(ME.player)
    vi.stubGlobal('fetch', async () =>
      json({ error: { code: 'UNAUTHORIZED', message: 'no' } }, 401),
    )
    await account.refresh()
    expect(session.account).toBeNull()
  })
})
