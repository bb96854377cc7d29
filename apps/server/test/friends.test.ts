// Friends (issue 43, docs/friends.md): following with each account's status, blocks and the
// "who may challenge me" setting, challenges by name told at once to every tab of the
// recipient, accepted into a friend race both land in, declined, cancelled, expired on the
// clock, rate-limited and one pending per pair; guests are refused.
import {
  challengeReplySchema,
  followingReplySchema,
  profileSchema,
  type Challenge,
  type SessionReply,
} from '@patience-race/protocol'
import type { LightMyRequestResponse } from 'fastify'
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { accountSession, send, signUp } from '../src/test-support/accounts.js'
import { ask, next } from '../src/test-support/ask.js'
import { testDatabases, type TestDatabase } from '../src/test-support/databases.js'
import { json } from '../src/test-support/json.js'
import { runCountdown } from '../src/test-support/race-setup.js'
import { openForTest } from '../src/test-support/stores.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import { openRecording } from '../src/test-support/test-socket.js'
import { FakeTime } from '../src/test-support/fake-time.js'

for (const database of testDatabases) {
  describe(`friends (${database.name})`, () => {
    let db: TestDatabase
    let server: TestServer
    let time: FakeTime

    beforeEach(async () => {
      db = await openForTest(database)
      time = new FakeTime(Date.now())
      server = await serverForTest(db.store, {}, time)
    })

    /** A request as the holder of `token` (an account's, or a guest's); none: nobody's. */
    function call(
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      token?: string,
      body?: object,
    ): Promise<LightMyRequestResponse> {
      return server.app.inject({
        method,
        url,
        ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
        ...(body ? { payload: body } : {}),
      })
    }

    async function following(token: string) {
      return json(await call('GET', '/api/me/following', token), followingReplySchema).following
    }

    async function challenge(from: SessionReply, to: string): Promise<Challenge> {
      const res = await call('POST', '/api/challenges', from.token, { to, game: 'sir-tommy' })
      expect(res.statusCode, res.body).toBe(201)
      return json(res, challengeReplySchema).challenge
    }

    const codeOf = (res: LightMyRequestResponse) => [res.statusCode, res.json().error?.code]

    it('follows by name; the list says offline, online, then racing with the race to watch', async () => {
      const ada = await accountSession(server, 'Ada')
      const bea = await accountSession(server, 'Bea')
      expect((await call('PUT', '/api/me/following/bea', ada.token)).statusCode).toBe(204)
      // Following twice is still one follow.
      expect((await call('PUT', '/api/me/following/BEA', ada.token)).statusCode).toBe(204)
      expect(await following(ada.token)).toEqual([
        { username: 'Bea', player: { id: bea.player.id, name: 'Bea' }, status: 'offline' },
      ])

      const adaSocket = await server.client(ada.token)
      const told = next(adaSocket, 'friends:status')
      const beaSocket = await server.client(bea.token)
      expect((await told).following).toEqual([
        { username: 'Bea', player: { id: bea.player.id, name: 'Bea' }, status: 'online' },
      ])
      expect((await following(ada.token))[0]?.status).toBe('online')

      // Bea races (a challenge from Ada, accepted): racing, with the race to watch.
      const { raceId } = json(
        await call('POST', `/api/challenges/${(await challenge(ada, 'Bea')).id}/accept`, bea.token),
        challengeReplySchema.shape.challenge.pick({ raceId: true }).required(),
      )
      const started = next(beaSocket, 'race:started')
      for (const socket of [adaSocket, beaSocket]) {
        await ask(socket, 'race:join', { raceId })
        await ask(socket, 'race:ready', { raceId })
      }
      await runCountdown(server, beaSocket, raceId)
      await started
      expect((await following(ada.token))[0]).toMatchObject({ status: 'racing', raceId })

      // Bea resigns while Ada plays on: Ada is told at once that Bea is no longer racing.
      const beaStatuses: string[] = []
      adaSocket.on('friends:status', ({ following }) => {
        for (const f of following) if (f.username === 'Bea') beaStatuses.push(f.status)
      })
      expect(await ask(beaSocket, 'race:resign', { raceId })).toMatchObject({ ok: true })
      // At Ada's next one-second slot, or the one after if her racing push takes the first.
      await time.advanceUntil(
        vi.waitFor(() => expect(beaStatuses.at(-1)).toBe('online'), { timeout: 3000 }),
        2000,
      )
      expect((await following(ada.token))[0]?.status).toBe('online')

      // Unfollowed: gone from the list; the profile counts follow.
      const profile = async (token?: string) =>
        json(await call('GET', '/api/@/Bea', token), profileSchema).friends
      expect(await profile(ada.token)).toEqual({
        followers: 1,
        following: 0,
        viewer: { follows: true, blocks: false },
      })
      expect(await profile()).toMatchObject({ followers: 1, viewer: null })
      expect((await call('DELETE', '/api/me/following/Bea', ada.token)).statusCode).toBe(204)
      expect(await following(ada.token)).toEqual([])
      expect(await profile(ada.token)).toMatchObject({ followers: 0, viewer: { follows: false } })
    })

    it('tells a follower of status changes at most once a second, the ones between together', async () => {
      const ada = await accountSession(server, 'Ada')
      const bea = await accountSession(server, 'Bea')
      const cyd = await accountSession(server, 'Cyd')
      const dee = await accountSession(server, 'Dee')
      const eve = await accountSession(server, 'Eve')
      const follow = async (who: SessionReply, name: string) =>
        expect((await call('PUT', `/api/me/following/${name}`, who.token)).statusCode).toBe(204)
      for (const name of ['Bea', 'Cyd']) await follow(ada, name)
      const adaSocket = await server.client(ada.token)
      const pushes: { at: number; names: string[] }[] = []
      adaSocket.on('friends:status', ({ following }) =>
        pushes.push({ at: time.now(), names: following.map((f) => `${f.username} ${f.status}`) }),
      )
      const first = next(adaSocket, 'friends:status')
      const beaSocket = await server.client(bea.token)
      await first
      // Witnesses never pushed to (their slots free): Dee, told at once that Bea went, and Eve,
      // that Cyd came. Once both are told, both changes are held for Ada's next slot too.
      await follow(dee, 'Bea')
      await follow(eve, 'Cyd')
      const deeSocket = await server.client(dee.token)
      const eveSocket = await server.client(eve.token)
      const witnessed = Promise.all([
        next(deeSocket, 'friends:status'),
        next(eveSocket, 'friends:status'),
      ])
      const second = next(adaSocket, 'friends:status')
      await server.client(cyd.token)
      beaSocket.disconnect()
      await witnessed
      expect(pushes).toHaveLength(1)
      await time.advance(1000)
      await second
      expect(pushes).toHaveLength(2)
      expect(pushes[0]!.names).toEqual(['Bea online'])
      expect(pushes[1]!.names.sort()).toEqual(['Bea offline', 'Cyd online'])
      expect(pushes[1]!.at - pushes[0]!.at).toBeGreaterThanOrEqual(950)
    })

    it('refuses guests, nobody, unknown names and oneself', async () => {
      const ada = await accountSession(server, 'Ada')
      const guest = await server.session('Guesty')
      expect(codeOf(await call('GET', '/api/me/following', guest.token))).toEqual([
        403,
        'ACCOUNT_REQUIRED',
      ])
      expect(
        codeOf(
          await call('POST', '/api/challenges', guest.token, { to: 'Ada', game: 'sir-tommy' }),
        ),
      ).toEqual([403, 'ACCOUNT_REQUIRED'])
      expect(codeOf(await call('GET', '/api/me/following'))).toEqual([401, 'UNAUTHORIZED'])
      expect(codeOf(await call('PUT', '/api/me/following/nobody-here', ada.token))).toEqual([
        404,
        'NOT_FOUND',
      ])
      expect(
        codeOf(await call('POST', '/api/challenges', ada.token, { to: 'Zed', game: 'sir-tommy' })),
      ).toEqual([404, 'NOT_FOUND'])
      expect(codeOf(await call('PUT', '/api/me/following/Ada', ada.token))).toEqual([
        400,
        'BAD_PAYLOAD',
      ])
      // A guest's name is not an account's: nobody can challenge it by name.
      expect(
        codeOf(
          await call('POST', '/api/challenges', ada.token, { to: 'Guesty', game: 'sir-tommy' }),
        ),
      ).toEqual([404, 'NOT_FOUND'])
    })

    it('tells every tab of the recipient at once; an accept seats both in a friend race', async () => {
      const ada = await accountSession(server, 'Ada')
      const bea = await accountSession(server, 'Bea')
      const adaTab = await server.client(ada.token)
      const beaTabs = [await server.client(bea.token), await server.client(bea.token)]
      const received = beaTabs.map((tab) => next(tab, 'challenge:received'))
      const sent = await challenge(ada, 'bea')
      expect(sent).toMatchObject({
        from: { username: 'Ada', player: { id: ada.player.id } },
        to: { username: 'Bea', player: { id: bea.player.id } },
        game: 'sir-tommy',
        variant: 'standard',
        status: 'pending',
      })
      expect(Date.parse(sent.expiresAt) - time.now()).toBeGreaterThan(59_000)
      for (const event of await Promise.all(received)) expect(event.challenge).toEqual(sent)

      // One pending challenge per pair.
      expect(
        codeOf(await call('POST', '/api/challenges', ada.token, { to: 'Bea', game: 'saratoga' })),
      ).toEqual([409, 'CHALLENGE_PENDING'])
      const pending = (await call('GET', '/api/challenges', bea.token)).json()
      expect(pending).toEqual({ incoming: [sent], outgoing: [] })

      // Only Bea may accept.
      expect(codeOf(await call('POST', `/api/challenges/${sent.id}/accept`, ada.token))).toEqual([
        404,
        'NOT_FOUND',
      ])
      const accepted = [adaTab, ...beaTabs].map((tab) => next(tab, 'challenge:accepted'))
      const res = await call('POST', `/api/challenges/${sent.id}/accept`, bea.token)
      expect(res.statusCode, res.body).toBe(200)
      const { raceId } = res.json() as { raceId: string }
      for (const event of await Promise.all(accepted))
        expect(event).toEqual({ challengeId: sent.id, raceId })
      // A friend race (unrated) with both seated: each joins as its own racer.
      const summary = (await call('GET', `/api/races/${raceId}`)).json()
      expect(summary).toMatchObject({ kind: 'friend', status: 'waiting' })
      expect(summary.players.map((p: { player: { name: string } }) => p.player.name)).toEqual([
        'Ada',
        'Bea',
      ])
      const joined = await ask(beaTabs[0]!, 'race:join', { raceId })
      expect(joined).toMatchObject({ ok: true, role: 'player', seat: 1 })
      // Taken once: a second accept finds nothing pending.
      expect(codeOf(await call('POST', `/api/challenges/${sent.id}/accept`, bea.token))).toEqual([
        404,
        'NOT_FOUND',
      ])
    })

    it('a decline tells the challenger; a cancel tells the recipient and cannot be accepted', async () => {
      const ada = await accountSession(server, 'Ada')
      const bea = await accountSession(server, 'Bea')
      const adaTab = await server.client(ada.token)
      const beaTab = await server.client(bea.token)

      const first = await challenge(ada, 'Bea')
      const declined = next(adaTab, 'challenge:declined')
      expect(
        (await call('POST', `/api/challenges/${first.id}/decline`, bea.token)).statusCode,
      ).toBe(204)
      expect(await declined).toEqual({ challengeId: first.id })

      const second = await challenge(ada, 'Bea')
      // Only the challenger cancels.
      expect(codeOf(await call('DELETE', `/api/challenges/${second.id}`, bea.token))).toEqual([
        404,
        'NOT_FOUND',
      ])
      const cancelled = next(beaTab, 'challenge:cancelled')
      expect((await call('DELETE', `/api/challenges/${second.id}`, ada.token)).statusCode).toBe(204)
      expect(await cancelled).toEqual({ challengeId: second.id })
      expect(codeOf(await call('POST', `/api/challenges/${second.id}/accept`, bea.token))).toEqual([
        404,
        'NOT_FOUND',
      ])
      expect((await call('GET', '/api/challenges', ada.token)).json()).toEqual({
        incoming: [],
        outgoing: [],
      })
    })

    it('a block ends the challenges pending between the two, as a decline or a cancel', async () => {
      const ada = await accountSession(server, 'Ada')
      const bea = await accountSession(server, 'Bea')
      const adaTab = await server.client(ada.token)
      const toBea = await challenge(ada, 'Bea')
      const declined = next(adaTab, 'challenge:declined')
      expect((await call('PUT', '/api/me/blocked/Ada', bea.token)).statusCode).toBe(204)
      // Ada is told no more than a decline would tell her.
      expect(await declined).toEqual({ challengeId: toBea.id })
      expect(codeOf(await call('POST', `/api/challenges/${toBea.id}/accept`, bea.token))).toEqual([
        404,
        'NOT_FOUND',
      ])
      expect((await call('DELETE', '/api/me/blocked/Ada', bea.token)).statusCode).toBe(204)

      const toAda = await challenge(bea, 'Ada')
      const cancelled = next(adaTab, 'challenge:cancelled')
      expect((await call('PUT', '/api/me/blocked/Ada', bea.token)).statusCode).toBe(204)
      expect(await cancelled).toEqual({ challengeId: toAda.id })
      for (const token of [ada.token, bea.token])
        expect((await call('GET', '/api/challenges', token)).json()).toEqual({
          incoming: [],
          outgoing: [],
        })
    })

    it('a challenge nobody answers expires after CHALLENGE_TTL_MS, on the clock', async () => {
      const ada = await accountSession(server, 'Ada')
      const bea = await accountSession(server, 'Bea')
      const adaTab = await server.client(ada.token)
      const beaTab = await server.client(bea.token)
      const sent = await challenge(ada, 'Bea')
      await time.advance(59_000)
      expect((await call('GET', '/api/challenges', bea.token)).json().incoming).toHaveLength(1)
      const expired = [next(adaTab, 'challenge:expired'), next(beaTab, 'challenge:expired')]
      await time.advance(1_000)
      for (const event of await Promise.all(expired))
        expect(event).toEqual({ challengeId: sent.id })
      expect(codeOf(await call('POST', `/api/challenges/${sent.id}/accept`, bea.token))).toEqual([
        404,
        'NOT_FOUND',
      ])
      // No longer pending: Ada may challenge Bea again.
      await challenge(ada, 'Bea')
    })

    it('a restarted server still expires the challenges pending when it went down', async () => {
      const ada = await accountSession(server, 'Ada')
      const bea = await accountSession(server, 'Bea')
      const sent = await challenge(ada, 'Bea')
      await server.close()
      const later = new FakeTime(time.now())
      server = await serverForTest(await db.reopen(), {}, later)
      const beaTab = await server.client(bea.token)
      expect((await call('GET', '/api/challenges', bea.token)).json().incoming).toEqual([sent])
      const expired = next(beaTab, 'challenge:expired')
      later.advance(60_000)
      expect(await expired).toEqual({ challengeId: sent.id })
      expect((await call('GET', '/api/challenges', bea.token)).json().incoming).toEqual([])
    })

    it('the setting decides who may challenge, and a block refuses all; neither says which', async () => {
      const ada = await accountSession(server, 'Ada')
      const bea = await signUp(server, 'Bea')
      const beaCall = (method: 'GET' | 'PUT' | 'DELETE', url: string, body?: object) =>
        send(server, method, url, { cookie: bea.cookie, ...(body ? { body } : {}) })
      const attempt = () =>
        call('POST', '/api/challenges', ada.token, { to: 'Bea', game: 'sir-tommy' })
      const cancel = async (res: LightMyRequestResponse) => {
        expect(res.statusCode, res.body).toBe(201)
        const { id } = json(res, challengeReplySchema).challenge
        expect((await call('DELETE', `/api/challenges/${id}`, ada.token)).statusCode).toBe(204)
      }

      await beaCall('PUT', '/api/me/settings', { cardSize: 'large' })
      const nobody = await beaCall('PUT', '/api/me/settings', { challenges: 'nobody' })
      // A patch changes what it names only: the card size stays.
      expect(nobody.json()).toMatchObject({ challenges: 'nobody', cardSize: 'large' })
      const refusedBySetting = await attempt()
      expect(codeOf(refusedBySetting)).toEqual([403, 'CHALLENGE_REFUSED'])

      await beaCall('PUT', '/api/me/settings', { challenges: 'following' })
      expect(codeOf(await attempt())).toEqual([403, 'CHALLENGE_REFUSED'])
      // "following": the accounts Bea follows may.
      expect((await beaCall('PUT', '/api/me/following/Ada')).statusCode).toBe(204)
      await cancel(await attempt())

      // A block refuses whatever the setting, with the very same answer.
      await beaCall('PUT', '/api/me/settings', { challenges: 'everyone' })
      await call('PUT', '/api/me/following/Bea', ada.token)
      expect((await beaCall('PUT', '/api/me/blocked/ada')).statusCode).toBe(204)
      expect((await beaCall('GET', '/api/me/blocked')).json()).toEqual({
        blocked: [{ username: 'Ada', player: { id: ada.player.id, name: 'Ada' } }],
      })
      const refusedByBlock = await attempt()
      expect(refusedByBlock.statusCode).toBe(403)
      expect(refusedByBlock.json()).toEqual(refusedBySetting.json())

      // Ada sees Bea offline though Bea is on, and her follow does not count on the profile.
      const beaOn = await openRecording(server.url, {
        headers: { cookie: bea.cookie, origin: server.url },
      })
      onTestFinished(() => void beaOn.disconnect())
      expect((await following(ada.token))[0]?.status).toBe('offline')
      const profile = (await call('GET', '/api/@/Bea', ada.token)).json()
      expect(profile.friends).toEqual({
        followers: 0,
        following: 1,
        viewer: { follows: true, blocks: false },
      })
      expect((await beaCall('GET', '/api/@/Ada')).json().friends.viewer).toEqual({
        follows: true,
        blocks: true,
      })

      // Unblocked: all is as before.
      expect((await beaCall('DELETE', '/api/me/blocked/Ada')).statusCode).toBe(204)
      expect((await following(ada.token))[0]?.status).toBe('online')
      await cancel(await attempt())
    })

    it("a blocked account's reactions do not reach the blocker; others still see them", async () => {
      const ada = await accountSession(server, 'Ada')
      const bea = await accountSession(server, 'Bea')
      const cy = await accountSession(server, 'Cyd')
      expect((await call('PUT', '/api/me/blocked/Cyd', ada.token)).statusCode).toBe(204)
      const { id } = await challenge(ada, 'Bea')
      const { raceId } = (await call('POST', `/api/challenges/${id}/accept`, bea.token)).json()
      const [a, b, c] = [
        await server.client(ada.token),
        await server.client(bea.token),
        await server.client(cy.token),
      ]
      for (const racer of [a, b]) await ask(racer, 'race:join', { raceId })
      expect(await ask(c, 'race:join', { raceId })).toMatchObject({ ok: true, role: 'spectator' })
      const toBea = next(b, 'race:reaction')
      // Cy is not told about the block: the reaction is taken.
      expect(await ask(c, 'race:react', { raceId, reaction: 'good-luck' })).toEqual({ ok: true })
      expect(await toBea).toMatchObject({ reaction: 'good-luck', name: 'Cyd' })
      // Ada's socket has had every event sent before this round trip: no reaction among them.
      await ask(a, 'race:ready', { raceId })
      expect(a.received.filter((r) => r.event === 'race:reaction')).toEqual([])
    })
  })

  describe(`challenges per minute (${database.name})`, () => {
    it('refuses a challenger past CHALLENGES_PER_MINUTE with 429 RATE_LIMITED', async () => {
      const db = await openForTest(database)
      const server = await serverForTest(
        db.store,
        { CHALLENGES_PER_MINUTE: '2' },
        new FakeTime(Date.now()),
      )
      const ada = await accountSession(server, 'Ada')
      await accountSession(server, 'Bea')
      const attempt = () =>
        server.app.inject({
          method: 'POST',
          url: '/api/challenges',
          headers: { authorization: `Bearer ${ada.token}` },
          payload: { to: 'Bea', game: 'sir-tommy' },
        })
      for (let i = 0; i < 2; i++) {
        const res = await attempt()
        expect(res.statusCode, res.body).toBe(201)
        const { id } = json(res, challengeReplySchema).challenge
        await server.app.inject({
          method: 'DELETE',
          url: `/api/challenges/${id}`,
          headers: { authorization: `Bearer ${ada.token}` },
        })
      }
      const refused = await attempt()
      expect([refused.statusCode, refused.json().error.code]).toEqual([429, 'RATE_LIMITED'])
    })
  })
}
