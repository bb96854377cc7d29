import {
  leaderboardSchema,
  playerStatsSchema,
  raceSummarySchema,
  type RaceStateEvent,
} from '@patience-race/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLiveRace } from '../src/test-support/race-setup.js'
import { ask, askRaw, emitRaw, next } from '../src/test-support/ask.js'
import { errorOf, okOf } from '../src/test-support/replies.js'
import { startServer, type TestServer } from '../src/test-support/server.js'
import { testStores, type TestStore } from '../src/test-support/stores.js'

for (const kind of testStores) {
  describe(`socket errors (${kind.name})`, () => {
    let db: TestStore
    let server: TestServer

    // One database and server per store kind: every test makes its own players and races.
    beforeAll(async () => {
      db = await kind.open()
      server = await startServer(db.store, { MOVE_BURST: '5', MOVE_RATE_PER_SEC: '1' })
    })
    afterAll(async () => {
      await server?.close()
      await db?.cleanup()
    })

    it('answers junk with BAD_PAYLOAD and keeps serving', async () => {
      const alice = await server.session('Alice')
      const { raceId } = await server.createRace(alice.token, { game: 'sir-tommy' })
      const a = await server.client(alice.token)
      expect(errorOf(await askRaw(a, 'race:join', { raceId: 42 })).code).toBe('BAD_PAYLOAD')
      expect(errorOf(await askRaw(a, 'race:join', null)).code).toBe('BAD_PAYLOAD')
      expect(errorOf(await askRaw(a, 'race:move', { raceId, move: 'draw!', seq: 1 })).code).toBe(
        'BAD_PAYLOAD',
      )
      expect(
        errorOf(
          await askRaw(a, 'race:move', { raceId, move: { from: 'a', to: 'b', evil: 1 }, seq: 1 }),
        ).code,
      ).toBe('BAD_PAYLOAD')
      // No ack, or an ack that is not a function: ignored safely.
      emitRaw(a, 'race:join', { raceId })
      emitRaw(a, 'race:ready', { raceId }, 'not a function')
      emitRaw(a, 'race:move')
      const join = await ask(a, 'race:join', { raceId })
      expect(join).toMatchObject({ ok: true, role: 'player', seat: 0 })
      expect((await server.get('/api/health')).body).toEqual({ ok: true, db: db.store.kind })
    })

    it('refuses by rule: UNAUTHORIZED, NOT_FOUND, RACE_FULL, NOT_A_PLAYER, NOT_STARTED', async () => {
      const alice = await server.session('Alice')
      const bob = await server.session('Bob')
      const carol = await server.session('Carol')
      const { raceId } = await server.createRace(alice.token, { game: 'sir-tommy' })
      const anon = await server.client()
      const a = await server.client(alice.token)
      const b = await server.client(bob.token)
      const c = await server.client(carol.token)
      expect(errorOf(await ask(anon, 'race:join', { raceId, as: 'player' })).code).toBe(
        'UNAUTHORIZED',
      )
      expect(errorOf(await ask(anon, 'race:ready', { raceId })).code).toBe('UNAUTHORIZED')
      expect(
        errorOf(await ask(anon, 'race:move', { raceId, move: { action: 'deal' }, seq: 1 })).code,
      ).toBe('UNAUTHORIZED')
      expect(errorOf(await ask(a, 'race:join', { raceId: 'nosuchrace' })).code).toBe('NOT_FOUND')
      await ask(a, 'race:join', { raceId })
      expect(await ask(b, 'race:join', { raceId })).toMatchObject({
        ok: true,
        role: 'player',
        seat: 1,
      })
      expect(errorOf(await ask(c, 'race:join', { raceId, as: 'player' })).code).toBe('RACE_FULL')
      expect(await ask(c, 'race:join', { raceId })).toMatchObject({ ok: true, role: 'spectator' })
      expect(errorOf(await ask(c, 'race:ready', { raceId })).code).toBe('NOT_A_PLAYER')
      expect(
        errorOf(await ask(c, 'race:move', { raceId, move: { action: 'deal' }, seq: 1 })).code,
      ).toBe('NOT_A_PLAYER')
      expect(
        errorOf(
          await ask(a, 'race:move', { raceId, move: { from: 'pending', to: 'waste-1' }, seq: 1 }),
        ).code,
      ).toBe('NOT_STARTED')
      expect(errorOf(await ask(a, 'race:rematch', { raceId })).code).toBe('NOT_FINISHED')
    })

    it('refuses in a live race: ILLEGAL_MOVE, SEQ_GAP, OWN_RACE, FINISHED', async () => {
      const race = await startLiveRace(server)
      const { raceId, a, b } = race
      const illegal = await ask(a, 'race:move', {
        raceId,
        move: { from: 'waste-1', to: 'foundation-1' },
        seq: 1,
      })
      expect(errorOf(illegal).code).toBe('ILLEGAL_MOVE')
      expect(errorOf(illegal).message).toMatch(/\w/)
      const gap = await ask(a, 'race:move', { raceId, move: race.startedA.legal[0]!, seq: 3 })
      expect(errorOf(gap)).toMatchObject({ code: 'SEQ_GAP', seq: 0 })
      const own = await server.client(race.alice.token)
      expect(errorOf(await ask(own, 'race:join', { raceId, as: 'spectator' })).code).toBe(
        'OWN_RACE',
      )
      expect(await ask(b, 'race:resign', { raceId })).toEqual({ ok: true })
      expect(
        errorOf(await ask(b, 'race:move', { raceId, move: race.startedB.legal[0]!, seq: 1 })).code,
      ).toBe('FINISHED')
      expect(errorOf(await ask(b, 'race:resign', { raceId })).code).toBe('FINISHED')
    })

    it('limits a socket that sends moves too fast with RATE_LIMITED', async () => {
      const race = await startLiveRace(server)
      const codes: string[] = []
      for (let i = 0; i < 8; i++) {
        const reply = await ask(race.a, 'race:move', {
          raceId: race.raceId,
          move: { action: 'draw' },
          seq: 1,
        })
        codes.push(errorOf(reply).code)
      }
      expect(codes).toContain('ILLEGAL_MOVE')
      expect(codes.at(-1)).toBe('RATE_LIMITED')
    })

    it('answers a repeated seq again without applying it twice', async () => {
      const race = await startLiveRace(server)
      const { raceId, a } = race
      const move = race.startedA.legal[0]!
      const first = await ask(a, 'race:move', { raceId, move, seq: 1 })
      const again = await ask(a, 'race:move', { raceId, move, seq: 1 })
      expect(first.ok).toBe(true)
      // The first answer is the move's patch; a repeat is answered with the whole stored view,
      // the same board the patch made.
      const { patch, view, legal } = okOf(first)
      expect(patch).toBeDefined()
      expect(again).toEqual({ ok: true, seq: 1, view, legal })
      const summary = await server.get(`/api/races/${raceId}`, raceSummarySchema)
      expect(summary.body.players[0]?.progress.moves).toBe(1)
      expect((await db.store.getRace(raceId))!.moves).toHaveLength(1)
    })

    it('gives a reconnecting player the same seat, view, legal moves and seq', async () => {
      const race = await startLiveRace(server)
      const { raceId, a } = race
      const one = okOf(await ask(a, 'race:move', { raceId, move: race.startedA.legal[0]!, seq: 1 }))
      const two = okOf(await ask(a, 'race:move', { raceId, move: one.legal[0]!, seq: 2 }))
      a.disconnect()
      const again = await server.client(race.alice.token)
      const join = await ask(again, 'race:join', { raceId })
      expect(join).toMatchObject({
        ok: true,
        role: 'player',
        seat: 0,
        seq: 2,
        view: two.view,
        legal: two.legal,
      })
      expect((await ask(again, 'race:move', { raceId, move: two.legal[0]!, seq: 3 })).ok).toBe(true)
    })

    it('frees a waiting seat on leave; a rematch is an offer the other racer accepts or declines', async () => {
      const alice = await server.session('Alice')
      const bob = await server.session('Bob')
      const { raceId } = await server.createRace(alice.token, { game: 'sir-tommy' })
      const b = await server.client(bob.token)
      await ask(b, 'race:join', { raceId })
      expect(await ask(b, 'race:leave', { raceId })).toEqual({ ok: true })
      expect(
        (await server.get(`/api/races/${raceId}`, raceSummarySchema)).body.players,
      ).toHaveLength(1)

      const race = await startLiveRace(server)
      const finished = next(race.a, 'race:finished')
      await ask(race.a, 'race:resign', { raceId: race.raceId })
      await ask(race.b, 'race:resign', { raceId: race.raceId })
      await finished
      // Alice offers; Bob declines; the offer is gone.
      const offered = next(race.b, 'race:rematch-offer')
      expect(await ask(race.a, 'race:rematch', { raceId: race.raceId })).toEqual({
        ok: true,
        offered: true,
      })
      expect(await offered).toEqual({ raceId: race.raceId, seat: 0 })
      // A reload shows the open offer: the summary says whose it is.
      const summary = async (raceId: string) =>
        (await server.get(`/api/races/${raceId}`, raceSummarySchema)).body
      expect((await summary(race.raceId)).rematchOfferBy).toBe(0)
      const declined = next(race.a, 'race:rematch-declined')
      expect(await ask(race.b, 'race:rematch-decline', { raceId: race.raceId })).toEqual({
        ok: true,
      })
      expect(await declined).toEqual({ raceId: race.raceId, seat: 1 })
      expect((await summary(race.raceId)).rematchOfferBy).toBeNull()
      // Offered again and accepted: one rematch, announced to the whole room (spectators follow
      // if they like: nobody is moved).
      expect(okOf(await ask(race.a, 'race:rematch', { raceId: race.raceId })).offered).toBe(true)
      const announced = next(race.spectator, 'race:rematch')
      const r1 = okOf(await ask(race.b, 'race:rematch', { raceId: race.raceId }))
      expect(r1.rematchId).toBeDefined()
      const r2 = okOf(await ask(race.a, 'race:rematch', { raceId: race.raceId }))
      expect(r2.rematchId).toBe(r1.rematchId)
      expect(await announced).toEqual({ raceId: race.raceId, rematchId: r1.rematchId })
      const rematch = await summary(r1.rematchId!)
      expect(rematch).toMatchObject({
        status: 'waiting',
        rematchOf: race.raceId,
        seedKnown: false,
      })
      expect(rematch.players.map((p) => p.player.name)).toEqual(['Alice', 'Bob'])
      expect(rematch.seedHash).not.toBe((await summary(race.raceId)).seedHash)
    })

    it('shows who is connected: a racer who leaves is away since then, and back on rejoin', async () => {
      const race = await startLiveRace(server)
      const { raceId } = race
      expect(
        (await server.get(`/api/races/${raceId}`, raceSummarySchema)).body.players.map(
          (p) => p.online,
        ),
      ).toEqual([true, true])
      const bobOnline = (s: RaceStateEvent) => s.players[1]?.online
      const away = next(race.a, 'race:state', (s) => bobOnline(s) === false)
      race.b.disconnect()
      const state = await away
      expect(Date.parse(state.players[1]?.offlineSince ?? '')).toBeGreaterThan(Date.now() - 10_000)
      const back = next(race.a, 'race:state', (s) => bobOnline(s) === true)
      const b2 = await server.client(race.bob.token)
      await ask(b2, 'race:join', { raceId })
      expect((await back).players[1]?.offlineSince).toBeNull()
    })

    it('keeps races on a seed the creator chose off the leaderboard', async () => {
      const race = await startLiveRace(server, { game: 'sir-tommy', seed: 'chosen-seed' })
      await ask(race.a, 'race:move', { raceId: race.raceId, move: race.startedA.legal[0]!, seq: 1 })
      const finished = next(race.a, 'race:finished')
      await ask(race.a, 'race:resign', { raceId: race.raceId })
      await ask(race.b, 'race:resign', { raceId: race.raceId })
      expect((await finished).seed).toBe('chosen-seed')
      const board = await server.get('/api/leaderboards/sir-tommy?period=all', leaderboardSchema)
      expect(board.body.map((row) => row.raceId)).not.toContain(race.raceId)
      const stats = await server.get(`/api/players/${race.alice.player.id}`, playerStatsSchema)
      expect(stats.body.races).toBe(1)
    })

    it('ends the race at the time limit with the players still playing', async () => {
      const race = await startLiveRace(server, { game: 'sir-tommy', timeLimitSec: 60 })
      await ask(race.a, 'race:move', { raceId: race.raceId, move: race.startedA.legal[0]!, seq: 1 })
      const finished = next(race.b, 'race:finished')
      await server.time.advance(61_000)
      const result = await finished
      expect(result.results.map((r) => r.status)).toEqual(['playing', 'playing'])
      expect(result.results.map((r) => r.timeMs)).toEqual([60_000, 60_000])
      expect(result.results[0]?.moves).toBe(1)
    })
  })
}
