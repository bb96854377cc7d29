// Built server nodes of one cluster on loopback ports (docs/scaling.md), on a test database and
// the machine's Redis, and clients that reach them as the web client does.
import {
  createRaceReplySchema,
  sessionReplySchema,
  type ClientEvent,
  type ClientPayload,
  type ClientReply,
  type CreateRaceReply,
  type SessionReply,
  type WireError,
} from '@patience-race/protocol'
import pg from 'pg'
import { afterEach, beforeEach, onTestFinished } from 'vitest'
import { track, type HeldReply } from './acked-views.js'
import { askUntracked } from './ask.js'
import { freePort, startChildServer, type ChildServer } from './child-server.js'
import type { TestDatabase, TestDatabaseKind } from './databases.js'
import { openForTest } from './stores.js'
import { openRecording, type RecordingSocket, type TestSocket } from './test-socket.js'

export const LEASE_MS = 1500
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const SECRET = 'cluster-test-secret-cluster-test-secret'

export interface ClusterNode {
  id: string
  publicUrl: string
  server: ChildServer
}

async function startNode(
  db: TestDatabase,
  id: string,
  extra: Record<string, string> = {},
): Promise<ClusterNode> {
  const port = await freePort()
  const publicUrl = `http://127.0.0.1:${port}/n/${id}`
  const server = await startChildServer(
    {
      DATABASE_URL: db.databaseUrl!,
      REDIS_URL,
      SESSION_SECRET: SECRET,
      DAILY_SECRET: `${SECRET}-daily`,
      NODE_ID: id,
      PUBLIC_URL: publicUrl,
      OWNER_LEASE_MS: String(LEASE_MS),
      COUNTDOWN_MS: '50',
      PAR_NODE_BUDGET: '20000',
      MOVE_RATE_PER_SEC: '100000',
      MOVE_BURST: '100000',
      SOCKET_EVENTS_PER_IP_PER_SEC: '100000',
      // As in serverForTest: fresh accounts queue for ranked, and any ranked race is rated
      // (ranked-farming.test.ts checks the real thresholds).
      RANKED_QUALIFYING_RACES: '0',
      RATED_MIN_MOVES: '0',
      RATED_MIN_SEC: '0',
      ...extra,
    },
    port,
  )
  return { id, publicUrl, server }
}

/**
 * A socket to the node behind a public URL (`<origin>/n/<node>`), as the web client does;
 * records every event and keeps the player's view from race:started for the acks' patches.
 */
export function socketTo(
  publicUrl: string,
  token?: string,
  headers: Record<string, string> = {},
): Promise<RecordingSocket> {
  const url = new URL(publicUrl)
  return openRecording(url.origin, {
    token,
    headers,
    path: `${url.pathname.replace(/\/$/, '')}/socket.io/`,
  })
}

/** No answer within the wait: the node died, froze or is going away. */
export interface TimedOut {
  ok: false
  error: Omit<WireError, 'code'> & { code: 'TIMEOUT' }
}

/** An acked event; a move's ack gets the whole view and legal moves rebuilt from its patch. */
export async function ask<E extends ClientEvent>(
  socket: TestSocket,
  event: E,
  payload: ClientPayload<E>,
): Promise<HeldReply<E> | TimedOut> {
  let reply: ClientReply<E>
  try {
    reply = await askUntracked(socket, event, payload, 5000)
  } catch (error) {
    return {
      ok: false,
      error: { code: 'TIMEOUT', message: error instanceof Error ? error.message : String(error) },
    }
  }
  return track(socket, event, payload, reply)
}

/** A REST call to a node: its status, and its JSON body as it came (for a schema to parse). */
export async function rest(
  node: ClusterNode,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${node.server.url}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  return { status: res.status, body: (await res.json()) as unknown }
}

/** A new guest session made on `node` (its token works on every node). */
export async function nodeSession(node: ClusterNode, name: string): Promise<SessionReply> {
  return sessionReplySchema.parse((await rest(node, 'POST', '/api/session', { name })).body)
}

