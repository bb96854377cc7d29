// Guessing one account's password from many addresses never locks its owner out (issue 40):
// attempts count per (username, address) and per address, and past a per-username number of
// wrong ones every sign-in to the name waits a little longer instead of being refused. The
// owner from an address of their own signs in with the password (any case of the name) or a
// recovery code, and a passkey works even from an address that spent its password budget.
import type { LightMyRequestResponse } from 'fastify'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ORIGIN, send, sessionCookie } from '../src/test-support/accounts.js'
import { testDatabases } from '../src/test-support/databases.js'
import { serverOnFresh, type TestServer } from '../src/test-support/server.js'
import { SoftAuthenticator } from '../src/test-support/webauthn.js'

const PASSWORD = 'correct horse battery'

describe.each(testDatabases)('no lock-out of the owner ($name)', (database) => {
  let server: TestServer

  beforeEach(async () => {
    vi.stubEnv('ACCOUNT_ATTEMPTS_PER_USERNAME', '3')
    vi.stubEnv('ACCOUNT_ATTEMPTS_PER_IP', '5')
    vi.stubEnv('ACCOUNT_SLOWDOWN_AFTER', '6')
    vi.stubEnv('ACCOUNT_SLOWDOWN_MS', '2')
    vi.stubEnv('ACCOUNT_SLOWDOWN_MAX_MS', '20')
    server = await serverOnFresh(database)
  })
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  /** A same-origin POST from `address`. */
  const from = (address: string, url: string, body: object): Promise<LightMyRequestResponse> =>
    server.app.inject({
      method: 'POST',
      url,
      remoteAddress: address,
      headers: { host: 'localhost:80', origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
      payload: body,
    })

  it('lets the owner in from a fresh address after wrong passwords from 14 others', async () => {
    const created = await send(server, 'POST', '/api/accounts', {
      body: { username: 'Champion', password: PASSWORD },
    })
    const recoveryCode: string = created.json().recoveryCodes[0]
    const device = new SoftAuthenticator(ORIGIN, 'localhost')
    const options = await send(server, 'POST', '/api/passkeys/register/options', {
      cookie: sessionCookie(created),
      body: { currentPassword: PASSWORD },
    })
    await send(server, 'POST', '/api/passkeys/register/verify', {
      cookie: sessionCookie(created),
      body: { response: device.register(options.json()) },
    })

    const attackers = Array.from({ length: 14 }, (_, i) => `203.0.113.${i + 1}`)
    for (const address of attackers) {
      const codes = []
      for (let i = 0; i < 6; i++) {
        const res = await from(address, '/api/login', {
          username: i % 2 ? 'CHAMPION' : 'champion',
          password: `guess ${address} ${i}`,
        })
        codes.push(res.json().error.code)
      }
      // Three wrong ones per (name, address), then that pair is out of budget.
      expect(codes, address).toEqual([
        'BAD_CREDENTIALS',
        'BAD_CREDENTIALS',
        'BAD_CREDENTIALS',
        'RATE_LIMITED',
        'RATE_LIMITED',
        'RATE_LIMITED',
      ])
    }

    const owner = (address: string, body: object) =>
      from(address, '/api/login', { username: 'champion', ...body })
    expect((await owner('198.51.100.1', { password: PASSWORD })).statusCode).toBe(200)
    expect(
      (await from('198.51.100.2', '/api/login', { username: 'CHAMPION', password: PASSWORD }))
        .statusCode,
    ).toBe(200)
    expect((await owner('198.51.100.3', { recoveryCode })).statusCode).toBe(200)

    // A passkey from an address whose password budget is spent (a shared network).
    const attacked = attackers[0]!
    const login = await from(attacked, '/api/passkeys/login/options', {})
    expect(login.statusCode).toBe(200)
    const passkey = await from(attacked, '/api/passkeys/login/verify', {
      response: device.authenticate(login.json(), device.ids[0]!),
    })
    expect(passkey.statusCode).toBe(200)
    expect(passkey.json().player.name).toBe('Champion')
  })

  it('still refuses one address that guesses many names', async () => {
    const codes = []
    for (let i = 0; i < 6; i++)
      codes.push(
        (await from('203.0.113.50', '/api/login', { username: `name${i}`, password: 'x' })).json()
          .error.code,
      )
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('BAD_CREDENTIALS'))
    expect(codes[5]).toBe('RATE_LIMITED')
  })
})
