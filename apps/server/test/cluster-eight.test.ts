// A race of 8 across a cluster (issue 23, docs/scaling.md): eight racers whose sessions come
// from three nodes reach the race's owner through MOVED and the route, spectators watch all eight
// boards from the other nodes, the owner is killed mid-race and one survivor takes the race over;
// every acknowledged move of every seat is stored once, and the race finishes with 8 places.
import {
  createRaceReplySchema,
  raceSummarySchema,
  sessionReplySchema,
  type RaceStartedEvent,
  type SessionReply,
} from '@patience-race/protocol'
import { describe, expect, it } from 'vitest'
import {
  ask,
  clusterOnDatabase,
  eventually,
  rest,
  socketTo,
  type ClusterNode as Node,
} from '../src/test-support/cluster-nodes.js'
import { testPostgres as postgres } from '../src/test-support/databases.js'
import { racerStart, watcherStart } from '../src/test-support/race-setup.js'
import { errorOf } from '../src/test-support/replies.js'
import type { RecordingSocket } from '../src/test-support/test-socket.js'
import {
  expectAcksStored,
  expectReplayReproducesResults,
  Racer,
} from '../src/test-support/cluster-racer.js'

const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus', 'Hal']

describe.skipIf(!postgres)('a race of 8 across a cluster of three nodes', () => {
  const cluster = clusterOnDatabase(postgres!)

  it('eight racers from three nodes; the owner dies mid-race; nothing acked is lost; 8 places', async () => {
    const nodes = await cluster.start(['node-1', 'node-2', 'node-3'])
    const [n1, n2, n3] = nodes as [Node, Node, Node]
    // Sessions made on every node: a token works everywhere.
    const sessions: SessionReply[] = []
    for (const [i, name] of NAMES.entries())
      sessions.push(
        sessionReplySchema.parse(
          (await rest(nodes[i % 3]!, 'POST', '/api/session', { name })).body,
        ),
      )
    const created = await rest(
      n1,
      'POST',
      '/api/races',
      { game: 'sir-tommy', seats: 8 },
      sessions[0]!.token,
    )
    expect(created.status).toBe(201)
    const { raceId } = createRaceReplySchema.parse(created.body)

    // A racer whose socket is on another node is sent to the owner.
    const elsewhere = await socketTo(n2.publicUrl, sessions[1]!.token)
    expect(errorOf(await ask(elsewhere, 'race:join', { raceId }))).toMatchObject({
      code: 'MOVED',
      url: n1.publicUrl,
    })
    elsewhere.close()

    const racers = sessions.map((s) => new Racer(s.token, raceId, () => nodes, 'player'))
    for (const racer of racers) await racer.follow()
    expect(racers.map((r) => r.seat)).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
    // Spectators on the other two nodes.
    const spectators = await Promise.all([n2, n3].map((n) => socketTo(n.publicUrl)))
    for (const spectator of spectators)
      expect(await ask(spectator, 'race:join', { raceId, as: 'spectator' })).toMatchObject({
        ok: true,
        role: 'spectator',
      })
    const startedOn = (socket: RecordingSocket) =>
      new Promise<RaceStartedEvent>((resolve) => socket.once('race:started', resolve))
    const started = racers.map((r) => startedOn(r.socket!))
    const watched = spectators.map(startedOn)
    for (const racer of racers)
      expect((await ask(racer.socket!, 'race:ready', { raceId })).ok).toBe(true)
    const views = await Promise.all(started)
    for (const [i, racer] of racers.entries()) racer.legal = racerStart(views[i]!).legal
    for (const event of await Promise.all(watched))
      expect(Object.keys(watcherStart(event).views)).toHaveLength(8)

    // Everyone plays at once; then the owner dies and everyone plays on at the survivor.
    await Promise.all(
      racers.map(async (r) => {
        for (let i = 0; i < 4; i++) await r.move()
      }),
    )
    await eventually(
      () =>
        spectators.every((s) =>
          [0, 1, 2, 3, 4, 5, 6, 7].every((seat) =>
            s.received.some((e) => e.event === 'race:progress' && e.payload.seat === seat),
          ),
        ),
      () => 'every seat’s progress reached the spectators on nodes 2 and 3',
    )
    // Each racer hears the seven others in race:progress-batch events (a race of more than two).
    const heardOf = (r: Racer) =>
      new Set(
        r
          .socket!.received.filter((e) => e.event === 'race:progress-batch')
          .flatMap((e) => (e.event === 'race:progress-batch' ? e.payload.events : []))
          .map((entry) => entry.seat)
          .filter((seat) => seat !== r.seat),
      )
    await eventually(
      () => racers.every((r) => heardOf(r).size === 7),
      () => 'every racer heard of the seven others in batches',
    )
    await n1.server.kill9()
    await Promise.all(
      racers.map(async (r) => {
        for (let i = 0; i < 3; i++) await r.move()
      }),
    )
    const { rows: owner } = await cluster.admin.query<{ owner: string; epoch: number }>(
      'SELECT owner_node AS owner, owner_epoch AS epoch FROM races WHERE id = $1',
      [raceId],
    )
    expect(['node-2', 'node-3']).toContain(owner[0]?.owner)
    expect(owner[0]?.epoch).toBe(2)

    const summaryOn = async (node: Node) =>
      raceSummarySchema.parse((await rest(node, 'GET', `/api/races/${raceId}`)).body)
    for (const racer of racers) await racer.resign()
    await eventually(
      async () =>
        raceSummarySchema.safeParse((await rest(n2, 'GET', `/api/races/${raceId}`)).body).data
          ?.status === 'finished',
      () => 'the race finished',
    )
    for (const racer of racers) expect(racer.acks.length).toBeGreaterThan(0)
    await expectAcksStored(cluster.admin, raceId, racers)
    await eventually(
      () => racers.every((r) => r.finished.length === 1),
      () => 'every racer heard race:finished once',
    )

    const summary = await summaryOn(n3)
    expect(summary.seats).toBe(8)
    expect(summary.places).toHaveLength(8)
    expect(summary.places?.every((p) => p.place >= 1 && p.place <= 8)).toBe(true)
    // The replay reproduces every seat's result.
    expect((await expectReplayReproducesResults(n2, raceId)).players).toHaveLength(8)
    for (const s of spectators) s.close()
    for (const racer of racers) racer.socket?.close()
  })
})
