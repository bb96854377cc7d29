// Password accounts end to end on the real server and database: names, hashes, cookies,
// cross-site refusal, sign-in failures, sessions, guest upgrade and export (deletion:
// accounts-deletion.test.ts).
import { raceSummarySchema } from '@patience-race/protocol'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ask } from '../src/test-support/ask.js'
import { startLiveRace } from '../src/test-support/race-setup.js'
import { ORIGIN, send, sessionCookie } from '../src/test-support/accounts.js'
import { testDatabases, type TestDatabase } from '../src/test-support/databases.js'
import { openForTest } from '../src/test-support/stores.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import { inspect } from '../src/test-support/inspect-database.js'

for (const database of testDatabases) {
  describe(`accounts (${database.name})`, () => {
    let db: TestDatabase
    let server: TestServer

    beforeEach(async () => {
      vi.stubEnv('ACCOUNT_ATTEMPTS_PER_USERNAME', '5')
      vi.stubEnv('ACCOUNT_ATTEMPTS_PER_IP', '40')
      db = await openForTest(database)
      server = await serverForTest(db.store)
    })
    afterEach(async () => {
      vi.unstubAllEnvs()
    })

    const signUp = (username: string, password = 'correct horse battery') =>
      send(server, 'POST', '/api/accounts', { body: { username, password } })

    it('makes an account with a session cookie that is httpOnly, SameSite=Lax, and not Secure over http', async () => {
      const res = await signUp('Alice')
      expect(res.statusCode).toBe(201)
      expect(res.json().player.name).toBe('Alice')
      expect(res.json().recoveryCodes).toHaveLength(8)
      const cookie = res.cookies.find((c) => c.name === 'pr_session')
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
      expect(cookie?.secure).toBeUndefined()
      const me = await send(server, 'GET', '/api/me', { cookie: sessionCookie(res) })
      expect(me.statusCode).toBe(200)
      expect(me.json()).toMatchObject({
        player: { id: res.json().player.id, name: 'Alice' },
        account: { username: 'Alice', hasPassword: true, recoveryCodesLeft: 8 },
      })
      expect((await send(server, 'GET', '/api/me')).statusCode).toBe(401)
    })

    it('marks the cookie Secure when the request came over TLS through a trusted proxy', async () => {
      await server.close()
      server = await serverForTest(db.store, { TRUST_PROXY: 'true' })
      const res = await send(server, 'POST', '/api/accounts', {
        body: { username: 'Tls', password: 'correct horse battery' },
        headers: { 'x-forwarded-proto': 'https', origin: 'https://localhost:80' },
      })
      expect(res.statusCode).toBe(201)
      expect(res.cookies.find((c) => c.name === 'pr_session')?.secure).toBe(true)
    })

    it('keeps names unique ignoring case, and refuses bot and reserved names', async () => {
      expect((await signUp('Champion')).statusCode).toBe(201)
      const again = await signUp('cHAMPION')
      expect(again.statusCode).toBe(409)
      expect(again.json().error.code).toBe('NAME_TAKEN')
      for (const name of ['admin', 'Easy-bot', 'Easy-B0t', 'S0lver', 'bot_7', 'deleted']) {
        const res = await signUp(name)
        expect(res.json().error.code, name).toBe('NAME_RESERVED')
      }
      expect((await signUp('Robot')).statusCode).toBe(201)
      expect((await signUp('no spaces')).json().error.code).toBe('BAD_PAYLOAD')
      expect((await signUp('ab')).json().error.code).toBe('BAD_PAYLOAD')
    })

    it('refuses short and common passwords with WEAK_PASSWORD', async () => {
      for (const password of ['short', 'password1', 'iloveyou', 'QWERTYUIOP']) {
        const res = await signUp('Weakling', password)
        expect(res.statusCode, password).toBe(400)
        expect(res.json().error.code, password).toBe('WEAK_PASSWORD')
      }
    })

    it('stores an argon2id hash and never the password', async () => {
      const res = await signUp('Hasher', 'a very private phrase')
      const token = sessionCookie(res).split('=')[1] ?? ''
      const codes: string[] = res.json().recoveryCodes
      await inspect(db, server, async (look) => {
        const rows = await look<{ password_hash: string; username_key: string }>(
          'SELECT password_hash, username_key FROM accounts',
        )
        expect(rows).toHaveLength(1)
        expect(rows[0]?.username_key).toBe('hasher')
        expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
        const dump = JSON.stringify([
          await look('SELECT * FROM accounts'),
          await look('SELECT * FROM account_sessions'),
          await look('SELECT * FROM recovery_codes'),
        ])
        expect(dump).not.toContain('a very private phrase')
        expect(dump).not.toContain(token)
        for (const code of codes) expect(dump).not.toContain(code)
        expect(await look('SELECT id FROM account_sessions')).toHaveLength(1)
      })
    })

    it('signs in with the password, whatever the name’s case; wrong name or password get one BAD_CREDENTIALS', async () => {
      await signUp('Bertha', 'correct horse battery')
      const ok = await send(server, 'POST', '/api/login', {
        body: { username: 'bertha', password: 'correct horse battery' },
      })
      expect(ok.statusCode).toBe(200)
      expect(ok.json().player.name).toBe('Bertha')
      const wrongPassword = await send(server, 'POST', '/api/login', {
        body: { username: 'Bertha', password: 'wrong horse battery' },
      })
      const noSuchUser = await send(server, 'POST', '/api/login', {
        body: { username: 'Nobody', password: 'correct horse battery' },
      })
      expect(wrongPassword.statusCode).toBe(401)
      expect(noSuchUser.statusCode).toBe(401)
      expect(wrongPassword.json()).toEqual(noSuchUser.json())
      expect(wrongPassword.json().error.code).toBe('BAD_CREDENTIALS')
    })

    it('lets a recovery code in once', async () => {
      const res = await signUp('Forgetful')
      const code: string = res.json().recoveryCodes[0]
      const first = await send(server, 'POST', '/api/login', {
        body: { username: 'Forgetful', recoveryCode: code.toUpperCase() },
      })
      expect(first.statusCode).toBe(200)
      const me = await send(server, 'GET', '/api/me', { cookie: sessionCookie(first) })
      expect(me.json().account.recoveryCodesLeft).toBe(7)
      const second = await send(server, 'POST', '/api/login', {
        body: { username: 'Forgetful', recoveryCode: code },
      })
      expect(second.json().error.code).toBe('BAD_CREDENTIALS')
    })

    it('rate-limits sign-in per username, and per address', async () => {
      await signUp('Target')
      const tries = []
      for (let i = 0; i < 6; i++)
        tries.push(
          await send(server, 'POST', '/api/login', {
            body: { username: 'target', password: `guess-number-${i}` },
          }),
        )
      expect(tries.slice(0, 4).map((r) => r.json().error.code)).toEqual(
        Array(4).fill('BAD_CREDENTIALS'),
      )
      expect(tries[5]?.statusCode).toBe(429)
      expect(tries[5]?.json().error.code).toBe('RATE_LIMITED')

      const codes = []
      for (let i = 0; i < 40; i++)
        codes.push(
          (
            await send(server, 'POST', '/api/login', {
              body: { username: `spray${i}`, password: 'whatever-at-all' },
            })
          ).json().error.code,
        )
      expect(codes).toContain('RATE_LIMITED')
    })

    it('rate-limits sign-up per address, whatever the names', async () => {
      // Each try takes the address budget (40 here) before the password is even looked at.
      const fromHere = (i: number) =>
        send(server, 'POST', '/api/accounts', {
          body: { username: `Many${i}`, password: 'password' },
        })
      const codes = []
      for (let i = 0; i < 40; i++) codes.push((await fromHere(i)).json().error.code)
      expect(new Set(codes)).toEqual(new Set(['WEAK_PASSWORD']))
      const over = await send(server, 'POST', '/api/accounts', {
        body: { username: 'OneMore', password: 'correct horse battery' },
      })
      expect(over.statusCode).toBe(429)
      expect(over.json().error.code).toBe('RATE_LIMITED')
      // Another address has its own budget.
      const elsewhere = await server.app.inject({
        method: 'POST',
        url: '/api/accounts',
        remoteAddress: '10.9.8.7',
        headers: { host: 'localhost:80', origin: ORIGIN },
        payload: { username: 'OneMore', password: 'correct horse battery' },
      })
      expect(elsewhere.statusCode).toBe(201)
    })

    it('refuses a cross-site write that carries the cookie with 403 FORBIDDEN', async () => {
      const cookie = sessionCookie(await signUp('Victim'))
      const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }
      const logout = await send(server, 'POST', '/api/logout-all', { cookie, headers: evil })
      expect(logout.statusCode).toBe(403)
      expect(logout.json().error.code).toBe('FORBIDDEN')
      const del = await server.app.inject({ method: 'DELETE', url: '/api/me', headers: { cookie } })
      expect(del.statusCode).toBe(403)
      const login = await send(server, 'POST', '/api/login', {
        body: { username: 'Victim', password: 'correct horse battery' },
        headers: { origin: 'https://evil.example' },
      })
      expect(login.statusCode).toBe(403)
      expect((await send(server, 'GET', '/api/me', { cookie })).statusCode).toBe(200)
      expect(
        (await send(server, 'POST', '/api/logout', { cookie, headers: { origin: ORIGIN } }))
          .statusCode,
      ).toBe(204)
    })

    it('signs out one session, or every session', async () => {
      await signUp('Roamer')
      const login = () =>
        send(server, 'POST', '/api/login', {
          body: { username: 'Roamer', password: 'correct horse battery' },
        }).then(sessionCookie)
      const [phone, laptop, tablet] = [await login(), await login(), await login()]
      const me = (cookie: string) => send(server, 'GET', '/api/me', { cookie })

      expect((await send(server, 'POST', '/api/logout', { cookie: phone })).statusCode).toBe(204)
      expect((await me(phone)).statusCode).toBe(401)
      expect((await me(laptop)).statusCode).toBe(200)

      const all = await send(server, 'POST', '/api/logout-all', { cookie: laptop })
      expect(all.statusCode).toBe(204)
      expect((await me(laptop)).statusCode).toBe(401)
      expect((await me(tablet)).statusCode).toBe(401)
      await inspect(db, server, async (look) => {
        expect(await look('SELECT id FROM account_sessions')).toEqual([])
      })
    })

    it('upgrades a guest who finished a race: same player id, the result is still theirs', async () => {
      const race = await startLiveRace(server, { game: 'sir-tommy' })
      const { raceId, alice: guest } = race
      const move = { raceId, move: race.startedA.legal[0]!, seq: 1 }
      expect((await ask(race.a, 'race:move', move)).ok).toBe(true)
      const theirs = { raceId, move: race.startedB.legal[0]!, seq: 1 }
      expect((await ask(race.b, 'race:move', theirs)).ok).toBe(true)
      await ask(race.a, 'race:resign', { raceId })
      await ask(race.b, 'race:resign', { raceId })
      await vi.waitFor(async () =>
        expect((await server.get(`/api/races/${raceId}`, raceSummarySchema)).body.status).toBe(
          'finished',
        ),
      )

      const upgrade = await send(server, 'POST', '/api/accounts/upgrade', {
        body: { username: 'Alice', password: 'correct horse battery' },
        headers: { authorization: `Bearer ${guest.token}` },
      })
      expect(upgrade.statusCode).toBe(200)
      expect(upgrade.json().player.id).toBe(guest.player.id)
      const cookie = sessionCookie(upgrade)
      const profile = await send(server, 'GET', '/api/@/alice')
      expect(profile.json().player.id).toBe(guest.player.id)
      expect(profile.json().totals.races).toBe(1)
      expect(profile.json().recent[0].raceId).toBe(raceId)
      const exported = await send(server, 'GET', '/api/me/export', { cookie })
      expect(exported.json().races.map((r: { id: string }) => r.id)).toEqual([raceId])
      // With the player's own moves (not the opponent's), in order.
      expect(exported.json().races[0]).toMatchObject({
        seat: 0,
        status: 'finished',
        moves: [{ seq: 1, move: move.move, at: expect.any(Number) }],
      })
      expect(exported.json().races[0].moves).toHaveLength(1)
      // The same bearer token still works: a guest's browser is not signed out by upgrading.
      const again = await send(server, 'POST', '/api/accounts/upgrade', {
        body: { username: 'Other', password: 'correct horse battery' },
        headers: { authorization: `Bearer ${guest.token}` },
      })
      expect(again.json().error.code).toBe('NAME_TAKEN')
    })

    it('shows only public facts on a profile, and 404 for a guest or unknown name', async () => {
      await signUp('Public')
      const profile = await send(server, 'GET', '/api/@/PUBLIC')
      expect(profile.statusCode).toBe(200)
      expect(Object.keys(profile.json()).sort()).toEqual(
        ['createdAt', 'friends', 'player', 'ratings', 'recent', 'totals', 'username'].sort(),
      )
      expect(profile.body).not.toContain('argon2')
      await server.session('JustAGuest')
      expect((await send(server, 'GET', '/api/@/JustAGuest')).statusCode).toBe(404)
    })

    it('stores settings in the account', async () => {
      const cookie = sessionCookie(await signUp('Tidy'))
      const put = await send(server, 'PUT', '/api/me/settings', {
        cookie,
        body: { fourColourSuits: true, cardSize: 'large' },
      })
      expect(put.json()).toMatchObject({
        fourColourSuits: true,
        cardSize: 'large',
        leftHanded: false,
      })
      const me = await send(server, 'GET', '/api/me', { cookie })
      expect(me.json().account.settings).toMatchObject({ fourColourSuits: true, cardSize: 'large' })
    })
  })
}
