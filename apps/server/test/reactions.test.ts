// Reactions (race:react → race:reaction): spectators cheer during the race, racers once their
// own game is over; only the fixed set, a few per sender, and across the nodes of a cluster.
import { createRaceReplySchema, sessionReplySchema } from '@patience-race/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import * as cluster from '../src/test-support/cluster-nodes.js'
import { testDatabases, type TestDatabase } from '../src/test-support/databases.js'
import { openForTest } from '../src/test-support/stores.js'
import { startLiveRace } from '../src/test-support/race-setup.js'
import { ask, askRaw, next } from '../src/test-support/ask.js'
import { errorOf } from '../src/test-support/replies.js'
import { serverForTest, type TestServer } from '../src/test-support/server.js'
import type { RecordingSocket } from '../src/test-support/test-socket.js'
import { socketFrom } from '../src/test-support/sockets-from.js'

const reactionsIn = (socket: RecordingSocket) =>
  socket.received.flatMap((r) => (r.event === 'race:reaction' ? [r.payload] : []))

describe('reactions in one process', () => {
  let db: TestDatabase
  let server: TestServer | undefined
  beforeEach(async () => {
    db = await openForTest(testDatabases[0]!)
  })

  it('a spectator cheers during the race; racers may react only once their game is over', async () => {
    server = await serverForTest(db.store)
    const { raceId, a, b, spectator } = await startLiveRace(server)

    const cheered = [a, b, spectator].map((s) => next(s, 'race:reaction'))
    expect(await ask(spectator, 'race:react', { raceId, reaction: 'good-luck' })).toEqual({
      ok: true,
    })
    for (const payload of await Promise.all(cheered))
      expect(payload).toEqual({ raceId, reaction: 'good-luck', seat: null, name: null })

    // A racer still playing may not react, and nothing is sent.
    const during = await ask(a, 'race:react', { raceId, reaction: 'wow' })
    expect(errorOf(during).code).toBe('NOT_FINISHED')
    // Only the fixed set: free text is refused at the edge.
    const text = await askRaw(spectator, 'race:react', { raceId, reaction: 'you are slow' })
    expect(errorOf(text).code).toBe('BAD_PAYLOAD')
    // Someone who is not in the race cannot react to it.
    const stranger = await server.client()
    const outside = await ask(stranger, 'race:react', { raceId, reaction: 'wow' })
    expect(errorOf(outside).code).toBe('NOT_FOUND')

    // Alice resigns: her game is over, so she may say "well played" while Bob plays on.
    await ask(a, 'race:resign', { raceId })
    const toBob = next(b, 'race:reaction')
    expect(await ask(a, 'race:react', { raceId, reaction: 'well-played' })).toEqual({ ok: true })
    expect(await toBob).toEqual({ raceId, reaction: 'well-played', seat: 0, name: null })
    expect(errorOf(await ask(b, 'race:react', { raceId, reaction: 'gg' })).code).toBe(
      'NOT_FINISHED',
    )
    const finished = next(b, 'race:finished')
    await ask(b, 'race:resign', { raceId })
    await finished
    expect(await ask(b, 'race:react', { raceId, reaction: 'gg' })).toEqual({ ok: true })

    // Only the accepted reactions reached anyone: the refused ones never went out.
    // A round trip on the spectator's own socket, so every reaction sent to it has arrived.
    await askRaw(spectator, 'race:react', { raceId, reaction: 'boo' })
    expect(reactionsIn(spectator).map((r) => r.reaction)).toEqual([
      'good-luck',
      'well-played',
      'gg',
    ])
  })

  it('a sender gets a few reactions per window, then RATE_LIMITED', async () => {
    server = await serverForTest(db.store)
    const { raceId, spectator } = await startLiveRace(server)
    const replies = []
    for (let i = 0; i < 4; i++)
      replies.push(await ask(spectator, 'race:react', { raceId, reaction: 'wow' }))
    expect(replies.slice(0, 3)).toEqual([{ ok: true }, { ok: true }, { ok: true }])
    expect(errorOf(replies[3]!).code).toBe('RATE_LIMITED')
  })
})

