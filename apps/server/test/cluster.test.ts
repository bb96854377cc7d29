// Many server processes on one Postgres and one Redis (docs/scaling.md): three built nodes on
// loopback ports. A race is owned by the node that made it; others answer MOVED; spectators
// watch from any node; kill -9 of the owner with moves in flight hands the race to exactly one
// survivor (a higher epoch) and nothing acknowledged is lost or doubled; a stopped owner whose
// lease lapsed can acknowledge nothing when it wakes; SIGTERM gives its leases back, so another
// node claims at once; an orphan nobody comes back to is finished by its time limit; nodes
// booting together claim each orphan once.
import {
  createRaceReplySchema,
  raceSummarySchema,
  type QueueMatchedEvent,
  type RaceStartedEvent,
} from '@patience-race/protocol'
import { describe, expect, it } from 'vitest'
import {
  ask,
  clusterOnDatabase,
  LEASE_MS,
  nodeRace,
  nodeSession as session,
  rest,
  socketTo,
  type ClusterNode as Node,
} from '../src/test-support/cluster-nodes.js'
import { testPostgres as postgres } from '../src/test-support/databases.js'
import { sleep } from '../src/test-support/sockets-from.js'
import { racerStart } from '../src/test-support/race-setup.js'
import { errorOf } from '../src/test-support/replies.js'
import type { RecordingSocket } from '../src/test-support/test-socket.js'
import {
  expectAcksStored,
  expectReplayReproducesResults,
  Racer,
} from '../src/test-support/cluster-racer.js'

/** A race made on `node` by the holder of `token`: its id. */
async function createRace(node: Node, body: Record<string, unknown>, token: string) {
  return (await nodeRace(node, token, body)).raceId
}

/** The next race:started on `socket`, however long the countdown takes. */
function started(socket: RecordingSocket): Promise<RaceStartedEvent> {
  return new Promise((resolve) => socket.once('race:started', resolve))
}

