// Deleting an account on the real server and database: credentials (password, passkeys, recovery
// codes, sessions) and name go, the username is free again, the results it had stay on the
// ranked and daily boards as "deleted player", and the player is retired: its guest token,
// sessions and sockets are void for good, and nothing upgrades onto it again.
import { dailyDaySchema, dailyTodaySchema, leaderboardSchema } from '@patience-race/protocol'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ORIGIN, send, sessionCookie } from '../src/test-support/accounts.js'
import { testDatabases, type TestDatabase } from '../src/test-support/databases.js'
import { openForTest } from '../src/test-support/stores.js'
import { inspect } from '../src/test-support/inspect-database.js'
import { ask, next } from '../src/test-support/ask.js'
import { json } from '../src/test-support/json.js'
import { readyAndStart, whileBotPlaysOut } from '../src/test-support/race-setup.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import { SoftAuthenticator } from '../src/test-support/webauthn.js'

const FAST_BOTS = { BOT_MOVE_MS: '5', QUEUE_BOT_AFTER_MS: '60000' }

for (const database of testDatabases) {
  describe(`account deletion (${database.name})`, () => {
    let db: TestDatabase
    let server: TestServer

    beforeEach(async () => {
      db = await openForTest(database)
      server = await serverForTest(db.store, FAST_BOTS)
    })

    /** Joins the race, makes one move, resigns, and waits for its end. */
    async function playOneMove(token: string, raceId: string): Promise<void> {
      const s = await server.client(token)
      expect((await ask(s, 'race:join', { raceId })).ok).toBe(true)
      const [first] = await readyAndStart(server, raceId, [s])
      expect((await ask(s, 'race:move', { raceId, move: first.legal[0]!, seq: 1 })).ok).toBe(true)
      const finished = next(s, 'race:finished', () => true, 60_000)
      await ask(s, 'race:resign', { raceId })
      await whileBotPlaysOut(server, finished)
      s.disconnect()
    }

    it("retires the player: the old guest token can neither upgrade nor play, its sockets go, its results stay the deleted one's", async () => {
      const guest = await server.session('Retiree')
      const bearer = { authorization: `Bearer ${guest.token}` }
      const upgrade = await send(server, 'POST', '/api/accounts/upgrade', {
        body: { username: 'Retiree', password: 'correct horse battery' },
        headers: bearer,
      })
      const cookie = sessionCookie(upgrade)
      const ranked = await server.createRace(guest.token, {
        game: 'saratoga',
        opponent: { bot: 'easy' },
      })
      await playOneMove(guest.token, ranked.raceId)
      const tokenSocket = await server.client(guest.token)

      expect((await send(server, 'DELETE', '/api/me', { cookie })).statusCode).toBe(204)
      await vi.waitFor(() => expect(tokenSocket.connected).toBe(false))

      // The token that upgraded once cannot upgrade (or make a passkey) onto the player again.
      const attempts = [
        await send(server, 'POST', '/api/accounts/upgrade', {
          body: { username: 'Returned', password: 'another horse battery' },
          headers: bearer,
        }),
        await send(server, 'POST', '/api/passkeys/register/options', {
          body: { username: 'Returned' },
          headers: bearer,
        }),
        await send(server, 'POST', '/api/races', { body: { game: 'saratoga' }, headers: bearer }),
      ]
      for (const res of attempts) {
        expect(res.statusCode, res.body).toBe(401)
        expect(res.json().error.code).toBe('SESSION_REVOKED')
      }
      const reconnect = await server.client(guest.token).catch((error: unknown) => error)
      expect(reconnect).toMatchObject({ data: { code: 'SESSION_REVOKED' } })

      // Nothing came back: no account on the player, its name and race still the deleted one's.
      expect((await send(server, 'GET', '/api/@/returned')).statusCode).toBe(404)
      const board = json(
        await send(server, 'GET', '/api/leaderboards/saratoga?kind=ranked'),
        leaderboardSchema,
      )
      expect(board.map((row) => [row.player.id, row.player.name])).toEqual([
        [guest.player.id, 'deleted player'],
      ])
      await inspect(db, server, async (look) => {
        expect(
          await look('SELECT * FROM accounts WHERE player_id = $1', [guest.player.id]),
        ).toEqual([])
        const [player] = await look<{ name: string }>('SELECT name FROM players WHERE id = $1', [
          guest.player.id,
        ])
        expect(player?.name).toBe('deleted player')
      })
    })

    it('deletes an account: credentials and name gone, the name free, results on the boards as "deleted player"', async () => {
      const guest = await server.session('Leaver')
      const upgrade = await send(server, 'POST', '/api/accounts/upgrade', {
        body: { username: 'Leaver', password: 'correct horse battery' },
        headers: { authorization: `Bearer ${guest.token}` },
      })
      const cookie = sessionCookie(upgrade)
      const id = guest.player.id
      // A passkey as well as the password (a software authenticator: src/test-support/webauthn.ts).
      const options = await send(server, 'POST', '/api/passkeys/register/options', {
        cookie,
        body: { currentPassword: 'correct horse battery' },
      })
      const passkey = await send(server, 'POST', '/api/passkeys/register/verify', {
        cookie,
        body: { response: new SoftAuthenticator(ORIGIN, 'localhost').register(options.json()) },
      })
      expect(passkey.statusCode).toBe(200)
      const me = (await send(server, 'GET', '/api/me', { cookie })).json()
      expect(me.account).toMatchObject({
        hasPassword: true,
        passkeys: [{ id: expect.any(String) }],
      })
      // A ranked race against a bot, and today's daily.
      const ranked = await server.createRace(guest.token, {
        game: 'saratoga',
        opponent: { bot: 'easy' },
      })
      await playOneMove(guest.token, ranked.raceId)
      const daily = await send(server, 'POST', '/api/daily/sir-tommy/start', {
        headers: { authorization: `Bearer ${guest.token}` },
      })
      expect(daily.statusCode).toBe(200)
      await playOneMove(guest.token, daily.json().raceId)
      const today = json(await send(server, 'GET', '/api/daily'), dailyTodaySchema)
      const dailyBoard = `/api/daily/sir-tommy/${today.find((d) => d.game === 'sir-tommy')!.date}`
      // The daily board shows once you have played it (the guest token has), or once the day is
      // over (to anyone).
      const boardNames = async (headers: Record<string, string> = {}) => ({
        ranked: json(
          await send(server, 'GET', '/api/leaderboards/saratoga?kind=ranked'),
          leaderboardSchema,
        ).map((row) => [row.player.id, row.player.name]),
        daily: (
          json(await send(server, 'GET', dailyBoard, { headers }), dailyDaySchema).rows ?? []
        ).map((row) => [row.player.id, row.player.name]),
      })
      const bearer = { authorization: `Bearer ${guest.token}` }
      expect(await boardNames(bearer)).toEqual({
        ranked: [[id, 'Leaver']],
        daily: [[id, 'Leaver']],
      })

      expect((await send(server, 'DELETE', '/api/me', { cookie })).statusCode).toBe(204)
      expect((await send(server, 'GET', '/api/me', { cookie })).statusCode).toBe(401)
      expect((await send(server, 'GET', '/api/@/leaver')).statusCode).toBe(404)
      // The guest token went with the account.
      const revoked = await send(server, 'GET', dailyBoard, { headers: bearer })
      expect([revoked.statusCode, revoked.json().error.code]).toEqual([401, 'SESSION_REVOKED'])

      // The name is free again: a new player takes it; the old results stay the deleted one's.
      const again = await send(server, 'POST', '/api/accounts', {
        body: { username: 'leaver', password: 'another horse battery' },
      })
      expect(again.statusCode).toBe(201)
      expect(again.json().player.id).not.toBe(id)
      // Once the day is over the board is open to anyone: the results are the deleted one's.
      await server.time.jump(86_400_000)
      const gone = [[id, 'deleted player']]
      expect(await boardNames()).toEqual({ ranked: gone, daily: gone })
      // The archive counts the deleted player's attempt too.
      const archive = (await send(server, 'GET', '/api/daily/archive/sir-tommy')).json()
      expect(archive[0]).toMatchObject({ date: today[0]!.date, finished: 1 })

      await inspect(db, server, async (look) => {
        for (const table of ['accounts', 'recovery_codes', 'account_sessions', 'passkeys'])
          expect(await look(`SELECT * FROM ${table} WHERE player_id = $1`, [id]), table).toEqual([])
        const [player] = await look<{ name: string; account_deleted_at: Date | null }>(
          'SELECT name, account_deleted_at FROM players WHERE id = $1',
          [id],
        )
        expect(player?.name).toBe('deleted player')
        expect(player?.account_deleted_at).toBeInstanceOf(Date)
      })
    })
  })
}
