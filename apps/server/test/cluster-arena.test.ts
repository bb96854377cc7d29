// An arena over a cluster of two nodes (docs/arena.md): the node that started round 1 (and runs
// its race) is killed mid-round after an acked move; the other node takes the race over, closes
// the round at its deadline, starts round 2, and finishes the arena: the acked move is in the
// round's replay, the seeds come out, nothing waits for the dead node. Real time: ~70 s. And a
// socket watching an arena on one node hears the standings another node pushes, at most once a
// second however many nodes the entrants join through.
import { arenaReplySchema, replaySchema, sessionReplySchema } from '@patience-race/protocol'
import { describe, expect, it } from 'vitest'
import * as cluster from '../src/test-support/cluster-nodes.js'
import { testDatabases } from '../src/test-support/databases.js'
import { next } from '../src/test-support/ask.js'

const postgres = testDatabases.find((kind) => kind.name === 'postgres')

/** A one-round arena, made through `node`, that starts in an hour (no round gets in the way). */
async function arenaInAnHour(node: cluster.ClusterNode, token: string) {
  const made = await cluster.rest(
    node,
    'POST',
    '/api/arenas',
    { game: 'sir-tommy', rounds: 1, roundSec: 60, startsInSec: 3600 },
    token,
  )
  return arenaReplySchema.parse(made.body).arena
}

async function account(node: cluster.ClusterNode, name: string) {
  const guest = sessionReplySchema.parse(
    (await cluster.rest(node, 'POST', '/api/session', { name })).body,
  )
  const upgraded = await cluster.rest(
    node,
    'POST',
    '/api/accounts/upgrade',
    { username: name, password: 'correct horse battery' },
    guest.token,
  )
  expect(upgraded.status).toBe(200)
  return guest
}

