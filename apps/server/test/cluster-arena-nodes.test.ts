// A round's races spread over the nodes of a cluster (issue 42 "Scale", docs/arena.md "A round over
// the nodes of a cluster"): with three nodes, the claiming node draws the round's groups (kept in
// Redis) and every node deals its share, so every node owns some of the round's races; every
// entrant gets its `arena:round`, plays its race on its owner (MOVED and the route), and every
// acked move is stored. And a node that does not deal its share (frozen just before the round) has
// it dealt by the others after the deal deadline, each group exactly once, even when it wakes up.
import {
  arenaReplySchema,
  sessionReplySchema,
  type ArenaRoundEvent,
  type SessionReply,
} from '@patience-race/protocol'
import { Redis } from 'ioredis'
import { TEST_REDIS_URL } from '../src/test-support/test-redis.js'
import { afterAll, describe, expect, it } from 'vitest'
import { next } from '../src/test-support/ask.js'
import {
  clusterOnDatabase,
  eventually,
  rest,
  socketTo,
  type ClusterNode as Node,
} from '../src/test-support/cluster-nodes.js'
import { expectAcksStored, Racer } from '../src/test-support/cluster-racer.js'
import { testPostgres as postgres } from '../src/test-support/databases.js'
import type { RecordingSocket } from '../src/test-support/test-socket.js'

const ENTRANTS = 24
const MOVES = 2

/** An account (creating an arena needs one), made on `node`. */
async function account(node: Node, name: string): Promise<SessionReply> {
  const guest = sessionReplySchema.parse((await rest(node, 'POST', '/api/session', { name })).body)
  const body = { username: name, password: 'correct horse battery' }
  const upgraded = await rest(node, 'POST', '/api/accounts/upgrade', body, guest.token)
  expect(upgraded.status).toBe(200)
  return guest
}

/** An arena of one round made on node 1, joined by `ENTRANTS` guests through every node. */
async function arenaWithEntrants(nodes: Node[]) {
  const n1 = nodes[0]!
  const maker = await account(n1, 'Maker')
  const entrants: SessionReply[] = []
  for (let i = 0; i < ENTRANTS; i++)
    entrants.push(
      sessionReplySchema.parse(
        (await rest(nodes[i % nodes.length]!, 'POST', '/api/session', { name: `E${i}` })).body,
      ),
    )
  const body = { game: 'sir-tommy', rounds: 1, roundSec: 60, startsInSec: 12 }
  const made = await rest(n1, 'POST', '/api/arenas', body, maker.token)
  expect(made.status).toBe(201)
  const { arena } = arenaReplySchema.parse(made.body)
  await Promise.all(
    entrants.map(async (e, i) => {
      const joined = await rest(
        nodes[i % nodes.length]!,
        'POST',
        `/api/arenas/${arena.id}/join`,
        undefined,
        e.token,
      )
      expect(joined.status).toBe(200)
    }),
  )
  expect(Date.now()).toBeLessThan(Date.parse(arena.startsAt))
  return { arena, entrants }
}

/** Each entrant plays its race where it runs: `MOVES` acked moves each, then stored. */
async function playRound(
  nodes: () => Node[],
  entrants: SessionReply[],
  rounds: ArenaRoundEvent[],
  admin: Parameters<typeof expectAcksStored>[0],
): Promise<Racer[]> {
  const racers = entrants.map((e, i) => new Racer(e.token, rounds[i]!.raceId, nodes, 'player'))
  await Promise.all(
    racers.map(async (racer) => {
      await racer.follow()
      // Joined in the countdown: legal moves once the race is live.
      await eventually(
        async () => {
          if (racer.legal.length === 0) await racer.follow()
          return racer.legal.length > 0
        },
        () => `race ${racer.raceId} live`,
        20_000,
      )
      for (let m = 0; m < MOVES; m++) expect(await racer.move()).toBe(true)
    }),
  )
  for (const raceId of new Set(racers.map((r) => r.raceId)))
    await expectAcksStored(
      admin,
      raceId,
      racers.filter((r) => r.raceId === raceId).map((r) => ({ seat: r.seat, acks: r.acks })),
    )
  expect(racers.reduce((n, r) => n + r.acks.length, 0)).toBe(ENTRANTS * MOVES)
  return racers
}

/** Everyone resigns; every entrant hears `arena:finished`, and the round's points add up. */
async function finishArena(node: Node, arenaId: string, racers: Racer[], tabs: RecordingSocket[]) {
  const finished = tabs.map((s) => next(s, 'arena:finished', (e) => e.arenaId === arenaId, 60_000))
  for (const racer of racers) await racer.resign()
  await Promise.all(finished)
  const final = arenaReplySchema.parse((await rest(node, 'GET', `/api/arenas/${arenaId}`)).body)
  expect(final.arena.status).toBe('finished')
  // Duplicate scoring over every entrant of the round, whichever node ran their group.
  expect(final.arena.standings.reduce((sum, s) => sum + s.points, 0)).toBe(
    ENTRANTS * (ENTRANTS - 1),
  )
}

