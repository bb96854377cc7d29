// A crowd off its owner (docs/scaling.md): once a race is watched by OWNER_SPECTATORS_MAX
// (here 1), a spectator who asks the race's owner to join is MOVED to another live node, taken
// in turn, and watches from there; racers are never moved; with no other live node the
// spectator stays on the owner.
import type { RaceStartedEvent } from '@patience-race/protocol'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  LEASE_MS,
  ask,
  clusterPerTest,
  eventually,
  nodeRace as createRace,
  nodeSession as session,
  type ClusterNode,
} from '../src/test-support/cluster-nodes.js'
import { testPostgres as postgres } from '../src/test-support/databases.js'
import { sleep } from '../src/test-support/sockets-from.js'
import { racerStart } from '../src/test-support/race-setup.js'
import { errorOf } from '../src/test-support/replies.js'

describe.skipIf(!postgres)('a crowd is kept off the node that runs its race', () => {
  const cluster = clusterPerTest(postgres!, ['node-1', 'node-2', 'node-3'], {
    OWNER_SPECTATORS_MAX: '1',
  })
  // Started together: each node has read the others' heartbeats by its next beat.
  beforeEach(() => sleep(LEASE_MS / 3 + 300))

  it('moves a spectator of a watched race from its owner to the other live nodes in turn; it watches from there', async () => {
    const [n1, n2, n3] = cluster.nodes as [ClusterNode, ClusterNode, ClusterNode]
    const alice = await session(n1, 'Alice')
    const bob = await session(n1, 'Bob')
    const { raceId } = await createRace(n1, alice.token)
    const racerA = await cluster.open(n1, alice.token)
    expect(await ask(racerA, 'race:join', { raceId, as: 'player' })).toMatchObject({
      ok: true,
      role: 'player',
    })

    // Under the threshold the owner takes the spectator itself.
    const first = await cluster.open(n1)
    expect(await ask(first, 'race:join', { raceId, as: 'spectator' })).toMatchObject({
      ok: true,
      role: 'spectator',
    })
    // From then on, new spectators on the owner are sent elsewhere, to each other node in turn.
    const moved: string[] = []
    for (let i = 0; i < 4; i++) {
      const socket = await cluster.open(n1)
      const reply = await ask(socket, 'race:join', { raceId, as: 'spectator' })
      expect(reply, JSON.stringify(reply)).toMatchObject({ ok: false, error: { code: 'MOVED' } })
      moved.push(errorOf(reply).url!)
    }
    expect(new Set(moved)).toEqual(new Set([n2.publicUrl, n3.publicUrl]))
    expect(moved.filter((url) => url === n2.publicUrl)).toHaveLength(2)
    // A join without `as` that would watch (no token: no seat) is a spectator's too.
    const anonymous = await cluster.open(n1)
    expect(await ask(anonymous, 'race:join', { raceId })).toMatchObject({
      ok: false,
      error: { code: 'MOVED' },
    })
    // A socket already watching here that joins again (a resync) stays.
    expect(await ask(first, 'race:join', { raceId, as: 'spectator' })).toMatchObject({
      ok: true,
      role: 'spectator',
    })

    // Racers are never moved: a new player takes the free seat on the owner, a seated one
    // re-joins there, and a racer's other socket asking to watch gets OWN_RACE, as always.
    const racerB = await cluster.open(n1, bob.token)
    expect(await ask(racerB, 'race:join', { raceId })).toMatchObject({
      ok: true,
      role: 'player',
      seat: 1,
    })
    expect(await ask(racerA, 'race:join', { raceId, as: 'player' })).toMatchObject({
      ok: true,
      seat: 0,
    })
    const aliceWatching = await cluster.open(n1, alice.token)
    expect(await ask(aliceWatching, 'race:join', { raceId, as: 'spectator' })).toMatchObject({
      ok: false,
      error: { code: 'OWN_RACE' },
    })

    // The moved spectator follows the url, joins there and sees the race's progress.
    const follower = await cluster.open(moved[0]!)
    expect(await ask(follower, 'race:join', { raceId, as: 'spectator' })).toMatchObject({
      ok: true,
      role: 'spectator',
    })
    const started = [racerA, racerB].map(
      (r) => new Promise<RaceStartedEvent>((resolve) => r.once('race:started', resolve)),
    )
    for (const r of [racerA, racerB])
      expect(await ask(r, 'race:ready', { raceId })).toMatchObject({ ok: true })
    const legal = (await Promise.all(started)).map((event) => racerStart(event).legal)
    for (const [i, r] of [racerA, racerB].entries()) {
      const move = legal[i]![0]
      if (move !== undefined)
        expect(await ask(r, 'race:move', { raceId, move, seq: 1 })).toMatchObject({ ok: true })
    }
    await eventually(
      () => follower.received.some((r) => r.event === 'race:progress'),
      () => `race:progress on the moved spectator (${follower.received.map((r) => r.event)})`,
    )
    // It is counted: the racers are shown both watchers (the one on the owner and it).
    await eventually(
      () =>
        racerA.received.filter((r) => r.event === 'race:state').at(-1)?.payload.spectators === 2,
      () => 'race:state with 2 spectators',
    )
  })

  it('keeps only OWNER_SPECTATORS_MAX of a crowd whose joins reach the owner at once', async () => {
    const [n1, n2, n3] = cluster.nodes as [ClusterNode, ClusterNode, ClusterNode]
    const alice = await session(n1, 'Alice')
    const { raceId } = await createRace(n1, alice.token)
    const crowd = await Promise.all(Array.from({ length: 6 }, () => cluster.open(n1)))
    const replies = await Promise.all(
      crowd.map((socket) => ask(socket, 'race:join', { raceId, as: 'spectator' })),
    )
    const kept = replies.filter((reply) => reply.ok)
    const moved = replies.filter((reply) => !reply.ok && reply.error.code === 'MOVED')
    expect(kept, JSON.stringify(replies)).toHaveLength(1)
    expect(moved).toHaveLength(5)
    expect(new Set(moved.map((reply) => errorOf(reply).url))).toEqual(
      new Set([n2.publicUrl, n3.publicUrl]),
    )
  })

  it('keeps a spectator on the owner when no other node is alive', async () => {
    const [n1, n2, n3] = cluster.nodes as [ClusterNode, ClusterNode, ClusterNode]
    const alice = await session(n1, 'Alice')
    const { raceId } = await createRace(n1, alice.token)
    const first = await cluster.open(n1)
    expect(await ask(first, 'race:join', { raceId, as: 'spectator' })).toMatchObject({ ok: true })
    expect(
      await ask(await cluster.open(n1), 'race:join', { raceId, as: 'spectator' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'MOVED' },
    })
    await n2.server.kill9()
    await n3.server.kill9()
    // Their heartbeats lapse within a lease; node 1 reads the live nodes at every beat (a third
    // of a lease).
    await sleep(LEASE_MS + LEASE_MS / 3 + 700)
    const second = await cluster.open(n1)
    expect(await ask(second, 'race:join', { raceId, as: 'spectator' })).toMatchObject({
      ok: true,
      role: 'spectator',
    })
    await eventually(
      () =>
        second.received.filter((r) => r.event === 'race:state').at(-1)?.payload.spectators === 2,
      () => 'race:state with 2 spectators',
    )
  })
})