for (const database of testDatabases) {
  describe(`reactions per address and race (${database.name})`, () => {
    it('eight guest names on one IPv6 /64 share one reaction budget in a race', async () => {
      const db = await openForTest(database)
      const server = await serverForTest(db.store, { TRUST_PROXY: 'true' })
      const { raceId } = await startLiveRace(server)
      const watcher = async (i: number, ip: string) => {
        const { token } = await server.session(`Puppet ${i}`)
        const socket = await socketFrom(server.url, token, ip)
        expect((await ask(socket, 'race:join', { raceId, as: 'spectator' })).ok).toBe(true)
        return socket
      }
      // One host, eight names, eight addresses of its /64: each sends one reaction.
      const replies = []
      for (let i = 0; i < 8; i++) {
        const socket = await watcher(i, `2001:db8:40:1::${(i + 1).toString(16)}`)
        replies.push(await ask(socket, 'race:react', { raceId, reaction: 'wow' }))
      }
      expect(replies.filter((r) => r.ok)).toHaveLength(3)
      expect(replies.slice(3).map((r) => errorOf(r).code)).toEqual(Array(5).fill('RATE_LIMITED'))
      // Another network still cheers.
      const other = await watcher(9, '2001:db8:40:2::1')
      expect(await ask(other, 'race:react', { raceId, reaction: 'wow' })).toEqual({ ok: true })
    })
  })
}

const postgres = testDatabases.find((kind) => kind.name === 'postgres')

describe.skipIf(!postgres)('reactions over a cluster of two nodes', () => {
  const nodes = cluster.clusterPerTest(postgres!, ['node-1', 'node-2'])

  it("a spectator on the other node sees a racer's reaction, and the racer sees the spectator's", async () => {
    const [n1, n2] = nodes.nodes as [cluster.ClusterNode, cluster.ClusterNode]
    const session = async (node: cluster.ClusterNode, name: string) =>
      sessionReplySchema.parse((await cluster.rest(node, 'POST', '/api/session', { name })).body)
    const alice = await session(n1, 'Alice')
    const bob = await session(n1, 'Bob')
    const carol = await session(n2, 'Carol')
    const { raceId } = createRaceReplySchema.parse(
      (await cluster.rest(n1, 'POST', '/api/races', { game: 'sir-tommy' }, alice.token)).body,
    )
    const racers = await Promise.all(
      [alice, bob].map((p) => cluster.socketTo(n1.publicUrl, p.token)),
    )
    const watcher = await cluster.socketTo(n2.publicUrl, carol.token)
    nodes.sockets.push(...racers, watcher)
    for (const racer of racers)
      expect(await cluster.ask(racer, 'race:join', { raceId, as: 'player' })).toMatchObject({
        ok: true,
      })
    expect(await cluster.ask(watcher, 'race:join', { raceId, as: 'spectator' })).toMatchObject({
      ok: true,
      role: 'spectator',
    })
    for (const racer of racers) await cluster.ask(racer, 'race:ready', { raceId })
    await cluster.eventually(
      () => racers[0]!.received.some((r) => r.event === 'race:started'),
      () => 'race:started',
    )

    expect(await cluster.ask(watcher, 'race:react', { raceId, reaction: 'wow' })).toEqual({
      ok: true,
    })
    await cluster.eventually(
      () => reactionsIn(racers[1]!).length === 1,
      () => `Bob got ${JSON.stringify(reactionsIn(racers[1]!))}`,
    )
    expect(reactionsIn(racers[1]!)[0]).toEqual({
      raceId,
      reaction: 'wow',
      seat: null,
      name: 'Carol',
    })

    await cluster.ask(racers[0]!, 'race:resign', { raceId })
    expect(await cluster.ask(racers[0]!, 'race:react', { raceId, reaction: 'gg' })).toEqual({
      ok: true,
    })
    await cluster.eventually(
      () => reactionsIn(watcher).length === 2,
      () => `Carol got ${JSON.stringify(reactionsIn(watcher))}`,
    )
    expect(reactionsIn(watcher)[1]).toEqual({ raceId, reaction: 'gg', seat: 0, name: null })
  })
})
