// Races that end properly when someone leaves (issue 20): a racer gone for ABANDON_AFTER_MS may
// be claimed against, a return withdraws the offer, everyone gone ends the race, a stale invite
// expires; and ranked seats that belong to the paired players only.
import { raceListSchema, raceSummarySchema, replaySchema } from '@patience-race/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  play,
  queuedPair,
  readyAndStart,
  startLiveRace,
  whileBotPlaysOut,
} from '../src/test-support/race-setup.js'
import { socketFrom as socketsFrom, until } from '../src/test-support/sockets-from.js'
import { ask, next } from '../src/test-support/ask.js'
import { errorOf, okOf } from '../src/test-support/replies.js'
import { RANKED_QUEUE_ENV, serverForTest, type TestServer } from '../src/test-support/server.js'
import { MemoryStore } from '../src/test-support/memory-store.js'

const ABANDON = 30_000

describe('leavers', () => {
  let server: TestServer
  beforeEach(async () => {
    server = await serverForTest(new MemoryStore(), { TRUST_PROXY: 'true' })
  })

  const summary = async (raceId: string) =>
    (await server.get(`/api/races/${raceId}`, raceSummarySchema)).body
  const bobAway = (raceId: string) =>
    until(
      () => summary(raceId),
      (s) => s.players[1]?.online === false,
    )

  /** A live race Bob left ABANDON_AFTER_MS ago: Ada has been told so (race:opponent-left). */
  async function bobGone() {
    const race = await startLiveRace(server)
    race.b.disconnect()
    await bobAway(race.raceId)
    const left = next(race.a, 'race:opponent-left')
    await server.time.advance(ABANDON)
    await left
    return race
  }

  it('a racer gone for ABANDON_AFTER_MS can be claimed against: the claimant wins, the leaver abandoned', async () => {
    const race = await startLiveRace(server)
    const { raceId, a, b } = race
    expect((await summary(raceId)).abandonAfterMs).toBe(ABANDON)
    await play(b, raceId, race.startedB, (legal) => legal[0], 3)
    b.disconnect()
    await bobAway(raceId)
    expect(errorOf(await ask(a, 'race:claim', { raceId })).code).toBe('NOT_CLAIMABLE')

    const left = next(a, 'race:opponent-left')
    await server.time.advance(ABANDON)
    expect(await left).toEqual({ raceId, seat: 1 })
    const finished = next(a, 'race:finished')
    expect(await ask(a, 'race:claim', { raceId })).toEqual({ ok: true })
    const end = await finished
    expect(end.winnerSeat).toBe(0)
    expect(end.results.find((r) => r.seat === 1)?.status).toBe('abandoned')
    expect((await summary(raceId)).status).toBe('finished')
    const replay = (await server.get(`/api/races/${raceId}/replay`, replaySchema)).body
    expect(replay.results.find((r) => r.seat === 1)?.status).toBe('abandoned')
  })

  it('a leaver who comes back before a claim withdraws the offer', async () => {
    const race = await bobGone()
    const { raceId, a } = race
    const back = next(a, 'race:opponent-back')
    const bob = await server.client(race.bob.token)
    expect((await ask(bob, 'race:join', { raceId })).ok).toBe(true)
    expect(await back).toEqual({ raceId, seat: 1 })
    expect(errorOf(await ask(a, 'race:claim', { raceId })).code).toBe('NOT_CLAIMABLE')
    expect((await summary(raceId)).status).toBe('live')
  })

  it('playing on to the end of one’s game ends the race against a leaver', async () => {
    const race = await bobGone()
    const { raceId, a } = race
    const finished = next(a, 'race:finished')
    await ask(a, 'race:resign', { raceId })
    const end = await finished
    expect(end.results.find((r) => r.seat === 1)?.status).toBe('abandoned')
    expect(end.winnerSeat).toBe(0)
  })

  it('when every racer is gone, the race ends as it stands (aborted when nobody moved)', async () => {
    const race = await startLiveRace(server)
    race.a.disconnect()
    race.b.disconnect()
    await until(
      () => summary(race.raceId),
      (s) => s.players.every((p) => p.online === false),
    )
    await server.time.advance(ABANDON)
    expect(
      (
        await until(
          () => summary(race.raceId),
          (s) => s.status !== 'live',
        )
      ).status,
    ).toBe('aborted')
  })

  it('a friend invite whose creator has been gone INVITE_IDLE_MS expires', async () => {
    const ada = await server.session('Ada')
    const bo = await server.session('Bo')
    const { raceId } = await server.createRace(ada.token, { game: 'sir-tommy' })
    const a = await server.client(ada.token)
    expect((await ask(a, 'race:join', { raceId })).ok).toBe(true)
    await server.time.advance(200_000)
    // The creator is here: the invite is good however old.
    expect((await summary(raceId)).inviteExpired).toBeUndefined()
    const b = await server.client(bo.token)
    expect((await ask(b, 'race:join', { raceId })).ok).toBe(true)
    expect((await ask(b, 'race:leave', { raceId })).ok).toBe(true)

    a.disconnect()
    await until(
      () => summary(raceId),
      (s) => s.players[0]?.online === false,
    )
    await server.time.advance(119_000)
    expect((await summary(raceId)).inviteExpired).toBeUndefined()
    await server.time.advance(1_000)
    // The race's page can say so on load, before anyone presses Join.
    expect((await summary(raceId)).inviteExpired).toBe(true)
    const refused = await ask(b, 'race:join', { raceId, as: 'player' })
    expect(errorOf(refused).code).toBe('INVITE_EXPIRED')
    expect((await summary(raceId)).status).toBe('aborted')
  })
})

