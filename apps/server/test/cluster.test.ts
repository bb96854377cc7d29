/* eslint-disable @typescript-eslint/no-explicit-any -- socket replies are checked by value */
// Many server processes on one Postgres and one Redis (docs/scaling.md): three built nodes on
// loopback ports. A race is owned by the node that made it; others answer MOVED; spectators
// watch from any node; kill -9 of the owner with moves in flight hands the race to exactly one
// survivor (a higher epoch) and nothing acknowledged is lost or doubled; a stopped owner whose
// lease lapsed can acknowledge nothing when it wakes; SIGTERM gives its leases back, so another
// node claims at once; an orphan nobody comes back to is finished by its time limit; nodes
// booting together claim each orphan once.
import { progress, replay } from '@patience-race/engine'
import pg from 'pg'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  ask,
  LEASE_MS,
  rest,
  socketTo,
  startNode,
  type Client,
  type ClusterNode as Node,
} from './support/cluster-nodes.js'
import { testDatabases, type TestDatabase } from './support/databases.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const postgres = testDatabases.find((kind) => kind.name === 'postgres')

/** A racer that follows MOVED and the route, resyncs by seq and remembers every ack. */
class Racer {
  socket: Client | null = null
  acks: Array<{ seq: number; move: unknown }> = []
  legal: any[] = []
  seq = 0
  finished: any[] = []
  constructor(
    readonly token: string,
    readonly raceId: string,
    readonly nodes: () => Node[],
  ) {}

  /** Asks a live node where the race runs, connects there and rejoins. */
  async follow(): Promise<void> {
    for (let attempt = 0; attempt < 80; attempt++) {
      const alive = this.nodes().filter(
        (n) => n.server.child.exitCode === null && !n.server.child.signalCode,
      )
      for (const node of alive) {
        try {
          const route = await rest(node, 'GET', `/api/races/${this.raceId}/route`)
          if (route.status !== 200) continue
          await this.connect(route.body.url)
          const joined = await ask(this.socket!, 'race:join', { raceId: this.raceId })
          if (!joined.ok) throw new Error(JSON.stringify(joined))
          this.seq = joined.seq ?? this.seq
          this.legal = joined.legal ?? this.legal
          return
        } catch {
          // that node is going away, or the race is being claimed: try again
        }
      }
      await sleep(100)
    }
    throw new Error('could not find the race')
  }

  async connect(publicUrl: string): Promise<void> {
    this.socket?.close()
    this.socket = await socketTo(publicUrl, this.token)
    this.socket.on('race:finished', (payload: unknown) => this.finished.push(payload))
  }

  /** One move; on MOVED or a lost connection, follows the race and tries again. */
  async move(): Promise<boolean> {
    for (let attempt = 0; attempt < 20; attempt++) {
      if (this.legal.length === 0) return false
      const move = this.legal[0]
      const seq = this.seq + 1
      const reply = this.socket?.connected
        ? await ask(this.socket, 'race:move', { raceId: this.raceId, move, seq })
        : { ok: false, error: { code: 'DISCONNECTED' } }
      if (reply.ok) {
        if (reply.seq === seq) this.acks.push({ seq, move })
        this.seq = reply.seq
        this.legal = reply.legal
        return true
      }
      if (reply.error.code === 'FINISHED') return false
      await this.follow()
    }
    throw new Error('no move went through')
  }
}

