// Children of a benchmark run: the server under test, the echo baseline and the load workers.
// Each runs in its own process so that, on a small machine, they get separate cores.
import { fork, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const SERVER_MAIN = join(REPO_ROOT, 'apps', 'server', 'dist', 'main.js')
const ECHO_SERVER = join(dirname(fileURLToPath(import.meta.url)), 'echo-server.mjs')
const PEER_SERVER = join(dirname(fileURLToPath(import.meta.url)), 'peer-server.mjs')

/** A port that was free a moment ago on the loopback interface. */
export async function freePort() {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address()
  server.close()
  await once(server, 'close')
  return port
}

/**
 * Starts the production build of the server and waits until /api/health answers.
 * `env` is added to this process's environment (DATABASE_URL, DATA_DIR, rate limits, …).
 * Cluster mode passes the `port` (its PUBLIC_URL names it), a `name`, and `launch`, which turns
 * the node command line into the one to spawn (e.g. under taskset; the pid stays the node's).
 */
export async function startServer({
  env,
  nodeArgs = [],
  readyTimeoutMs = 60_000,
  port: chosenPort,
  name = 'server',
  launch = (command, argv) => [command, argv],
}) {
  const port = chosenPort ?? (await freePort())
  const [command, argv] = launch(process.execPath, [...nodeArgs, SERVER_MAIN])
  const child = spawn(command, argv, {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const handle = wrap(child, name)
  const url = `http://127.0.0.1:${port}`
  await waitUntil(async () => (await fetch(`${url}/api/health`)).ok, handle, readyTimeoutMs)
  const health = await (await fetch(`${url}/api/health`)).json()
  return { ...handle, url, health }
}

/** Starts bench/race/echo-server.mjs, the bare Socket.IO acked echo. */
export async function startEchoServer({ recovery = false } = {}) {
  const port = await freePort()
  const child = spawn(process.execPath, [ECHO_SERVER], {
    env: { ...process.env, PORT: String(port), ECHO_RECOVERY: recovery ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const handle = wrap(child, 'echo server')
  const url = `http://127.0.0.1:${port}`
  await waitUntil(async () => (await fetch(`${url}/health`)).ok, handle, 15_000)
  return { ...handle, url }
}

/**
 * Starts bench/race/peer-server.mjs, boardgame.io's Server with our race on `databaseUrl`
 * (bgio-postgres), and waits until its lobby API answers.
 */
export async function startPeerServer({ databaseUrl, game, nodeArgs = [] }) {
  const port = await freePort()
  const child = spawn(process.execPath, [...nodeArgs, PEER_SERVER], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      GAME: game,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const handle = wrap(child, 'boardgame.io server')
  const url = `http://127.0.0.1:${port}`
  await waitUntil(async () => (await fetch(`${url}/games`)).ok, handle, 30_000)
  return { ...handle, url }
}

/** Forks a worker module with an IPC channel. */
export function forkWorker(file) {
  const child = fork(file, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  return child
}

function wrap(child, name) {
  const tail = []
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (line.trim() === '') continue
      tail.push(line.length > 400 ? `${line.slice(0, 400)}…` : line)
      if (tail.length > 40) tail.shift()
    }
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  let done = false
  void exited.then(() => (done = true))
  return {
    name,
    pid: child.pid,
    exited,
    isRunning: () => !done,
    logTail: () => tail.join('\n'),
    /** SIGTERM, then SIGKILL after `graceMs`; resolves with how it ended. */
    stop: async (graceMs = 20_000) => {
      if (done) return exited
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
      const result = await exited
      clearTimeout(timer)
      return result
    },
  }
}

async function waitUntil(check, handle, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (!handle.isRunning()) {
      throw new Error(`${handle.name} exited before it was ready:\n${handle.logTail()}`)
    }
    try {
      if (await check()) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await handle.stop(1000)
      throw new Error(`${handle.name} not ready after ${timeoutMs} ms:\n${handle.logTail()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