describe.skipIf(!postgres)("a round's races over the nodes of a cluster", () => {
  const cluster = clusterOnDatabase(postgres!)
  const redis = new Redis(TEST_REDIS_URL)
  afterAll(() => redis.quit())

  /** The round's races by owner, and its plan's groups (race ids and nodes) as kept in Redis. */
  async function roundRows(arenaId: string) {
    const { rows: races } = await cluster.admin.query<{ id: string; owner_node: string }>(
      'SELECT id, owner_node FROM races WHERE arena_id = $1 AND arena_round = 1',
      [arenaId],
    )
    const prefix = new URL(cluster.db.databaseUrl!).pathname.slice(1)
    const plan = await redis.get(`arena-plan:${prefix}:${arenaId}:1`)
    const groups = plan ? (JSON.parse(plan) as Array<{ raceId: string; node: string }>) : []
    return { races, groups }
  }

  it(
    'deals a share on every node of three; every entrant plays its race and every ack is stored',
    { timeout: 120_000 },
    async () => {
      const nodes = await cluster.start(['node-1', 'node-2', 'node-3'])
      const { arena, entrants } = await arenaWithEntrants(nodes)
      // Each entrant's tab on some node: `arena:round` reaches it wherever its race is dealt.
      const tabs = await Promise.all(
        entrants.map((e, i) => socketTo(nodes[i % 3]!.publicUrl, e.token)),
      )
      try {
        const rounds = await Promise.all(
          tabs.map((s) => next(s, 'arena:round', (e) => e.round === 1, 30_000)),
        )
        const { races, groups } = await roundRows(arena.id)
        expect(groups).toHaveLength(3)
        expect(new Set(groups.map((g) => g.node))).toEqual(new Set(['node-1', 'node-2', 'node-3']))
        // Every node owns the race of the group it was assigned.
        expect(races.map((r) => [r.id, r.owner_node]).sort()).toEqual(
          groups.map((g) => [g.raceId, g.node]).sort(),
        )
        expect(new Set(rounds.map((r) => r.raceId))).toEqual(new Set(groups.map((g) => g.raceId)))
        // Each group is dealt on the node its entrants' tabs are on: nobody has to move.
        const nodeOf = new Map(groups.map((g) => [g.raceId, g.node]))
        expect(rounds.map((r) => nodeOf.get(r.raceId))).toEqual(
          rounds.map((_, i) => `node-${(i % 3) + 1}`),
        )
        // One moment and one deadline for every group.
        expect(new Set(rounds.map((r) => r.endsAt)).size).toBe(1)
        const racers = await playRound(() => nodes, entrants, rounds, cluster.admin)
        await finishArena(nodes[1]!, arena.id, racers, tabs)
        for (const r of racers) r.socket?.close()
      } finally {
        for (const tab of tabs) tab.close()
      }
    },
  )

  it(
    "deals a frozen node's share on the other nodes after the deadline, each group once",
    { timeout: 120_000 },
    async () => {
      const nodes = await cluster.start(['node-1', 'node-2', 'node-3'])
      const [n1, n2, n3] = nodes as [Node, Node, Node]
      const { arena, entrants } = await arenaWithEntrants(nodes)
      // A group's worth of tabs on node 3, so a group is assigned to it (the rest on 1 and 2).
      const tabs = await Promise.all(
        entrants.map((e, i) => socketTo([n1, n2, n3][i < 16 ? i % 2 : 2]!.publicUrl, e.token)),
      )
      try {
        const told = tabs.map((s) => next(s, 'arena:round', (e) => e.round === 1, 45_000))
        // Frozen just before the start: still alive to the claiming node (its lease is 1.5 s),
        // so it is given a share, which it cannot deal.
        await new Promise((r) => setTimeout(r, Date.parse(arena.startsAt) - Date.now() - 300))
        n3.server.child.kill('SIGSTOP')
        await Promise.all(told.slice(0, 16))
        // Node 3's group is taken over after the deal deadline (its entrants hear once it wakes).
        await eventually(
          async () => {
            const dealt = await roundRows(arena.id)
            return dealt.groups.length === 3 && dealt.races.length === 3
          },
          () => "node 3's group taken over",
          20_000,
        )
        const { races, groups } = await roundRows(arena.id)
        expect(groups.map((g) => g.node)).toContain('node-3')
        expect(races.map((r) => r.id).sort()).toEqual(groups.map((g) => g.raceId).sort())
        expect(races.every((r) => r.owner_node !== 'node-3')).toBe(true)
        // Woken up, it hears of the round and finds its share dealt: nothing is dealt twice.
        n3.server.child.kill('SIGCONT')
        const rounds = await Promise.all(told)
        await eventually(
          async () => (await rest(n3, 'GET', '/health/live')).status === 200,
          () => 'node 3 answering again',
          15_000,
        ).catch(() => undefined)
        await new Promise((r) => setTimeout(r, 1000))
        expect((await roundRows(arena.id)).races).toHaveLength(groups.length)
        const racers = await playRound(() => [n1, n2], entrants, rounds, cluster.admin)
        await finishArena(n2, arena.id, racers, tabs)
        for (const r of racers) r.socket?.close()
      } finally {
        for (const tab of tabs) tab.close()
      }
    },
  )
})