describe.skipIf(!postgres)('a cluster of three nodes on Postgres and Redis', () => {
  let db: TestDatabase
  let nodes: Node[] = []
  let admin: pg.Client

  beforeEach(async () => {
    db = await postgres!.open()
    await db.store.close()
    admin = new pg.Client({ connectionString: db.databaseUrl })
    await admin.connect()
  })
  afterEach(async () => {
    for (const node of nodes) {
      if (node.server.child.signalCode === 'SIGSTOP') node.server.child.kill('SIGCONT')
      await node.server.kill9()
    }
    nodes = []
    await admin.end()
    await db.cleanup()
  })

  async function storedEpoch(raceId: string): Promise<{ owner: string; epoch: number }> {
    const { rows } = await admin.query(
      'SELECT owner_node AS owner, owner_epoch AS epoch FROM races WHERE id = $1',
      [raceId],
    )
    return rows[0]
  }

  it('routes by owner, spreads spectators, and fails over on kill -9 with nothing lost', async () => {
    nodes = await Promise.all(['node-1', 'node-2', 'node-3'].map((id) => startNode(db, id)))
    const [n1, n2, n3] = nodes as [Node, Node, Node]
    // Sessions from different nodes: a token works everywhere.
    const alice = (await rest(n1, 'POST', '/api/session', { name: 'Alice' })).body
    const bob = (await rest(n2, 'POST', '/api/session', { name: 'Bob' })).body
    const created = await rest(n1, 'POST', '/api/races', { game: 'sir-tommy' }, bob.token)
    expect(created.status).toBe(201)
    const { raceId } = created.body
    expect(await storedEpoch(raceId)).toEqual({ owner: 'node-1', epoch: 1 })

    // A player's join on a node that does not own the race: MOVED, with the owner's URL.
    const wrong = await socketTo(n2.publicUrl, alice.token)
    const moved = await ask(wrong, 'race:join', { raceId })
    expect(moved.error).toMatchObject({ code: 'MOVED', url: n1.publicUrl })
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
    const started = Promise.all(
      [a, b].map((r) => new Promise<any>((resolve) => r.socket!.once('race:started', resolve))),
    )
    expect((await ask(a.socket!, 'race:ready', { raceId })).ok).toBe(true)
    expect((await ask(b.socket!, 'race:ready', { raceId })).ok).toBe(true)
    const [sa, sb] = await started
    a.legal = sa.legal
    b.legal = sb.legal

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
    for (const racer of [a, b]) {
      let reply = await ask(racer.socket!, 'race:resign', { raceId })
      if (!reply.ok && reply.error.code !== 'FINISHED') {
        await racer.follow()
        reply = await ask(racer.socket!, 'race:resign', { raceId })
      }
    }
    await sleep(500)
    stop = true

    const { rows } = await admin.query(
      'SELECT seat, seq, move FROM moves WHERE race_id = $1 ORDER BY seat, seq',
      [raceId],
    )
    const summary = await rest(n2, 'GET', `/api/races/${raceId}`)
    expect(summary.body.status).toBe('finished')
    const seatOf = (token: string) => (token === bob.token ? 0 : 1)
    for (const racer of [a, b]) {
      const seat = seatOf(racer.token)
      const stored = rows.filter((r) => r.seat === seat)
      // Contiguous seqs, stored exactly once, and every ack among them with its move.
      expect(stored.map((r) => r.seq)).toEqual(stored.map((_, i) => i + 1))
      for (const ack of racer.acks)
        expect(stored.find((r) => r.seq === ack.seq)?.move).toEqual(ack.move)
      expect(racer.finished).toHaveLength(1)
    }
    // The replay reproduces the results.
    const rep = await rest(n3, 'GET', `/api/races/${raceId}/replay`)
    for (const p of rep.body.players) {
      const state = replay(
        'sir-tommy',
        { seed: rep.body.seed },
        p.moves.map((m: any) => m.move),
      )
      const result = rep.body.results.find((r: any) => r.seat === p.seat)
      expect(progress(state).foundation).toBe(result.foundation)
      expect(p.moves).toHaveLength(result.moves)
    }
    spectator.close()
    for (const racer of [a, b]) racer.socket?.close()
  })

  it('a stopped owner whose lease lapsed acknowledges none of its queued moves when it wakes', async () => {
    nodes = await Promise.all(['node-1', 'node-2'].map((id) => startNode(db, id)))
    const [n1, n2] = nodes as [Node, Node]
    const alice = (await rest(n1, 'POST', '/api/session', { name: 'Alice' })).body
    const bob = (await rest(n1, 'POST', '/api/session', { name: 'Bob' })).body
    const { raceId } = (await rest(n1, 'POST', '/api/races', { game: 'sir-tommy' }, alice.token))
      .body
    const a = new Racer(alice.token, raceId, () => nodes)
    const b = new Racer(bob.token, raceId, () => nodes)
    await a.follow()
    await b.follow()
    const started = new Promise<any>((resolve) => a.socket!.once('race:started', resolve))
    await ask(a.socket!, 'race:ready', { raceId })
    await ask(b.socket!, 'race:ready', { raceId })
    a.legal = (await started).legal
    await a.move()
    await a.move()

    // Node 1 freezes (a long GC pause, a network split) with a move in its socket's buffer.
    n1.server.child.kill('SIGSTOP')
    const stale = a.socket!
    const queued = ask(stale, 'race:move', { raceId, move: a.legal[0], seq: a.seq + 1 })
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
    expect(['MOVED', 'TIMEOUT']).toContain(answer.error.code)
    const later = await ask(stale, 'race:move', {
      raceId,
      move: other.legal[0],
      seq: other.seq + 1,
    })
    expect(later.ok).toBe(false)
    // What is stored is exactly what node 2 acknowledged after node 1's two moves.
    const { rows } = await admin.query(
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
    nodes = await Promise.all(
      ['node-1', 'node-2'].map((id) =>
        startNode(db, id, { SESSIONS_PER_IP: '3', RATE_LIMIT_IP_MAX: '8' }),
      ),
    )
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
    nodes = await Promise.all(
      ['node-1', 'node-2'].map((id) =>
        startNode(db, id, { TRUST_PROXY: 'true', QUEUE_BOT_AFTER_MS: '20000' }),
      ),
    )
    const [n1, n2] = nodes as [Node, Node]
    const ada = (await rest(n1, 'POST', '/api/session', { name: 'Ada' })).body
    const bo = (await rest(n2, 'POST', '/api/session', { name: 'Bo' })).body
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
      (s) => new Promise<any>((resolve) => s.once('queue:matched', resolve)),
    )
    expect((await ask(a, 'queue:join', { game: 'saratoga', deviceId: 'device-aaaa' })).ok).toBe(
      true,
    )
    expect((await ask(b, 'queue:join', { game: 'saratoga', deviceId: 'device-bbbb' })).ok).toBe(
      true,
    )
    const [ma, mb] = await Promise.all(matched)
    expect(ma.raceId).toBe(mb.raceId)
    const summary = await rest(n1, 'GET', `/api/races/${ma.raceId}`)
    expect(summary.body.kind).toBe('ranked')
    expect(summary.body.players.map((p: any) => p.player.name).sort()).toEqual(['Ada', 'Bob'])
    a.close()
    b.close()
  })

  /** Both racers seated and the race started; each racer's legal moves from race:started. */
  async function startedRace(owner: Node, game: string, timeLimitSec?: number) {
    const alice = (await rest(owner, 'POST', '/api/session', { name: 'Alice' })).body
    const bob = (await rest(owner, 'POST', '/api/session', { name: 'Bob' })).body
    const body = { game, ...(timeLimitSec ? { timeLimitSec } : {}) }
    const { raceId } = (await rest(owner, 'POST', '/api/races', body, alice.token)).body
    const racers = [alice, bob].map((p) => new Racer(p.token, raceId, () => nodes))
    for (const racer of racers) await racer.follow()
    const started = racers.map(
      (r) => new Promise<any>((resolve) => r.socket!.once('race:started', resolve)),
    )
    for (const racer of racers)
      expect((await ask(racer.socket!, 'race:ready', { raceId })).ok).toBe(true)
    for (const [i, event] of (await Promise.all(started)).entries()) racers[i]!.legal = event.legal
    return { raceId, racers: racers as [Racer, Racer] }
  }

  async function storedMoves(raceId: string): Promise<number> {
    const { rows } = await admin.query('SELECT count(*)::int AS n FROM moves WHERE race_id = $1', [
      raceId,
    ])
    return rows[0].n
  }

  it('SIGTERM stores what it acknowledged and hands its races over at once, lease or not', async () => {
    // A lease far longer than the test: only a lease given back lets another node claim now.
    nodes = await Promise.all(
      ['node-1', 'node-2'].map((id) => startNode(db, id, { OWNER_LEASE_MS: '60000' })),
    )
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
    nodes = await Promise.all(['node-1', 'node-2', 'node-3'].map((id) => startNode(db, id)))
    const [n1] = nodes as [Node]
    const { raceId, racers } = await startedRace(n1, 'saratoga', 30)
    for (const racer of racers) expect(await racer.move()).toBe(true)
    for (const racer of racers) racer.socket?.close()
    await n1.server.kill9()

    // Nobody asks for it: a survivor claims it at its lease beat and ends it at the time limit
    // (30 s of race clock, the downtime credited).
    const deadline = Date.now() + 60_000
    let status = 'live'
    while (status !== 'finished' && Date.now() < deadline) {
      await sleep(500)
      status = (await admin.query('SELECT status FROM races WHERE id = $1', [raceId])).rows[0]
        .status
    }
    expect(status).toBe('finished')
    const { owner, epoch } = await storedEpoch(raceId)
    expect(['node-2', 'node-3']).toContain(owner)
    expect(epoch).toBe(2)
    const results = await admin.query(
      'SELECT seat, foundation FROM results WHERE race_id = $1 ORDER BY seat',
      [raceId],
    )
    expect(results.rows.map((r: any) => r.seat)).toEqual([0, 1])
    expect(await storedMoves(raceId)).toBe(2)
    // Ended by the clock: the whole time limit, and the downtime on top.
    const { rows } = await admin.query(
      'SELECT extract(epoch FROM finished_at - started_at)::float AS sec FROM races WHERE id = $1',
      [raceId],
    )
    expect(rows[0].sec).toBeGreaterThanOrEqual(30)
  })

  it('two nodes booting together over orphaned races raise each epoch exactly once', async () => {
    // Races left by a node that is gone (no heartbeat): as after a whole-cluster restart.
    const one = await startNode(db, 'node-0')
    const player = (await rest(one, 'POST', '/api/session', { name: 'Ada' })).body
    const ids: string[] = []
    for (let i = 0; i < 6; i++)
      ids.push(
        (await rest(one, 'POST', '/api/races', { game: 'saratoga' }, player.token)).body.raceId,
      )
    await one.server.kill9()
    await admin.query(`UPDATE nodes SET heartbeat_at = now() - interval '1 hour'`)

    nodes = await Promise.all(['node-a', 'node-b'].map((id) => startNode(db, id)))
    await sleep(LEASE_MS)
    const { rows } = await admin.query(
      'SELECT id, owner_node, owner_epoch FROM races WHERE id = ANY($1) ORDER BY id',
      [ids],
    )
    expect(rows).toHaveLength(6)
    for (const row of rows) {
      expect(['node-a', 'node-b']).toContain(row.owner_node)
      expect(row.owner_epoch).toBe(2)
    }
  })
})
