// What other parts of the server get from accounts: a socket handshake's cookie resolves to the
// player, bearer and cookie resolve alike for REST, revocations are announced; passkey
// endpoints refuse what they must, and with a software authenticator (src/test-support/webauthn.ts) a
// second passkey is added and one removed, keeping one way in (LAST_SIGN_IN_METHOD).
import type { FastifyRequest } from 'fastify'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Accounts } from '../src/accounts/accounts.js'
import { logIn, ORIGIN, send, sessionCookie, signUp } from '../src/test-support/accounts.js'
import { SoftAuthenticator } from '../src/test-support/webauthn.js'
import { testDatabases } from '../src/test-support/databases.js'
import { serverOnFresh, type TestServer } from '../src/test-support/server.js'

describe.each(testDatabases)('account sessions ($name)', (database) => {
  let server: TestServer
  let accounts: Accounts

  beforeEach(async () => {
    server = await serverOnFresh(database)
    if (!server.app.accounts) throw new Error('the database store keeps accounts')
    accounts = server.app.accounts
  })

  it('resolves a socket handshake cookie to the player, and announces every revoked session', async () => {
    const { id, cookie: first } = await signUp(server, 'Socketeer')
    const second = await logIn(server, 'Socketeer')
    expect(await accounts.playerFromCookieHeader(`theme=dark; ${first}`)).toBe(id)
    expect(await accounts.playerFromCookieHeader('pr_session=forged')).toBeNull()
    expect(await accounts.playerFromCookieHeader(undefined)).toBeNull()

    const revoked: Array<[string, string[]]> = []
    accounts.onRevoked((playerId, sessionIds) => revoked.push([playerId, sessionIds]))
    await send(server, 'POST', '/api/logout', { cookie: first })
    expect(revoked).toEqual([[id, [accounts.sessionIdOf(first)]]])
    await send(server, 'POST', '/api/logout-all', { cookie: second })
    expect(revoked[1]).toEqual([id, [accounts.sessionIdOf(second)]])
    expect(await accounts.playerFromCookieHeader(second)).toBeNull()
  })

  it('gives REST the same player for a guest bearer token and for a cookie session', async () => {
    const guest = await server.session('Guest')
    const asGuest = { headers: { authorization: `Bearer ${guest.token}` } } as FastifyRequest
    expect(await accounts.playerFromRequest(asGuest)).toBe(guest.player.id)
    const up = await send(server, 'POST', '/api/accounts/upgrade', {
      body: { username: 'Upgraded', password: 'correct horse battery' },
      headers: { authorization: `Bearer ${guest.token}` },
    })
    const token = sessionCookie(up).split('=')[1]
    const asCookie = { headers: {}, cookies: { pr_session: token } } as unknown as FastifyRequest
    expect(await accounts.playerFromRequest(asCookie)).toBe(guest.player.id)
    expect(await accounts.hasAccount(guest.player.id)).toBe(true)
    expect(await accounts.hasAccount((await server.session('Other')).player.id)).toBe(false)
  })

  it('refuses a passkey for a taken or reserved name, and a login with no challenge of ours', async () => {
    await send(server, 'POST', '/api/accounts', {
      body: { username: 'Taken', password: 'correct horse battery' },
    })
    const taken = await send(server, 'POST', '/api/passkeys/register/options', {
      body: { username: 'TAKEN' },
    })
    expect(taken.json().error.code).toBe('NAME_TAKEN')
    const bot = await send(server, 'POST', '/api/passkeys/register/options', {
      body: { username: 'Hard-bot' },
    })
    expect(bot.json().error.code).toBe('NAME_RESERVED')
    const fresh = await send(server, 'POST', '/api/passkeys/register/options', {
      body: { username: 'Fresh' },
    })
    expect(fresh.statusCode).toBe(200)
    expect(fresh.json()).toMatchObject({ rp: { id: 'localhost' }, user: { name: 'Fresh' } })

    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: 'not-ours', origin: 'http://localhost' }),
    ).toString('base64url')
    const assertion = { clientDataJSON, authenticatorData: 'AAAA', signature: 'AAAA' }
    const login = await send(server, 'POST', '/api/passkeys/login/verify', {
      body: {
        response: { id: 'abc', rawId: 'abc', type: 'public-key', response: assertion },
      },
    })
    expect(login.statusCode).toBe(401)
    expect(login.json().error.code).toBe('BAD_CREDENTIALS')
    // An assertion without its signature is not a credential at all: refused at the edge.
    const malformed = await send(server, 'POST', '/api/passkeys/login/verify', {
      body: {
        response: { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON } },
      },
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().error.code).toBe('BAD_PAYLOAD')
  })

  it('keeps one way in: the password of a passkey-less account cannot be removed', async () => {
    const cookie = sessionCookie(
      await send(server, 'POST', '/api/accounts', {
        body: { username: 'OnlyPassword', password: 'correct horse battery' },
      }),
    )
    const remove = await send(server, 'PUT', '/api/me/password', {
      cookie,
      body: { password: null, currentPassword: 'correct horse battery' },
    })
    expect(remove.statusCode).toBe(409)
    expect(remove.json().error.code).toBe('LAST_SIGN_IN_METHOD')
    const change = await send(server, 'PUT', '/api/me/password', {
      cookie,
      body: { password: 'a brand new phrase', currentPassword: 'correct horse battery' },
    })
    expect(change.statusCode).toBe(204)
    const login = await send(server, 'POST', '/api/login', {
      body: { username: 'OnlyPassword', password: 'a brand new phrase' },
    })
    expect(login.statusCode).toBe(200)
  })

  it('adds a second passkey, removes one and still signs in with the other; the last stays (LAST_SIGN_IN_METHOD)', async () => {
    const device = new SoftAuthenticator(ORIGIN, 'localhost')
    const register = async (body: object, cookie?: string) => {
      const options = await send(server, 'POST', '/api/passkeys/register/options', {
        body,
        ...(cookie ? { cookie } : {}),
      })
      expect(options.statusCode).toBe(200)
      return send(server, 'POST', '/api/passkeys/register/verify', {
        body: { response: device.register(options.json()) },
        ...(cookie ? { cookie } : {}),
      })
    }
    const signUp = await register({ username: 'Keyring' })
    expect(signUp.statusCode).toBe(200)
    expect(signUp.json().recoveryCodes).toHaveLength(8)
    const id: string = signUp.json().player.id
    const cookie = sessionCookie(signUp)
    const added = await register({}, cookie)
    expect(added.json().player).toEqual({ id, name: 'Keyring' })
    const me = async () => (await send(server, 'GET', '/api/me', { cookie })).json().account
    expect((await me()).passkeys.map((p: { id: string }) => p.id).sort()).toEqual(
      [...device.ids].sort(),
    )
    expect((await me()).hasPassword).toBe(false)

    const [first, second] = device.ids as [string, string]
    const removed = await send(server, 'DELETE', `/api/me/passkeys/${first}`, { cookie })
    expect(removed.statusCode).toBe(204)
    const signIn = async (credential: string) => {
      const options = await send(server, 'POST', '/api/passkeys/login/options')
      return send(server, 'POST', '/api/passkeys/login/verify', {
        body: { response: device.authenticate(options.json(), credential) },
      })
    }
    const withSecond = await signIn(second)
    expect(withSecond.statusCode).toBe(200)
    expect(withSecond.json().player).toEqual({ id, name: 'Keyring' })
    expect((await signIn(first)).json().error.code).toBe('BAD_CREDENTIALS')

    // The last passkey of an account without a password cannot go; with a password it can.
    const last = await send(server, 'DELETE', `/api/me/passkeys/${second}`, { cookie })
    expect(last.statusCode).toBe(409)
    expect(last.json().error.code).toBe('LAST_SIGN_IN_METHOD')
    expect((await signIn(second)).statusCode).toBe(200)
    const password = { password: 'correct horse battery' }
    await send(server, 'PUT', '/api/me/password', { cookie, body: password })
    expect(
      (await send(server, 'DELETE', `/api/me/passkeys/${second}`, { cookie })).statusCode,
    ).toBe(204)
    expect((await me()).passkeys).toEqual([])
  })
})
