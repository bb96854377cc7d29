// Sensitive changes ask the owner again (issue 40): a password change, adding a passkey and
// removing one need the current password or a passkey (or recovery-code) sign-in within 5
// minutes — the cookie alone is not enough — and a password change or reset ends every other
// session and its sockets.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { logIn, ORIGIN, send, sessionCookie, signUp } from '../src/test-support/accounts.js'
import { testDatabases } from '../src/test-support/databases.js'
import { serverOnFresh, type TestServer } from '../src/test-support/server.js'
import { openRecording } from '../src/test-support/test-socket.js'
import { SoftAuthenticator } from '../src/test-support/webauthn.js'

const PASSWORD = 'correct horse battery'

describe.each(testDatabases)('owner proof for sensitive changes ($name)', (database) => {
  let server: TestServer

  beforeEach(async () => {
    server = await serverOnFresh(database)
  })

  const signsIn = async (username: string, password: string) =>
    (await send(server, 'POST', '/api/login', { body: { username, password } })).statusCode

  it('refuses a password change, a new passkey or a removed one with the cookie alone', async () => {
    const { cookie } = await signUp(server, 'Borrowed')
    const refused = [
      await send(server, 'PUT', '/api/me/password', {
        cookie,
        body: { password: 'the thief chose this' },
      }),
      await send(server, 'PUT', '/api/me/password', {
        cookie,
        body: { password: 'the thief chose this', currentPassword: 'a wrong guess here' },
      }),
      await send(server, 'POST', '/api/passkeys/register/options', { cookie, body: {} }),
      await send(server, 'DELETE', '/api/me/passkeys/some-passkey', { cookie }),
    ]
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(401)
      expect(res.json().error.code).toBe('BAD_CREDENTIALS')
    }
    expect(await signsIn('Borrowed', PASSWORD)).toBe(200)
    expect(await signsIn('Borrowed', 'the thief chose this')).toBe(401)
  })

  it('changes the password with the current one and ends every other session and its sockets', async () => {
    const { id, cookie: here } = await signUp(server, 'Changer')
    const elsewhere = await logIn(server, 'Changer')
    const socket = await openRecording(server.url, {
      headers: { cookie: elsewhere, origin: server.url },
    })
    expect(socket.connected).toBe(true)

    const change = await send(server, 'PUT', '/api/me/password', {
      cookie: here,
      body: { password: 'a brand new phrase', currentPassword: PASSWORD },
    })
    expect(change.statusCode).toBe(204)
    await vi.waitFor(() => expect(socket.connected).toBe(false))
    expect((await send(server, 'GET', '/api/me', { cookie: elsewhere })).statusCode).toBe(401)
    const me = await send(server, 'GET', '/api/me', { cookie: here })
    expect(me.json().player.id).toBe(id)
    expect(await signsIn('Changer', PASSWORD)).toBe(401)
    expect(await signsIn('Changer', 'a brand new phrase')).toBe(200)
  })

  it('resets a forgotten password after a recovery-code sign-in, ending every other session', async () => {
    const created = await send(server, 'POST', '/api/accounts', {
      body: { username: 'Forgetful', password: PASSWORD },
    })
    const stale = sessionCookie(created)
    const code: string = created.json().recoveryCodes[0]
    const rescued = await send(server, 'POST', '/api/login', {
      body: { username: 'forgetful', recoveryCode: code },
    })
    const reset = await send(server, 'PUT', '/api/me/password', {
      cookie: sessionCookie(rescued),
      body: { password: 'remembered at last' },
    })
    expect(reset.statusCode).toBe(204)
    expect((await send(server, 'GET', '/api/me', { cookie: stale })).statusCode).toBe(401)
    expect(await signsIn('Forgetful', 'remembered at last')).toBe(200)
  })

  it('lets a passkey sign-in of the last 5 minutes stand in for the password, and no longer after', async () => {
    const device = new SoftAuthenticator(ORIGIN, 'localhost')
    const { cookie: passwordSession } = await signUp(server, 'Keyed')
    const options = await send(server, 'POST', '/api/passkeys/register/options', {
      cookie: passwordSession,
      body: { currentPassword: PASSWORD },
    })
    expect(options.statusCode).toBe(200)
    const added = await send(server, 'POST', '/api/passkeys/register/verify', {
      cookie: passwordSession,
      body: { response: device.register(options.json()) },
    })
    expect(added.statusCode).toBe(200)

    const login = await send(server, 'POST', '/api/passkeys/login/options')
    const signedIn = await send(server, 'POST', '/api/passkeys/login/verify', {
      body: { response: device.authenticate(login.json(), device.ids[0]!) },
    })
    const cookie = sessionCookie(signedIn)
    const change = (password: string) =>
      send(server, 'PUT', '/api/me/password', { cookie, body: { password } })
    expect((await change('changed by passkey')).statusCode).toBe(204)
    expect(await signsIn('Keyed', 'changed by passkey')).toBe(200)

    await server.time.advance(5 * 60_000 + 1)
    const late = await change('too late for that')
    expect(late.statusCode).toBe(401)
    expect(late.json().error.code).toBe('BAD_CREDENTIALS')
    expect(await signsIn('Keyed', 'changed by passkey')).toBe(200)
  })
})