describe.skipIf(!postgres)('an arena over a cluster of two nodes', () => {
  const nodes = cluster.clusterPerTest(postgres!, ['node-1', 'node-2'])

  it(
    'goes on when the node running its round dies, with the acked move kept',
    { timeout: 180_000 },
    async () => {
      const [n1, n2] = nodes.nodes as [cluster.ClusterNode, cluster.ClusterNode]
      const ann = await account(n1, 'Ann')
      const bob = sessionReplySchema.parse(
        (await cluster.rest(n2, 'POST', '/api/session', { name: 'Bob' })).body,
      )
      const made = await cluster.rest(
        n1,
        'POST',
        '/api/arenas',
        { game: 'sir-tommy', rounds: 2, roundSec: 60, startsInSec: 5 },
        ann.token,
      )
      expect(made.status).toBe(201)
      const { arena } = arenaReplySchema.parse(made.body)
      for (const p of [ann, bob])
        expect(
          (await cluster.rest(n2, 'POST', `/api/arenas/${arena.id}/join`, undefined, p.token))
            .status,
        ).toBe(200)

      // Both have a tab on node 1, so round 1 is dealt there (where its entrants are), and Ann
      // plays it there; their tabs on node 2 are opened once it is dealt, for round 2.
      const annOn1 = await nodes.open(n1, ann.token)
      await nodes.open(n1, bob.token)
      const round1 = await next(annOn1, 'arena:round', () => true, 20_000)
      expect(round1.round).toBe(1)
      const annOn2 = await nodes.open(n2, ann.token)
      const bobOn2 = await nodes.open(n2, bob.token)
      let joined = await cluster.ask(annOn1, 'race:join', { raceId: round1.raceId })
      await cluster.eventually(
        async () => {
          joined = await cluster.ask(annOn1, 'race:join', { raceId: round1.raceId })
          return joined.ok && 'legal' in joined && (joined.legal?.length ?? 0) > 0
        },
        () => `round 1 live: ${JSON.stringify(joined)}`,
      )
      if (!joined.ok || !('legal' in joined) || !joined.legal?.[0]) throw new Error('no legal move')
      const moved = await cluster.ask(annOn1, 'race:move', {
        raceId: round1.raceId,
        move: joined.legal[0],
        seq: 1,
      })
      expect(moved.ok).toBe(true)
      await n1.server.kill9()

      // Node 2 closes round 1 at its deadline and starts round 2 for both.
      const [r2ann, r2bob] = await Promise.all(
        [annOn2, bobOn2].map((s) => next(s, 'arena:round', (e) => e.round === 2, 100_000)),
      )
      const finished = next(annOn2, 'arena:finished', () => true, 60_000)
      for (const [s, r] of [
        [annOn2, r2ann!],
        [bobOn2, r2bob!],
      ] as const) {
        await cluster.eventually(
          async () => (await cluster.ask(s, 'race:join', { raceId: r.raceId })).ok,
          () => 'join round 2',
        )
        await cluster.eventually(
          async () => (await cluster.ask(s, 'race:resign', { raceId: r.raceId })).ok,
          () => 'resign round 2',
        )
      }
      const end = await finished
      expect(end.seeds).toHaveLength(2)
      const final = arenaReplySchema.parse(
        (await cluster.rest(n2, 'GET', `/api/arenas/${arena.id}`)).body,
      )
      expect(final.arena.status).toBe('finished')
      // Round 1: 2 entrants hand out 2 points; round 2 (nobody moved) hands out 2 too.
      expect(final.arena.standings.reduce((sum, s) => sum + s.points, 0)).toBe(4)
      const replay = replaySchema.parse(
        (await cluster.rest(n2, 'GET', `/api/races/${round1.raceId}/replay`)).body,
      )
      const annSeat = replay.players.find((p) => p.player.id === ann.player.id)
      expect(annSeat?.moves[0]?.move).toEqual(joined.legal[0])
    },
  )

  it('brings the standings pushed by one node to a watcher on the other', async () => {
    const [n1, n2] = nodes.nodes as [cluster.ClusterNode, cluster.ClusterNode]
    const ann = await account(n1, 'Ann')
    const arena = await arenaInAnHour(n1, ann.token)
    const watcher = await nodes.open(n2)
    expect((await cluster.ask(watcher, 'arena:watch', { arenaId: arena.id })).ok).toBe(true)
    // Ann joins through node 1: only node 1's pusher hears of it, and node 2's watcher is told.
    const standings = next(watcher, 'arena:standings', (e) => e.entrants === 1, 20_000)
    const joined = await cluster.rest(
      n1,
      'POST',
      `/api/arenas/${arena.id}/join`,
      undefined,
      ann.token,
    )
    expect(joined.status).toBe(200)
    const seen = await standings
    expect(seen.standings.map((r) => r.name)).toEqual(['Ann'])
    expect(seen.you).toBeUndefined()
  })

  it('pushes the standings from one node however many nodes the entrants join through', async () => {
    const [n1, n2] = nodes.nodes as [cluster.ClusterNode, cluster.ClusterNode]
    const ann = await account(n1, 'Ann')
    const arena = await arenaInAnHour(n1, ann.token)
    const guests = await Promise.all(
      [n1, n2, n1, n2, n1, n2].map(async (node, i) => ({
        node,
        token: sessionReplySchema.parse(
          (await cluster.rest(node, 'POST', '/api/session', { name: `G${i}` })).body,
        ).token,
      })),
    )
    const watcher = await nodes.open(n2)
    expect((await cluster.ask(watcher, 'arena:watch', { arenaId: arena.id })).ok).toBe(true)
    const arrivals: Array<{ at: number; entrants: number }> = []
    watcher.on('arena:standings', (e) =>
      arrivals.push({ at: Date.now(), entrants: e.entrants ?? 0 }),
    )
    // Each join asks its own node for a push: two nodes at once, and the watcher's one socket.
    for (const { node, token } of guests) {
      const joined = await cluster.rest(node, 'POST', `/api/arenas/${arena.id}/join`, {}, token)
      expect(joined.status).toBe(200)
    }
    await cluster.eventually(
      () => arrivals.some((a) => a.entrants === guests.length),
      () => `standings with ${guests.length} entrants (heard ${JSON.stringify(arrivals)})`,
      10_000,
    )
    await new Promise((r) => setTimeout(r, 1500))
    const gaps = arrivals.slice(1).map((a, i) => a.at - arrivals[i]!.at)
    // A second apart on the pushing node; a little less on arrival (the adapter's delivery).
    expect(Math.min(...gaps), JSON.stringify(arrivals)).toBeGreaterThanOrEqual(900)
  })
})
