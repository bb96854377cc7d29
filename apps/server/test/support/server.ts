/* eslint-disable @typescript-eslint/no-explicit-any -- socket replies are checked by value; loose types keep the assertions readable */
// Starts the real server in-process on port 0 and gives tests small helpers to drive it.
import type { FastifyInstance } from 'fastify'
import { io as connect, type Socket } from 'socket.io-client'
import type {
  ClientToServerEvents,
  ServerToClientEvents,
  SessionReply,
} from '@patience-race/protocol'
import { buildApp } from '../../src/app.js'
import { parseConfig, type Config } from '../../src/config.js'
import type { RaceStore } from '../../src/races/ports.js'
import { rememberView, track } from './acked-views.js'
import { TestTime } from './test-time.js'

export type Client = Socket<ServerToClientEvents, ClientToServerEvents>

export interface Received {
  event: string
  payload: unknown
}

export interface TestServer {
  app: FastifyInstance
  url: string
  time: TestTime
  config: Config
  session(name: string): Promise<SessionReply>
  createRace(
    token: string,
    body: Record<string, unknown>,
  ): Promise<{ raceId: string; seedHash: string; seedKnown: boolean }>
  client(token?: string): Promise<Client & { received: Received[] }>
  get<T = unknown>(path: string): Promise<{ status: number; body: T }>
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
}

export async function startServer(
  store: RaceStore,
  env: Record<string, string> = {},
  time: TestTime = new TestTime(),
): Promise<TestServer> {
  const config = parseConfig({ LOG_LEVEL: 'silent', COUNTDOWN_MS: '20', ...ROOMY_BUDGETS, ...env })
  const app = await buildApp({
    config,
    store,
    sessionSecret: 'test-secret-test-secret-test-secret',
    dailySecret: config.DAILY_SECRET ?? 'test-daily-secret-test-daily-secret',
    webDist: config.WEB_DIST ?? '/nonexistent-web-dist',
    clock: time,
    scheduler: time,
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : ''
  const sockets: Client[] = []

  return {
    app,
    url,
    time,
    config,
    async session(name) {
      const res = await app.inject({ method: 'POST', url: '/api/session', payload: { name } })
      if (res.statusCode !== 200) throw new Error(`session: ${res.body}`)
      return res.json() as SessionReply
    },
    async createRace(token, body) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/races',
        payload: body,
        headers: { authorization: `Bearer ${token}` },
      })
      if (res.statusCode !== 201) throw new Error(`create race: ${res.body}`)
      return res.json()
    },
    async client(token) {
      const socket = connect(url, {
        auth: token ? { token } : {},
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      }) as Client & { received: Received[] }
      socket.received = []
      socket.onAny((event: string, payload: unknown) => socket.received.push({ event, payload }))
      socket.on('race:started', (event) => rememberView(socket, event.raceId, event.view))
      sockets.push(socket)
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve())
        socket.once('connect_error', reject)
      })
      return socket
    },
    async get(path) {
      const res = await app.inject({ method: 'GET', url: path })
      return { status: res.statusCode, body: res.json() }
    },
    async close() {
      for (const s of sockets) s.disconnect()
      await app.close()
    },
  }
}

/** Emits with an acknowledgement and returns the reply. */
export async function ask(socket: Client, event: string, payload: unknown): Promise<any> {
  const reply = await (socket.timeout(10_000) as any).emitWithAck(event, payload)
  // Move acks carry a patch: the socket's view is patched as a web client's (acked-views.ts).
  return track(socket, event, payload, reply)
}

/** Resolves with the next `event` payload matching `accept`. */
export function next<T = any>(
  socket: Client,
  event: string,
  accept: (payload: T) => boolean = () => true,
  withinMs = 10_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${event} within ${withinMs / 1000} s`)),
      withinMs,
    )
    const listener = (payload: T) => {
      if (!accept(payload)) return
      if (event === 'race:started')
        rememberView(socket, (payload as any)?.raceId, (payload as any)?.view)
      clearTimeout(timer)
      ;(socket as any).off(event, listener)
      resolve(payload)
    }
    ;(socket as any).on(event, listener)
  })
}
