// Spectators anywhere (docs/scaling.md): the watcher count in race:state is the sum over every
// node, and drops when watchers leave or their node dies; a spectator on a node that does not
// run the race receives each spectator event exactly once, as one on the owner does.
import { type RaceStartedEvent } from '@patience-race/protocol'
import { describe, expect, it } from 'vitest'
import {
  ask,
  clusterPerTest,
  eventually,
  nodeRace as createRace,
  nodeSession as session,
  socketTo,
  type ClusterNode,
} from '../src/test-support/cluster-nodes.js'
import { testPostgres as postgres } from '../src/test-support/databases.js'
import { sleep } from '../src/test-support/sockets-from.js'
import { racerStart } from '../src/test-support/race-setup.js'
import { okOf } from '../src/test-support/replies.js'
import type { RecordingSocket } from '../src/test-support/test-socket.js'

describe.skipIf(!postgres)('spectators over a cluster of three nodes', () => {
  const cluster = clusterPerTest(postgres!, ['node-1', 'node-2', 'node-3'])

  /** A race made on node 1 with both racers seated there. */
  async function raceOnNode1() {
    const [n1] = cluster.nodes as [ClusterNode]
    const alice = await session(n1, 'Alice')
    const bob = await session(n1, 'Bob')
    const { raceId } = await createRace(n1, alice.token)
    const racers = await Promise.all([alice, bob].map((p) => cluster.open(n1, p.token)))
    for (const racer of racers) {
      const joined = await ask(racer, 'race:join', { raceId, as: 'player' })
      expect(joined, JSON.stringify(joined)).toMatchObject({ ok: true })
    }
    return { raceId, racers: racers as [RecordingSocket, RecordingSocket] }
  }

  async function spectate(node: ClusterNode, raceId: string): Promise<RecordingSocket> {
    const socket = await cluster.open(node)
    expect(await ask(socket, 'race:join', { raceId, as: 'spectator' })).toMatchObject({
      ok: true,
      role: 'spectator',
    })
    return socket
  }

  it('counts the watchers of every node in race:state, and drops those who leave or whose node dies', async () => {
    const [n1, n2, n3] = cluster.nodes as [ClusterNode, ClusterNode, ClusterNode]
    const { raceId, racers } = await raceOnNode1()
    const racer = racers[0]
    const shown = () => {
      const states = racer.received.filter((r) => r.event === 'race:state')
      return states.at(-1)?.payload.spectators
    }
    const expectShown = (n: number) =>
      eventually(
        () => shown() === n,
        () => `race:state with ${n} spectators (last said ${shown()})`,
      )

    // Watchers on two nodes that do not run the race, then one on the owner.
    const on2 = await spectate(n2, raceId)
    const on3 = await spectate(n3, raceId)
    await expectShown(2)
    await spectate(n1, raceId)
    await expectShown(3)
    // The summary any node serves for the race says so too.
    expect(okOf(await ask(racer, 'race:join', { raceId, as: 'player' })).race.spectators).toBe(3)

    on2.close()
    await expectShown(2)
    // A node that dies takes its watchers with it, within a lease and a beat.
    void on3
    await n3.server.kill9()
    await expectShown(1)
    // Audience changes are coalesced: never more than about one race:state a second.
    const states = racer.received.filter((r) => r.event === 'race:state').length
    expect(states).toBeLessThanOrEqual(12)
  })

  it('a spectator on another node receives each spectator event exactly once, as one on the owner', async () => {
    const [n1, n2, n3] = cluster.nodes as [ClusterNode, ClusterNode, ClusterNode]
    const { raceId, racers } = await raceOnNode1()
    const watchers = [await spectate(n1, raceId), await spectate(n2, raceId)]
    await spectate(n3, raceId)
    const started = racers.map(
      (r) => new Promise<RaceStartedEvent>((resolve) => r.once('race:started', resolve)),
    )
    for (const r of racers)
      expect(await ask(r, 'race:ready', { raceId })).toMatchObject({ ok: true })
    const legal = (await Promise.all(started)).map((event) => racerStart(event).legal)
    const seqs = [0, 0]
    // Both racers move, some at once and some apart, so the feed both sends and merges.
    for (let round = 0; round < 12; round++) {
      await Promise.all(
        racers.map(async (r, i) => {
          const move = legal[i]![0]
          if (move === undefined) return
          const seq = ++seqs[i]!
          const reply = await ask(r, 'race:move', { raceId, move, seq })
          expect(reply).toMatchObject({ ok: true, seq })
          legal[i] = reply.ok ? reply.legal : []
        }),
      )
      await sleep(round % 3 === 0 ? 150 : 20)
    }
    for (const r of racers) await ask(r, 'race:resign', { raceId })
    await eventually(
      () =>
        watchers.every((w) => w.received.some((r) => r.event === 'race:finished')) &&
        watchers.every((w) => w.received.length === watchers[0]!.received.length),
      () => `race:finished on both (${watchers.map((w) => w.received.length).join(', ')} events)`,
    )
    await sleep(300)
    const spectatorEvents = (w: RecordingSocket) =>
      w.received
        .filter((r) => r.event !== 'race:state')
        .map((r) => `${r.event} ${JSON.stringify(r.payload)}`)
    const [onOwner, elsewhere] = watchers.map(spectatorEvents) as [string[], string[]]
    // The same events, in the same order, none twice.
    expect(elsewhere).toEqual(onOwner)
    expect(new Set(elsewhere).size).toBe(elsewhere.length)
    const count = (event: string) => elsewhere.filter((e) => e.startsWith(`${event} `)).length
    expect(count('race:started')).toBe(1)
    expect(count('race:finished')).toBe(1)
    expect(count('race:progress')).toBeGreaterThan(2)
  })
})