/** A race made on `node` by the holder of `token` (a Sir Tommy race unless `body` says). */
export async function nodeRace(
  node: ClusterNode,
  token: string,
  body: Record<string, unknown> = { game: 'sir-tommy' },
): Promise<CreateRaceReply> {
  return createRaceReplySchema.parse((await rest(node, 'POST', '/api/races', body, token)).body)
}

/** Resolves once `check` holds, polling; rejects with `what` after `timeoutMs`. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  what: () => string,
  timeoutMs = 8000,
): Promise<void> {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting: ${what()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * A fresh cluster for each test of the enclosing describe: a Postgres database of its own and
 * the nodes `ids` with `env`. Sockets the test pushes onto `sockets` are closed after it, and
 * every node is killed (`kill -9`: nothing of one test lingers into the next).
 */
/**
 * A database for the nodes a test starts, and an admin connection to read its rows; its store is
 * closed (only the nodes may hold it). Both go when the test finishes.
 */
async function clusterDatabase(
  postgres: TestDatabaseKind,
): Promise<{ db: TestDatabase; admin: pg.Client }> {
  const db = await openForTest(postgres)
  await db.store.close()
  const admin = new pg.Client({ connectionString: db.databaseUrl })
  await admin.connect()
  onTestFinished(() => admin.end())
  return { db, admin }
}

/** A test's database, its admin connection, and the nodes the test started on it. */
export interface ClusterOnDatabase {
  db: TestDatabase
  admin: pg.Client
  nodes: ClusterNode[]
  /** Starts the nodes `ids` with `env` on the test's database, together: those nodes. */
  start(ids: string[], env?: Record<string, string>): Promise<ClusterNode[]>
}

/**
 * For each test of the enclosing describe: a database and admin connection of its own
 * (clusterDatabase), and the nodes it starts; after the test every one of them is killed
 * (`kill -9`; a stopped one is continued first).
 */
export function clusterOnDatabase(postgres: TestDatabaseKind): ClusterOnDatabase {
  const cluster: ClusterOnDatabase = {
    db: undefined as unknown as TestDatabase,
    admin: undefined as unknown as pg.Client,
    nodes: [],
    async start(ids, env = {}) {
      const started = await Promise.all(ids.map((id) => startNode(cluster.db, id, env)))
      cluster.nodes.push(...started)
      return started
    },
  }
  beforeEach(async () => {
    ;({ db: cluster.db, admin: cluster.admin } = await clusterDatabase(postgres))
  })
  afterEach(async () => {
    for (const node of cluster.nodes.splice(0)) {
      if (node.server.child.signalCode === 'SIGSTOP') node.server.child.kill('SIGCONT')
      await node.server.kill9()
    }
  })
  return cluster
}

export function clusterPerTest(
  postgres: TestDatabaseKind,
  ids: string[],
  env: Record<string, string> = {},
): {
  nodes: ClusterNode[]
  sockets: TestSocket[]
  /** A socket to `node` (or a node's public URL), closed after the test. */
  open(node: ClusterNode | string, token?: string): Promise<RecordingSocket>
} {
  const cluster = {
    nodes: [] as ClusterNode[],
    sockets: [] as TestSocket[],
    async open(node: ClusterNode | string, token?: string) {
      const socket = await socketTo(typeof node === 'string' ? node : node.publicUrl, token)
      cluster.sockets.push(socket)
      return socket
    },
  }
  let db: TestDatabase | undefined
  beforeEach(async () => {
    db = await postgres.open()
    await db.store.close()
    const opened = db
    cluster.nodes = await Promise.all(ids.map((id) => startNode(opened, id, env)))
  })
  afterEach(async () => {
    for (const socket of cluster.sockets.splice(0)) socket.close()
    for (const node of cluster.nodes) await node.server.kill9()
    cluster.nodes = []
    await db?.cleanup()
  })
  return cluster
}
