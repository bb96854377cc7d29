// Crash safety of the built server: both racers fire moves as fast as acks come back, the
// process is killed with SIGKILL at a random moment while moves are in flight, and a restart on
// the same database must still hold every acknowledged move — once each, in order.
import { playerView, replay, type PlayerView } from '@patience-race/engine'
import {
  createRaceReplySchema,
  replaySchema,
  sessionReplySchema,
  type ClientReply,
  type MovePayload,
  type MoveWire,
  type RaceStartedEvent,
  type Replay,
} from '@patience-race/protocol'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { track } from '../src/test-support/acked-views.js'
import { ask } from '../src/test-support/ask.js'
import { startChildServer, type ChildServer } from '../src/test-support/child-server.js'
import { testDatabases, type TestDatabase } from '../src/test-support/databases.js'
import { racerStart } from '../src/test-support/race-setup.js'
import { okOf } from '../src/test-support/replies.js'
import { openRecording, type TestSocket } from '../src/test-support/test-socket.js'

const GAME = 'sir-tommy'
const KILLS = 3

interface SeatLog {
  /** Every move sent, index = seq - 1 (acked or still in flight at the kill). */
  sent: MoveWire[]
  /** Highest seq answered ok:true. */
  acked: number
  /** The view each ok ack carried, by seq. */
  views: Map<number, PlayerView>
}

for (const database of testDatabases) {
  describe(`kill -9 (${database.name})`, () => {
    let db: TestDatabase
    let server: ChildServer | undefined
    const sockets: TestSocket[] = []

    beforeEach(async () => {
      db = await database.open({ onDisk: true })
      // Only the child process may hold the database (a PGlite dir allows one opener).
      await db.store.close()
    })
    afterEach(async () => {
      for (const socket of sockets.splice(0)) socket.disconnect()
      await server?.kill9()
      server = undefined
      await db?.cleanup()
    })

    it(`loses no acknowledged move and doubles none, over ${KILLS} kills mid-flight`, async () => {
      const env: Record<string, string> = {
        DATA_DIR: db.dataDir,
        ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
        SESSION_SECRET: 'kill-9-test-secret-kill-9-test-secret',
        COUNTDOWN_MS: '30',
        PAR_NODE_BUDGET: '20000',
        RATE_LIMIT_MAX: '100000',
        MOVE_RATE_PER_SEC: '100000',
        MOVE_BURST: '100000',
      }
      server = await startChildServer(env)

      for (let round = 1; round <= KILLS; round++) {
        const running: ChildServer = server
        const race = await startRace(running.url, sockets)
        const logs: [SeatLog, SeatLog] = [newLog(), newLog()]

        // Kill at a random moment once a few dozen moves are acknowledged.
        const killAfter = 20 + Math.floor(Math.random() * 40)
        let killing: Promise<void> | undefined
        const killSoon = () => {
          killing ??= new Promise<void>((r) => setTimeout(r, Math.random() * 4)).then(() =>
            running.kill9(),
          )
        }
        const onAck = () => {
          if (logs[0].acked + logs[1].acked >= killAfter) killSoon()
        }
        await Promise.all([
          fire(race.sockets[0], race.raceId, logs[0], race.legal[0], onAck),
          fire(race.sockets[1], race.raceId, logs[1], race.legal[1], onAck),
        ])
        // Both seats may run out of moves first; the crash still comes, with nothing in flight.
        killSoon()
        await killing
        const context = `round ${round}, killed after ${killAfter} acks, output:\n${running.output()}`

        server = await startChildServer(env)
        const joins = await Promise.all(
          [race.alice, race.bob].map(async (token) => {
            const socket = await open(server!.url, token, sockets)
            return { socket, join: await ask(socket, 'race:join', { raceId: race.raceId }) }
          }),
        )
        for (const [seat, { join }] of joins.entries()) {
          const log = logs[seat]!
          expect(join, context).toMatchObject({ ok: true, role: 'player', seat })
          const { seq, view } = okOf(join)
          // Nothing acknowledged is lost; at most the one move in flight was stored on top.
          expect(seq, context).toBeGreaterThanOrEqual(log.acked)
          expect(seq, context).toBeLessThanOrEqual(log.sent.length)
          if (log.acked > 0 && seq === log.acked)
            expect(view, context).toEqual(log.views.get(log.acked))
        }

        // Finish the race so its move log becomes public, then compare it with what was sent.
        for (const { socket, join } of joins) {
          if (okOf(join).race.status === 'live')
            await ask(socket, 'race:resign', { raceId: race.raceId })
        }
        const stored = await fetchReplay(server.url, race.raceId)
        for (const [seat, { join }] of joins.entries()) {
          const log = logs[seat]!
          const { seq, view: joinedView } = okOf(join)
          const player = stored.players.find((p) => p.seat === seat)
          if (!player) throw new Error(`no seat ${seat} in the replay; ${context}`)
          const moves = player.moves.map((m) => m.move)
          // Each seq once, in order: exactly the first `seq` moves sent.
          expect(moves, context).toEqual(log.sent.slice(0, seq))
          const view = (n: number | undefined) =>
            playerView(replay(GAME, { seed: stored.seed }, moves.slice(0, n)))
          expect(joinedView, context).toEqual(view(seq))
          if (log.acked > 0) expect(log.views.get(log.acked), context).toEqual(view(log.acked))
        }
        for (const socket of sockets.splice(0)) socket.disconnect()
      }
    })
  })
}