describe('ranked seats', () => {
  let server: TestServer
  beforeEach(async () => {
    server = await serverForTest(new MemoryStore(), RANKED_QUEUE_ENV)
  })

  const socketFrom = (token: string, ip: string) => socketsFrom(server.url, token, ip)

  it('belong to the paired players: nobody else sits, a leaver calls it off, never listed', async () => {
    const { a, b, raceId } = await queuedPair(server)
    const eve = await server.session('Eve')
    expect((await server.get('/api/races?status=waiting', raceListSchema)).body).toEqual([])

    const e = await socketFrom(eve.token, '10.0.0.3')
    expect(errorOf(await ask(e, 'race:join', { raceId, as: 'player' })).code).toBe('NOT_YOUR_SEAT')
    expect((await ask(b, 'race:join', { raceId })).ok).toBe(true)
    expect((await ask(b, 'race:leave', { raceId })).ok).toBe(true)
    // The seat is not freed for anyone: the race is called off.
    const summary = async (id: string) =>
      (await server.get(`/api/races/${id}`, raceSummarySchema)).body
    expect((await summary(raceId)).status).toBe('aborted')
    expect(errorOf(await ask(e, 'race:join', { raceId, as: 'player' })).code).toBe('NOT_YOUR_SEAT')
    // Ada, whose race Bo called off, waits at the front of the queue: Dee (her address, so not
    // her partner) waited before her, yet the next arrival meets Ada.
    const dee = await server.session('Dee')
    const cy = await server.session('Cy')
    const d = await socketFrom(dee.token, '10.0.0.1')
    await ask(d, 'queue:join', { game: 'saratoga', deviceId: 'device-dddd' })
    await ask(a, 'queue:join', { game: 'saratoga', deviceId: 'device-aaaa' })
    const c = await socketFrom(cy.token, '10.0.0.4')
    const paired = next(c, 'queue:matched')
    await ask(c, 'queue:join', { game: 'saratoga', deviceId: 'device-cccc' })
    const { raceId: next2 } = await paired
    const names = (await summary(next2)).players.map((p) => p.player.name)
    expect(names.sort()).toEqual(['Ada', 'Cy'])
    for (const s of [a, b, e, c, d]) s.disconnect()
  })

  it('a rematch of a ranked race is a friend race', async () => {
    const ada = await server.session('Ada')
    const { raceId } = await server.createRace(ada.token, {
      game: 'saratoga',
      opponent: { bot: 'easy' },
    })
    const a = await server.client(ada.token)
    expect(okOf(await ask(a, 'race:join', { raceId })).race.kind).toBe('ranked')
    const [first] = await readyAndStart(server, raceId, [a])
    await ask(a, 'race:move', { raceId, move: first.legal[0]!, seq: 1 })
    const finished = next(a, 'race:finished')
    await ask(a, 'race:resign', { raceId })
    await whileBotPlaysOut(server, finished)
    const { rematchId } = okOf(await ask(a, 'race:rematch', { raceId }))
    expect((await server.get(`/api/races/${rematchId}`, raceSummarySchema)).body.kind).toBe(
      'friend',
    )
  })
})
