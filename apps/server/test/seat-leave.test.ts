// race:leave from one of a player's sockets (tabs) frees a waiting race's seat for everyone of
// that player: its other sockets leave the seat's room too, so they never get the next racer's
// cards, and they no longer count as that seat's presence.
import { raceSummarySchema } from '@patience-race/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import { ask } from '../src/test-support/ask.js'
import { play, readyAndStart } from '../src/test-support/race-setup.js'
import { okOf } from '../src/test-support/replies.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import { until } from '../src/test-support/sockets-from.js'
import { FakeTime } from '../src/test-support/fake-time.js'
import { MemoryStore } from '../src/test-support/memory-store.js'

describe('leaving a seat from one of several tabs', () => {
  let server: TestServer
  beforeEach(async () => {
    server = await serverForTest(new MemoryStore(), {}, new FakeTime(Date.now()))
  })

  /**
   * Ada's race without spectators: Bob sat in seat 1 from two tabs and left from the second, Cy
   * took the seat, and the race went live.
   */
  async function bobLeftCySat() {
    const ada = await server.session('Ada')
    const bob = await server.session('Bob')
    const cy = await server.session('Cy')
    const { raceId } = await server.createRace(ada.token, { game: 'saratoga', spectators: false })
    const a = await server.client(ada.token)
    const bobTab = await server.client(bob.token)
    const bobOtherTab = await server.client(bob.token)
    const c = await server.client(cy.token)
    await ask(a, 'race:join', { raceId })
    expect(okOf(await ask(bobTab, 'race:join', { raceId })).seat).toBe(1)
    expect(okOf(await ask(bobOtherTab, 'race:join', { raceId })).seat).toBe(1)
    okOf(await ask(bobOtherTab, 'race:leave', { raceId }))
    expect(okOf(await ask(c, 'race:join', { raceId })).seat).toBe(1)
    const [, cyStart] = await readyAndStart(server, raceId, [a, c])
    return { raceId, a, bobTab, c, cyStart }
  }

  it("Bob's other tab gets nothing of the race, not its next racer's cards", async () => {
    const { raceId, bobTab, c, cyStart } = await bobLeftCySat()
    const heardBefore = bobTab.received.length
    await play(c, raceId, cyStart, (legal) => legal[0], 1)
    // A while on (the racers' and spectators' coalesced sends are out by then).
    await server.time.advance(1000)
    expect(bobTab.received.slice(heardBefore).map((e) => e.event)).toEqual([])
    expect(bobTab.received.map((e) => e.event)).not.toContain('race:started')
  })

  it("Bob's other tab does not keep Cy's seat online once Cy is gone", async () => {
    const { raceId, c } = await bobLeftCySat()
    c.disconnect()
    const summary = await until(
      async () => (await server.get(`/api/races/${raceId}`, raceSummarySchema)).body,
      (s) => s.players[1]?.online === false,
    )
    expect(summary.players[1]?.player.name).toBe('Cy')
  })
})
