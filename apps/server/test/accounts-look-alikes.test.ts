// Names that read like an account's (issue 40): account names fold as guest names do (case,
// digits for letters, `_` and `-`), so a look-alike of an account is NAME_TAKEN; and a guest
// may not call itself by an account's name however spelled (case, full width, look-alike
// letters from other scripts, digits): NAME_RESERVED.
import { beforeEach, describe, expect, it } from 'vitest'
import { send } from '../src/test-support/accounts.js'
import { testDatabases } from '../src/test-support/databases.js'
import { serverOnFresh, type TestServer } from '../src/test-support/server.js'

describe.each(testDatabases)('look-alike names ($name)', (database) => {
  let server: TestServer

  beforeEach(async () => {
    server = await serverOnFresh(database)
  })

  const signUp = (username: string) =>
    send(server, 'POST', '/api/accounts', {
      body: { username, password: 'correct horse battery' },
    })

  it("refuses an account name that folds to another account's: NAME_TAKEN", async () => {
    expect((await signUp('victim')).statusCode).toBe(201)
    for (const username of ['v1ctim', 'VICTIM', 'Vict1m', 'vic_tim', 'v-i-c-t-i-m', 'vlctim']) {
      const res = await signUp(username)
      expect(res.statusCode, username).toBe(409)
      expect(res.json().error.code, username).toBe('NAME_TAKEN')
    }
    const passkey = await send(server, 'POST', '/api/passkeys/register/options', {
      body: { username: 'V1CT1M' },
    })
    expect(passkey.json().error.code).toBe('NAME_TAKEN')
    expect((await signUp('victor')).statusCode).toBe(201)
  })

  it("refuses a guest name that folds to an account's username: NAME_RESERVED", async () => {
    expect((await signUp('Victim')).statusCode).toBe(201)
    for (const name of ['Victim', 'VICTIM', 'ｖｉｃｔｉｍ', 'vіctіm', 'V1ct1m', 'vic tim']) {
      const res = await send(server, 'POST', '/api/session', { body: { name } })
      expect(res.statusCode, name).toBe(400)
      expect(res.json().error.code, name).toBe('NAME_RESERVED')
    }
    const other = await send(server, 'POST', '/api/session', { body: { name: 'Victoria' } })
    expect(other.statusCode).toBe(200)
  })
})
