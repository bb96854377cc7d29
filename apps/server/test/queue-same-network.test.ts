// Two accounts on one network never meet in "Race anyone" (docs/fair-play.md): the lobby may ask
// GET /api/queue/same-network before queueing, a join says so in its reply, and the one already
// waiting is told with queue:same-network. Only a yes or no, only to accounts of that network.
import { describe, expect, it } from 'vitest'
import type { SessionReply } from '@patience-race/protocol'
import { accountSession } from '../src/test-support/accounts.js'
import { ask, next } from '../src/test-support/ask.js'
import { testDatabases } from '../src/test-support/databases.js'
import { RANKED_QUEUE_ENV, serverOnFresh, type TestServer } from '../src/test-support/server.js'
import { socketFrom } from '../src/test-support/sockets-from.js'
import { FakeTime } from '../src/test-support/fake-time.js'

const HOME = '10.0.0.7'
const ELSEWHERE = '10.0.0.9'

async function someoneWaits(server: TestServer, who: SessionReply, ip: string) {
  const res = await server.app.inject({
    method: 'GET',
    url: '/api/queue/same-network',
    headers: { authorization: `Bearer ${who.token}`, 'x-forwarded-for': ip },
  })
  expect(res.statusCode).toBe(200)
  return (res.json() as { waiting: boolean }).waiting
}

for (const database of testDatabases) {
  describe(`accounts on one network and the ranked queue (${database.name})`, () => {
    it('are told before queueing and on joining, never paired, and may still meet others', async () => {
      const server = await serverOnFresh(database, RANKED_QUEUE_ENV, new FakeTime(Date.now()))
      const ada = await accountSession(server, 'Ada')
      const bob = await accountSession(server, 'Bob')
      const cy = await accountSession(server, 'Cyd')
      const guest = await server.session('Guest')
      const a = await socketFrom(server.url, ada.token, HOME)
      const b = await socketFrom(server.url, bob.token, HOME)
      const c = await socketFrom(server.url, cy.token, ELSEWHERE)

      expect(await someoneWaits(server, bob, HOME)).toBe(false)
      const adaJoin = await ask(a, 'queue:join', { game: 'saratoga', deviceId: 'device-aaaa' })
      expect(adaJoin.ok && adaJoin.sameNetwork).toBeFalsy()

      // Before Bob queues: his lobby can say someone on his network is looking (no name, no game).
      expect(await someoneWaits(server, bob, HOME)).toBe(true)
      // Not to Ada about herself, nor to another network, nor to a guest (who cannot queue).
      expect(await someoneWaits(server, ada, HOME)).toBe(false)
      expect(await someoneWaits(server, cy, ELSEWHERE)).toBe(false)
      expect(await someoneWaits(server, guest, HOME)).toBe(false)

      // Bob queues anyway (another game): his reply says so, and Ada, waiting, is told.
      const told = next(a, 'queue:same-network')
      const bobJoin = await ask(b, 'queue:join', { game: 'sir-tommy', deviceId: 'device-bbbb' })
      expect(bobJoin.ok && bobJoin.sameNetwork).toBe(true)
      expect(await told).toEqual({})
      // Neither is paired with the other (no queue:matched), on the same game either.
      const bobAgain = await ask(b, 'queue:join', { game: 'saratoga', deviceId: 'device-bbbb' })
      expect(bobAgain.ok && bobAgain.sameNetwork).toBe(true)
      // A while on (short of the queue's minute before a bot).
      await server.time.advance(200)
      for (const s of [a, b])
        expect(s.received.filter((r) => r.event === 'queue:matched')).toEqual([])

      // Someone from another network meets the first waiting (Ada); Bob waits on.
      const matched = [next(c, 'queue:matched'), next(a, 'queue:matched')]
      await ask(c, 'queue:join', { game: 'saratoga', deviceId: 'device-cccc' })
      const [forCy, forAda] = await Promise.all(matched)
      expect(forAda!.raceId).toBe(forCy!.raceId)
      expect(await someoneWaits(server, ada, HOME)).toBe(true)
      // Bob leaves the queue: nobody on the network is looking any more.
      await ask(b, 'queue:leave', {})
      expect(await someoneWaits(server, ada, HOME)).toBe(false)
    })
  })
}
