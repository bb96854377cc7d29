// A racer on a cluster (docs/scaling.md) that follows MOVED and the route from node to node,
// resyncs by seq and remembers every ack: what the cluster tests check nothing is lost against.
import { progress, replay } from '@patience-race/engine'
import {
  raceRouteSchema,
  replaySchema,
  type MoveWire,
  type RaceFinishedEvent,
  type Replay,
} from '@patience-race/protocol'
import type pg from 'pg'
import { expect } from 'vitest'
import { ask, rest, socketTo, type ClusterNode } from './cluster-nodes.js'
import { sleep } from './sockets-from.js'
import type { RecordingSocket } from './test-socket.js'

export class Racer {
  socket: RecordingSocket | null = null
  acks: Array<{ seq: number; move: MoveWire }> = []
  legal: readonly MoveWire[] = []
  seq = 0
  seat = -1
  finished: RaceFinishedEvent[] = []
  /** `as` goes with every race:join (none: the server seats a seat's holder, as the client). */
  constructor(
    readonly token: string,
    readonly raceId: string,
    readonly nodes: () => ClusterNode[],
    readonly as?: 'player',
  ) {}

  /** Asks a live node where the race runs, connects there and (re)joins. */
  async follow(): Promise<void> {
    for (let attempt = 0; attempt < 80; attempt++) {
      const alive = this.nodes().filter(
        (n) => n.server.child.exitCode === null && !n.server.child.signalCode,
      )
      for (const node of alive) {
        try {
          const route = await rest(node, 'GET', `/api/races/${this.raceId}/route`)
          if (route.status !== 200) continue
          this.socket?.close()
          this.socket = await socketTo(raceRouteSchema.parse(route.body).url, this.token)
          this.socket.on('race:finished', (payload) => this.finished.push(payload))
          const joined = await ask(this.socket, 'race:join', {
            raceId: this.raceId,
            ...(this.as && { as: this.as }),
          })
          if (!joined.ok) throw new Error(JSON.stringify(joined))
          this.seat = joined.seat ?? this.seat
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

  /** One move; on MOVED or a lost connection, follows the race and tries again. */
  async move(): Promise<boolean> {
    for (let attempt = 0; attempt < 20; attempt++) {
      if (this.legal.length === 0) return false
      const move = this.legal[0]!
      const seq = this.seq + 1
      const reply = this.socket?.connected
        ? await ask(this.socket, 'race:move', { raceId: this.raceId, move, seq })
        : { ok: false as const, error: { code: 'DISCONNECTED' as const } }
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

  /** Resigns where the race runs now (following it when it moved). */
  async resign(): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const reply = await ask(this.socket!, 'race:resign', { raceId: this.raceId })
      if (reply.ok || reply.error.code === 'FINISHED') return
      await this.follow()
    }
  }
}

/**
 * What nothing-lost means: each seat's stored moves run 1, 2, 3… (every one stored once), and
 * every move a racer had acknowledged is among them, with its move.
 */
export async function expectAcksStored(
  admin: pg.Client,
  raceId: string,
  seats: ReadonlyArray<{ seat: number; acks: Racer['acks'] }>,
): Promise<void> {
  const { rows } = await admin.query<{ seat: number; seq: number; move: unknown }>(
    'SELECT seat, seq, move FROM moves WHERE race_id = $1 ORDER BY seat, seq',
    [raceId],
  )
  for (const { seat, acks } of seats) {
    const stored = rows.filter((r) => r.seat === seat)
    expect(
      stored.map((r) => r.seq),
      `seat ${seat}`,
    ).toEqual(stored.map((_, i) => i + 1))
    for (const ack of acks)
      expect(stored.find((r) => r.seq === ack.seq)?.move, `seat ${seat}`).toEqual(ack.move)
  }
}

/** The race's replay from `node`, each seat's moves replayed in the engine to its result. */
export async function expectReplayReproducesResults(
  node: ClusterNode,
  raceId: string,
): Promise<Replay> {
  const rep = replaySchema.parse((await rest(node, 'GET', `/api/races/${raceId}/replay`)).body)
  for (const p of rep.players) {
    const state = replay(
      'sir-tommy',
      { seed: rep.seed },
      p.moves.map((m) => m.move),
    )
    const result = rep.results.find((r) => r.seat === p.seat)
    expect(progress(state).foundation).toBe(result?.foundation)
    expect(p.moves).toHaveLength(result!.moves)
  }
  return rep
}