describe.skipIf(!postgres)('the cap on spectators per address, over a cluster of two nodes', () => {
  const cluster = clusterPerTest(postgres!, ['node-1', 'node-2'], {
    SPECTATORS_PER_IP_PER_RACE: '2',
  })

  /** Every socket of this test comes from 127.0.0.1: one address. A refused one is closed. */
  async function watch(node: ClusterNode, raceId: string) {
    const socket = await socketTo(node.publicUrl)
    const reply = await ask(socket, 'race:join', { raceId, as: 'spectator' })
    if (reply.ok) cluster.sockets.push(socket)
    else socket.close()
    return { socket, reply }
  }

  it('holds over every node, and gives a place back when a watcher leaves or its node dies', async () => {
    const [n1, n2] = cluster.nodes as [ClusterNode, ClusterNode]
    const alice = await session(n1, 'Alice')
    const { raceId } = await createRace(n1, alice.token)

    const first = await watch(n2, raceId)
    const second = await watch(n1, raceId)
    expect(first.reply).toMatchObject({ ok: true, role: 'spectator' })
    expect(second.reply).toMatchObject({ ok: true, role: 'spectator' })
    // A join again on a socket already watching takes no second place.
    expect(await ask(second.socket, 'race:join', { raceId, as: 'spectator' })).toMatchObject({
      ok: true,
    })
    // Two from this address over both nodes: a third is refused on either node.
    for (const node of [n1, n2])
      expect((await watch(node, raceId)).reply).toMatchObject({
        ok: false,
        error: { code: 'RATE_LIMITED' },
      })

    // One leaves: its place comes back.
    second.socket.close()
    let again: Awaited<ReturnType<typeof watch>> | null = null
    await eventually(
      async () => {
        again = await watch(n2, raceId)
        return again.reply.ok === true
      },
      () => `a join after one left (last: ${JSON.stringify(again?.reply)})`,
    )
    // Node 2 holds both places now; when it dies, they come back within a lease.
    expect((await watch(n1, raceId)).reply).toMatchObject({ ok: false })
    await n2.server.kill9()
    let afterDeath: Awaited<ReturnType<typeof watch>> | null = null
    await eventually(
      async () => {
        afterDeath = await watch(n1, raceId)
        return afterDeath.reply.ok === true
      },
      () => `a join after node 2 died (last: ${JSON.stringify(afterDeath?.reply)})`,
    )
  })
})