describe.skipIf(!postgres)('a cluster of three nodes on Postgres and Redis', () => {
  const cluster = clusterOnDatabase(postgres!)

  async function storedEpoch(raceId: string): Promise<{ owner: string; epoch: number }> {
    const { rows } = await cluster.admin.query<{ owner: string; epoch: number }>(
      'SELECT owner_node AS owner, owner_epoch AS epoch FROM races WHERE id = $1',
      [raceId],
    )
    return rows[0]!
  }

  it('routes by owner, spreads spectators, and fails over on kill -9 with nothing lost', async () => {
    const nodes = await cluster.start(['node-1', 'node-2', 'node-3'])
    const [n1, n2, n3] = nodes as [Node, Node, Node]
    // Sessions from different nodes: a token works everywhere.
    const alice = await session(n1, 'Alice')
    const bob = await session(n2, 'Bob')
    const created = await rest(n1, 'POST', '/api/races', { game: 'sir-tommy' }, bob.token)
    expect(created.status).toBe(201)
    const { raceId } = createRaceReplySchema.parse(created.body)
    expect(await storedEpoch(raceId)).toEqual({ owner: 'node-1', epoch: 1 })

    // A player's join on a node that does not own the race: MOVED, with the owner's URL.
    const wrong = await socketTo(n2.publicUrl, alice.token)
    const moved = await ask(wrong, 'race:join', { raceId })
    expect(errorOf(moved)).toMatchObject({ code: 'MOVED', url: n1.publicUrl })
    wrong.close()
    const route = await rest(n3, 'GET', `/api/races/${raceId}/route`)
    expect(route.body).toEqual({ raceId, node: 'node-1', url: n1.publicUrl })

    const a = new Racer(alice.token, raceId, () => nodes)
    const b = new Racer(bob.token, raceId, () => nodes)
    await b.follow()
    await a.follow()
    // A spectator on node 3 sees the race through the Redis adapter.
    const spectator = await socketTo(n3.publicUrl)
    const watch = await ask(spectator, 'race:join', { raceId, as: 'spectator' })
    expect(watch).toMatchObject({ ok: true, role: 'spectator' })
    const both = Promise.all([a, b].map((r) => started(r.socket!)))
    expect((await ask(a.socket!, 'race:ready', { raceId })).ok).toBe(true)
    expect((await ask(b.socket!, 'race:ready', { raceId })).ok).toBe(true)
    const [sa, sb] = (await both).map(racerStart)
    a.legal = sa!.legal
    b.legal = sb!.legal

    // Both move as fast as acks come; node 1 dies under them.
    let stop = false
    const run = async (racer: Racer, limit: number) => {
      let made = 0
      while (!stop && made < limit && (await racer.move())) made++
    }
    const racing = Promise.all([run(a, 15), run(b, 15)])
    await sleep(100)
    await n1.server.kill9()
    await racing
    expect(spectator.received.some((r) => r.event === 'race:progress')).toBe(true)

    // Play on: the next moves find the race on a survivor (following the route).
    for (const racer of [a, b]) for (let i = 0; i < 3; i++) await racer.move()
    // Within the lease and a little more, exactly one survivor owns it with a higher epoch.
    const after = await storedEpoch(raceId)
    expect(['node-2', 'node-3']).toContain(after.owner)
    expect(after.epoch).toBe(2)
    for (const racer of [a, b]) await racer.resign()
    await sleep(500)
    stop = true

    // Contiguous seqs, stored exactly once, and every ack among them with its move.
    const seatOf = (token: string) => (token === bob.token ? 0 : 1)
    await expectAcksStored(
      cluster.admin,
      raceId,
      [a, b].map((racer) => ({ seat: seatOf(racer.token), acks: racer.acks })),
    )
    const summary = raceSummarySchema.parse((await rest(n2, 'GET', `/api/races/${raceId}`)).body)
    expect(summary.status).toBe('finished')
    for (const racer of [a, b]) expect(racer.finished).toHaveLength(1)
    // The replay reproduces the results.
    await expectReplayReproducesResults(n3, raceId)
    spectator.close()
    for (const racer of [a, b]) racer.socket?.close()
  })

  it('a stopped owner whose lease lapsed acknowledges none of its queued moves when it wakes', async () => {
    const nodes = await cluster.start(['node-1', 'node-2'])
    const [n1, n2] = nodes as [Node, Node]
    const alice = await session(n1, 'Alice')
    const bob = await session(n1, 'Bob')
    const raceId = await createRace(n1, { game: 'sir-tommy' }, alice.token)
    const a = new Racer(alice.token, raceId, () => nodes)
    const b = new Racer(bob.token, raceId, () => nodes)
    await a.follow()
    await b.follow()
    const startedA = started(a.socket!)
    await ask(a.socket!, 'race:ready', { raceId })
    await ask(b.socket!, 'race:ready', { raceId })
    a.legal = racerStart(await startedA).legal
    await a.move()
    await a.move()

    // Node 1 freezes (a long GC pause, a network split) with a move in its socket's buffer.
    n1.server.child.kill('SIGSTOP')
    const stale = a.socket!
    const queued = ask(stale, 'race:move', { raceId, move: a.legal[0]!, seq: a.seq + 1 })
    await sleep(LEASE_MS + 1500)
    // The race moves on elsewhere.
    const other = new Racer(alice.token, raceId, () => [n2])
    await other.follow()
    expect((await storedEpoch(raceId)).owner).toBe('node-2')
    other.seq = a.seq
    other.legal = a.legal
    expect(await other.move()).toBe(true)
    expect(await other.move()).toBe(true)

    n1.server.child.kill('SIGCONT')
    const answer = await queued
    expect(answer.ok).toBe(false)
    expect(['MOVED', 'TIMEOUT']).toContain(errorOf(answer).code)
    const later = await ask(stale, 'race:move', {
      raceId,
      move: other.legal[0]!,
      seq: other.seq + 1,
    })
    expect(later.ok).toBe(false)
    // What is stored is exactly what node 2 acknowledged after node 1's two moves.
    const { rows } = await cluster.admin.query<{ seq: number }>(
      'SELECT seq FROM moves WHERE race_id = $1 AND seat = 0 ORDER BY seq',
      [raceId],
    )
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4])
    expect(other.acks.map((ack) => ack.seq)).toEqual([3, 4])
    stale.close()
    other.socket?.close()
    for (const racer of [a, b]) racer.socket?.close()
  })

  it('budgets count across nodes: another node buys an address no more sessions or requests', async () => {
    const nodes = await cluster.start(['node-1', 'node-2'], {
      SESSIONS_PER_IP: '3',
      RATE_LIMIT_IP_MAX: '8',
    })
    const [n1, n2] = nodes as [Node, Node]
    const codes = []
    for (const node of [n1, n2, n1, n2])
      codes.push((await rest(node, 'POST', '/api/session', { name: 'Guest' })).status)
    expect(codes).toEqual([200, 200, 200, 429])
    const gets = []
    for (let i = 0; i < 10; i++)
      gets.push((await rest(i % 2 ? n2 : n1, 'GET', '/api/games')).status)
    expect(gets.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2)
  })

  it('the Race anyone queue pairs sessions waiting on different nodes', async () => {
    const nodes = await cluster.start(['node-1', 'node-2'], {
      TRUST_PROXY: 'true',
      QUEUE_BOT_AFTER_MS: '20000',
    })
    const [n1, n2] = nodes as [Node, Node]
    const ada = await session(n1, 'Ada')
    const bo = await session(n2, 'Bo')
    // Ranked needs an account (issue 21): both claim one, on different nodes.
    for (const [node, who, username] of [
      [n1, ada, 'Ada'],
      [n2, bo, 'Bob'],
    ] as const) {
      const body = { username, password: 'correct horse battery' }
      expect((await rest(node, 'POST', '/api/accounts/upgrade', body, who.token)).status).toBe(200)
    }
    const a = await socketTo(n1.publicUrl, ada.token, { 'x-forwarded-for': '10.0.0.1' })
    const b = await socketTo(n2.publicUrl, bo.token, { 'x-forwarded-for': '10.0.0.2' })
    const matched = [a, b].map(
      (s) => new Promise<QueueMatchedEvent>((resolve) => s.once('queue:matched', resolve)),
    )
    expect((await ask(a, 'queue:join', { game: 'saratoga', deviceId: 'device-aaaa' })).ok).toBe(
      true,
    )
    expect((await ask(b, 'queue:join', { game: 'saratoga', deviceId: 'device-bbbb' })).ok).toBe(
      true,
    )
    const [ma, mb] = await Promise.all(matched)
    expect(ma?.raceId).toBe(mb?.raceId)
    const summary = raceSummarySchema.parse(
      (await rest(n1, 'GET', `/api/races/${ma?.raceId}`)).body,
    )
    expect(summary.kind).toBe('ranked')
    expect(summary.players.map((p) => p.player.name).sort()).toEqual(['Ada', 'Bob'])
    a.close()
    b.close()
  })

  /** Both racers seated and the race started; each racer's legal moves from race:started. */
  async function startedRace(owner: Node, game: string, timeLimitSec?: number) {
    const alice = await session(owner, 'Alice')
    const bob = await session(owner, 'Bob')
    const body = { game, ...(timeLimitSec ? { timeLimitSec } : {}) }
    const raceId = await createRace(owner, body, alice.token)
    const racers = [alice, bob].map((p) => new Racer(p.token, raceId, () => cluster.nodes))
    for (const racer of racers) await racer.follow()
    const starts = racers.map((r) => started(r.socket!))
    for (const racer of racers)
      expect((await ask(racer.socket!, 'race:ready', { raceId })).ok).toBe(true)
    for (const [i, event] of (await Promise.all(starts)).entries())
      racers[i]!.legal = racerStart(event).legal
    return { raceId, racers: racers as [Racer, Racer] }
  }

  async function storedMoves(raceId: string): Promise<number> {
    const { rows } = await cluster.admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM moves WHERE race_id = $1',
      [raceId],
    )
    return rows[0]!.n
  }

  it('SIGTERM stores what it acknowledged and hands its races over at once, lease or not', async () => {
    // A lease far longer than the test: only a lease given back lets another node claim now.
    const nodes = await cluster.start(['node-1', 'node-2'], { OWNER_LEASE_MS: '60000' })
    const [n1, n2] = nodes as [Node, Node]
    const { raceId, racers } = await startedRace(n1, 'sir-tommy')
    for (let i = 0; i < 3; i++) for (const racer of racers) expect(await racer.move()).toBe(true)
    const acked = racers.map((r) => r.seq)
    expect(acked).toEqual([3, 3])

    await n1.server.stop()
    expect(await rest(n2, 'GET', `/api/races/${raceId}/route`)).toMatchObject({
      status: 200,
      body: { raceId, node: 'node-2', url: n2.publicUrl },
    })
    expect(await storedEpoch(raceId)).toEqual({ owner: 'node-2', epoch: 2 })
    expect(await storedMoves(raceId)).toBe(6)
    // The racers find the race on node 2 with every acknowledged move, and go on there.
    for (const [i, racer] of racers.entries()) {
      await racer.follow()
      expect(racer.seq).toBe(acked[i])
      expect(await racer.move()).toBe(true)
    }
    expect(await storedMoves(raceId)).toBe(8)
  })

  it('an orphaned race nobody comes back to is claimed and finished by its time limit, once', async () => {
    const nodes = await cluster.start(['node-1', 'node-2', 'node-3'])
    const [n1] = nodes as [Node]
    const { raceId, racers } = await startedRace(n1, 'saratoga', 30)
    for (const racer of racers) expect(await racer.move()).toBe(true)
    for (const racer of racers) racer.socket?.close()
    await n1.server.kill9()
    // 25 of its 30 s gone already (as if it had been played that long), so the test waits 5.
    await cluster.admin.query(
      `UPDATE races SET started_at = started_at - interval '25 seconds' WHERE id = $1`,
      [raceId],
    )

    // Nobody asks for it: a survivor claims it at its lease beat and ends it at the time limit
    // (30 s of race clock from its start, the downtime included).
    const deadline = Date.now() + 60_000
    let status = 'live'
    while (status !== 'finished' && Date.now() < deadline) {
      await sleep(500)
      status = (
        await cluster.admin.query<{ status: string }>('SELECT status FROM races WHERE id = $1', [
          raceId,
        ])
      ).rows[0]!.status
    }
    expect(status).toBe('finished')
    const { owner, epoch } = await storedEpoch(raceId)
    expect(['node-2', 'node-3']).toContain(owner)
    expect(epoch).toBe(2)
    const results = await cluster.admin.query<{ seat: number; foundation: number }>(
      'SELECT seat, foundation FROM results WHERE race_id = $1 ORDER BY seat',
      [raceId],
    )
    expect(results.rows.map((r) => r.seat)).toEqual([0, 1])
    expect(await storedMoves(raceId)).toBe(2)
    // Ended by the clock: the whole time limit.
    const { rows } = await cluster.admin.query<{ sec: number }>(
      'SELECT extract(epoch FROM finished_at - started_at)::float AS sec FROM races WHERE id = $1',
      [raceId],
    )
    expect(rows[0]?.sec).toBeGreaterThanOrEqual(30)
  })

  it('two nodes booting together over orphaned races raise each epoch exactly once', async () => {
    // Races left by a node that is gone (no heartbeat): as after a whole-cluster restart.
    const [one] = (await cluster.start(['node-0'])) as [Node]
    const player = await session(one, 'Ada')
    const ids: string[] = []
    for (let i = 0; i < 6; i++) ids.push(await createRace(one, { game: 'saratoga' }, player.token))
    await one.server.kill9()
    await cluster.admin.query(`UPDATE nodes SET heartbeat_at = now() - interval '1 hour'`)

    await cluster.start(['node-a', 'node-b'])
    const owned = async () =>
      (
        await cluster.admin.query<{ id: string; owner_node: string; owner_epoch: number }>(
          'SELECT id, owner_node, owner_epoch FROM races WHERE id = ANY($1) ORDER BY id',
          [ids],
        )
      ).rows
    // Each orphan is claimed within a lease or so; a busy machine may take a little longer.
    await expect
      .poll(async () => (await owned()).filter((r) => r.owner_node !== 'node-0').length, {
        timeout: 20 * LEASE_MS,
      })
      .toBe(6)
    await sleep(LEASE_MS)
    const rows = await owned()
    expect(rows).toHaveLength(6)
    for (const row of rows) {
      expect(['node-a', 'node-b']).toContain(row.owner_node)
      expect(row.owner_epoch).toBe(2)
    }
  })
})