function newLog(): SeatLog {
  return { sent: [], acked: 0, views: new Map() }
}

/** Sends a random legal move each time the previous one is acknowledged, until the socket dies or no move is left. */
async function fire(
  socket: TestSocket,
  raceId: string,
  log: SeatLog,
  firstLegal: readonly MoveWire[],
  onAck: () => void,
): Promise<void> {
  let legal = firstLegal
  while (legal.length > 0) {
    const seq = log.sent.length + 1
    const move = legal[Math.floor(Math.random() * legal.length)]!
    log.sent.push(move)
    const payload = { raceId, move, seq }
    const answer = await askUnlessDisconnected(socket, payload)
    if (answer === undefined) return
    // The ack carries a patch: applied to the socket's view as a web client does.
    const reply = track(socket, 'race:move', payload, answer)
    if (!reply.ok || reply.seq !== seq)
      throw new Error(`move ${seq} answered ${JSON.stringify(reply)}`)
    log.acked = seq
    log.views.set(seq, reply.view)
    legal = reply.legal
    onAck()
  }
}

/** The move's ack, or undefined when the connection drops first (the server was killed). */
function askUnlessDisconnected(
  socket: TestSocket,
  payload: MovePayload,
): Promise<ClientReply<'race:move'> | undefined> {
  return new Promise((resolve) => {
    if (socket.disconnected) return resolve(undefined)
    const onDisconnect = () => resolve(undefined)
    socket.once('disconnect', onDisconnect)
    socket.emit('race:move', payload, (reply) => {
      socket.off('disconnect', onDisconnect)
      resolve(reply)
    })
  })
}

async function open(url: string, token: string, sockets: TestSocket[]): Promise<TestSocket> {
  const socket = await openRecording(url, { token })
  sockets.push(socket)
  return socket
}

async function post<T>(
  url: string,
  body: unknown,
  schema: z.ZodType<T>,
  token?: string,
): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  if (res.status >= 300) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`)
  return schema.parse(await res.json())
}

/** Two guests seated and ready; resolves once the race is live for both. */
async function startRace(url: string, sockets: TestSocket[]) {
  const alice = (await post(`${url}/api/session`, { name: 'Alice' }, sessionReplySchema)).token
  const bob = (await post(`${url}/api/session`, { name: 'Bob' }, sessionReplySchema)).token
  const { raceId } = await post(`${url}/api/races`, { game: GAME }, createRaceReplySchema, alice)
  const a = await open(url, alice, sockets)
  const b = await open(url, bob, sockets)
  for (const socket of [a, b]) {
    const join = await ask(socket, 'race:join', { raceId })
    if (!join.ok) throw new Error(`join: ${JSON.stringify(join)}`)
  }
  const started = [a, b].map(
    (socket) => new Promise<RaceStartedEvent>((resolve) => socket.once('race:started', resolve)),
  )
  for (const socket of [a, b]) await ask(socket, 'race:ready', { raceId })
  const [startedA, startedB] = (await Promise.all(started)).map(racerStart)
  return {
    raceId,
    alice,
    bob,
    sockets: [a, b] as const,
    legal: [startedA!.legal, startedB!.legal] as const,
  }
}

/** The replay once the finish is stored (the resign acks come before the race is closed). */
async function fetchReplay(url: string, raceId: string): Promise<Replay> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const res = await fetch(`${url}/api/races/${raceId}/replay`)
    if (res.status === 200) return replaySchema.parse(await res.json())
    if (res.status !== 409 || Date.now() > deadline)
      throw new Error(`replay: ${res.status} ${await res.text()}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}
