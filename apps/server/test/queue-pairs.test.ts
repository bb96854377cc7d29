// The ranked queue does not pair the same two players twice in a row, nor more than
// PAIR_RACES_PER_DAY times a UTC day: they wait for someone else (or the bot).
import { raceSummarySchema, type QueueMatchedEvent } from '@patience-race/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import { opponentsToAvoid, PAIR_RACES_PER_DAY } from '../src/matchmaking/pair-history.js'
import { RaceQueue, type QueueEntry, type QueueOutcome } from '../src/matchmaking/race-queue.js'
import { FakeTime } from '../src/test-support/fake-time.js'
import { MemoryStore } from '../src/test-support/memory-store.js'
import { socketFrom as socketsFrom } from '../src/test-support/sockets-from.js'
import { ask, next } from '../src/test-support/ask.js'
import { queuedPair, readyAndStart } from '../src/test-support/race-setup.js'
import { RANKED_QUEUE_ENV, serverForTest, type TestServer } from '../src/test-support/server.js'
import type { RecordingSocket } from '../src/test-support/test-socket.js'

describe('opponents to avoid', () => {
  it('the last ranked opponent, and anyone met PAIR_RACES_PER_DAY times today; never a bot', () => {
    expect(opponentsToAvoid([])).toEqual([])
    expect(opponentsToAvoid([['bo'], ['cy']])).toEqual(['bo'])
    const often = Array.from({ length: PAIR_RACES_PER_DAY }, () => ['cy'])
    expect(opponentsToAvoid([['bot:medium'], ...often]).sort()).toEqual(['cy'])
    expect(opponentsToAvoid([['bo'], ...often.slice(1)])).toEqual(['bo'])
  })
})

describe('a player whose ranked race the other called off', () => {
  const entry = (id: string, ip: string): QueueEntry => ({
    socketId: `socket-${id}`,
    player: { id, name: id },
    ip,
    deviceId: `device-${id}`,
    game: 'saratoga',
    variant: 'standard',
    since: 0,
    avoid: [],
  })

  it('waits at the front of the queue: the next arrival meets them first', async () => {
    const outcomes: QueueOutcome[] = []
    const queue = new RaceQueue(new FakeTime(Date.now()), 60_000, (o) => outcomes.push(o))
    await queue.join(entry('bo', '10.0.0.2'))
    queue.putFirst(['ada'])
    // Ada and Bo share an address: not paired; Ada waits, ahead of Bo.
    await queue.join(entry('ada', '10.0.0.2'))
    await queue.join(entry('cy', '10.0.0.3'))
    expect(outcomes).toHaveLength(1)
    const [pair] = outcomes
    expect(pair?.kind === 'pair' && [pair.first.player.id, pair.second.player.id]).toEqual([
      'ada',
      'cy',
    ])
    queue.stop()
  })
})

describe('the ranked queue over a day', () => {
  let server: TestServer
  beforeEach(async () => {
    server = await serverForTest(new MemoryStore(), RANKED_QUEUE_ENV, new FakeTime(Date.now()))
  })

  const socketFrom = (token: string, ip: string) => socketsFrom(server.url, token, ip)

  async function playOut(raceId: string, sockets: RecordingSocket[]) {
    for (const s of sockets) await ask(s, 'race:join', { raceId })
    const [first] = await readyAndStart(server, raceId, sockets)
    await ask(sockets[0]!, 'race:move', { raceId, move: first!.legal[0]!, seq: 1 })
    const finished = next(sockets[0]!, 'race:finished')
    for (const s of sockets) await ask(s, 'race:resign', { raceId })
    await finished
  }

  it('two who just raced wait for someone else; a third player meets one of them', async () => {
    const { a, b, raceId } = await queuedPair(server)
    const cy = await server.session('Cy')
    await playOut(raceId, [a, b])

    // Again at once: both wait, unpaired.
    let matchedA: QueueMatchedEvent | null = null
    a.on('queue:matched', (e) => (matchedA = e))
    await ask(a, 'queue:join', { game: 'saratoga', deviceId: 'device-aaaa' })
    await ask(b, 'queue:join', { game: 'saratoga', deviceId: 'device-bbbb' })
    await server.time.advance(300)
    expect(matchedA).toBeNull()

    // Someone new takes the first of them.
    const c = await socketFrom(cy.token, '10.0.0.3')
    const matchedC = next(c, 'queue:matched')
    await ask(c, 'queue:join', { game: 'saratoga', deviceId: 'device-cccc' })
    const { raceId: third } = await matchedC
    const summary = (await server.get(`/api/races/${third}`, raceSummarySchema)).body
    expect(summary.players.map((p) => p.player.name).sort()).toEqual(['Ada', 'Cy'])
    for (const s of [a, b, c]) s.disconnect()
  })
})
