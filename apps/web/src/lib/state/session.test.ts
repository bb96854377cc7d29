// @vitest-environment jsdom
// Who this browser races as: signing in makes it the account (the guest token is dropped, or it
// would be sent first and win), and the account is remembered across reloads until signed out.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Session } from './session.svelte.js'

const GUEST = { token: 'guest-token', player: { id: 'p-guest', name: 'Gus' } }
const ACCOUNT = { id: 'p-account', name: 'Ada_L' }

describe('Session', () => {
  afterEach(() => {
    localStorage.clear()
    vi.unstubAllGlobals()
  })

  it('signed in, races as the account with no token; signed out, nobody until a new guest', async () => {
    localStorage.setItem('patience-race.session', JSON.stringify(GUEST))
    const session = new Session()
    expect(session.authKey).toBe('guest-token')
    session.signedIn(ACCOUNT)
    expect(session.token).toBeNull()
    expect(session.known).toBe(true)
    expect(session.authKey).toBe('account:p-account')
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    expect(await session.ensure('Someone else')).toEqual({
      ok: true,
      data: { token: null, player: ACCOUNT },
    })
    expect(fetch).not.toHaveBeenCalled()
    // A reload remembers the account (the cookie is what proves it; /api/me confirms).
    expect(new Session().account).toEqual(ACCOUNT)
    expect(new Session().token).toBeNull()

    session.signedIn(null)
    expect(session.known).toBe(false)
    expect(new Session().account).toBeNull()
  })
})
