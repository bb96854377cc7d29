// Starts the real server in-process on port 0 and gives tests small helpers to drive it.
import type { FastifyInstance } from 'fastify'
import {
  createRaceReplySchema,
  sessionReplySchema,
  type CreateRaceReply,
  type SessionReply,
} from '@patience-race/protocol'
import { afterAll, beforeAll, onTestFinished } from 'vitest'
import type { z } from 'zod'
import { buildApp } from '../app.js'
import { parseConfig, type Config } from '../config.js'
import type { RaceStore } from '../races/ports.js'
import { json } from './json.js'
import { openForTest, type TestStore } from './stores.js'
import { openRecording, type RecordingSocket } from './test-socket.js'
import { FakeTime } from './fake-time.js'

export interface TestServer {
  app: FastifyInstance
  url: string
  time: FakeTime
  config: Config
  /** The store the server runs on. */
  store: RaceStore
  session(name: string): Promise<SessionReply>
  createRace(token: string, body: Record<string, unknown>): Promise<CreateRaceReply>
  client(token?: string): Promise<RecordingSocket>
  /** GET `path`: the status, and the body as `schema` reads it (or as it came, without one). */
  get(path: string): Promise<{ status: number; body: unknown }>
  get<T>(path: string, schema: z.ZodType<T>): Promise<{ status: number; body: T }>
  /** POST `payload` to `path` (as the holder of `token`, if given): the status and the body. */
  post(path: string, payload: object, token?: string): Promise<{ status: number; body: unknown }>
  close(): Promise<void>
}

/**
 * Every test client comes from 127.0.0.1: per-address budgets are opened wide unless a test
 * sets its own (budgets.test.ts does).
 */
const ROOMY_BUDGETS: Record<string, string> = {
  RATE_LIMIT_IP_MAX: '1000000',
  SESSIONS_PER_IP: '1000000',
  RACES_PER_IP: '1000000',
  RACES_PER_PLAYER: '1000000',
  SOCKETS_PER_IP: '1000000',
  SOCKET_EVENTS_PER_IP_PER_SEC: '1000000',
  SPECTATORS_PER_IP_PER_RACE: '1000000',
  DAILY_ATTEMPTS_PER_ADDRESS: '1000000',
  // Fresh accounts queue for ranked races at once, and a short ranked race is rated, unless a
  // test sets these rules' own counts (ranked-farming.test.ts).
  RANKED_QUALIFYING_RACES: '0',
  RATED_MIN_MOVES: '0',
  RATED_MIN_SEC: '0',
}

/**
 * For the ranked queue's tests: bots move every 5 ms but take a queued player only after a
 * minute (so the players meet each other), and X-Forwarded-For tells the machines apart.
 */
export const RANKED_QUEUE_ENV = {
  BOT_MOVE_MS: '5',
  QUEUE_BOT_AFTER_MS: '60000',
  TRUST_PROXY: 'true',
}

export async function startServer(
  store: RaceStore,
  env: Record<string, string> = {},
  time: FakeTime = new FakeTime(Date.now()),
): Promise<TestServer> {
  const config = parseConfig({
    LOG_LEVEL: 'silent',
    COUNTDOWN_MS: '20',
    ARENA_SCHEDULE: 'off',
    // Par is solved after every finish; few tests read it (they set their own budget), and a
    // full-budget solve per finished race would burn a core beside the next tests.
    PAR_NODE_BUDGET: '20000',
    ...ROOMY_BUDGETS,
    ...env,
  })
  const app = await buildApp({
    config,
    store,
    sessionSecret: 'test-secret-test-secret-test-secret',
    dailySecret: config.DAILY_SECRET ?? 'test-daily-secret-test-daily-secret',
    webDist: config.WEB_DIST ?? '/nonexistent-web-dist',
    clock: time,
    scheduler: time,
    // On the fake clock a PGlite move's gathering wait (move-log.ts) would hold every move until
    // the test moved the clock: the gathering is tested on its own (move-log.test.ts).
    moveGatherMs: 0,
    // Nor does par wait at the solver gate: while a solve runs, the gate's check repeats every
    // 50 ms of the clock, and a test running the clock until something settles (a bot playing
    // out) would have it run away; shut for load at one look, par would wait for the test to
    // move the clock. The gate's rules have their own tests (par/solver-gate.test.ts,
    // par-pool.test.ts).
    parGate: false,
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : ''
  const sockets: RecordingSocket[] = []

  function get(path: string): Promise<{ status: number; body: unknown }>
  function get<T>(path: string, schema: z.ZodType<T>): Promise<{ status: number; body: T }>
  async function get<T>(path: string, schema?: z.ZodType<T>) {
    const res = await app.inject({ method: 'GET', url: path })
    return { status: res.statusCode, body: schema ? json(res, schema) : (res.json() as unknown) }
  }

  return {
    app,
    url,
    time,
    config,
    store,
    async session(name) {
      const res = await app.inject({ method: 'POST', url: '/api/session', payload: { name } })
      if (res.statusCode !== 200) throw new Error(`session: ${res.body}`)
      return json(res, sessionReplySchema)
    },
    async createRace(token, body) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/races',
        payload: body,
        headers: { authorization: `Bearer ${token}` },
      })
      if (res.statusCode !== 201) throw new Error(`create race: ${res.body}`)
      return json(res, createRaceReplySchema)
    },
    async client(token) {
      const socket = await openRecording(url, { token })
      sockets.push(socket)
      return socket
    },
    get,
    async post(path, payload, token) {
      const res = await app.inject({
        method: 'POST',
        url: path,
        payload,
        ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      })
      return { status: res.statusCode, body: res.json() as unknown }
    },
    async close() {
      for (const s of sockets) s.disconnect()
      await app.close()
    },
  }
}

/**
 * startServer, closed when the test that called it (or its beforeEach) finishes, pass or fail;
 * closing it earlier in the test (a restart) is fine, it closes once.
 */
export async function serverForTest(...args: Parameters<typeof startServer>): Promise<TestServer> {
  const server = await startServer(...args)
  let closing: Promise<void> | undefined
  const close = () => (closing ??= server.close())
  onTestFinished(close)
  return { ...server, close }
}

/** serverForTest on a fresh store or database of `kind`, cleaned up when the test finishes. */
export async function serverOnFresh(
  kind: { open(): Promise<TestStore> },
  env: Record<string, string> = {},
  time?: FakeTime,
): Promise<TestServer> {
  return serverForTest((await openForTest(kind)).store, env, time)
}

/**
 * One server on a fresh store of `kind` for all the tests of the enclosing describe (started
 * before the first, closed with its store after the last): the tests read `.server`.
 */
export function serverPerDescribe(
  kind: { open(): Promise<TestStore> },
  time?: FakeTime,
): {
  readonly server: TestServer
} {
  let opened: TestStore | undefined
  let server: TestServer | undefined
  beforeAll(async () => {
    opened = await kind.open()
    server = await startServer(opened.store, {}, time)
  })
  afterAll(async () => {
    await server?.close()
    await opened?.cleanup()
  })
  return {
    get server() {
      if (!server) throw new Error('the server starts in beforeAll')
      return server
    },
  }
}
