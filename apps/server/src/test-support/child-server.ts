// Runs the BUILT server (dist/main.js) as a child process, so a test can kill -9 it and start
// it again on the same database, as an operator's crash would.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const builtMain = resolve(packageDir, 'dist/main.js')

export interface ChildServer {
  url: string
  child: ChildProcess
  /** Everything the child wrote to stdout/stderr, for failure messages. */
  output: () => string
  /** SIGKILL, resolved once the process is gone. */
  kill9(): Promise<void>
  /** SIGTERM (graceful), resolved once the process is gone. */
  stop(): Promise<void>
}

/** A port nobody listens on right now: bind port 0, read it, release it. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolvePort(port))
    })
  })
}

/** The child runs dist/, so a missing or stale build would test the wrong code. */
function assertBuilt(): void {
  if (!existsSync(builtMain))
    throw new Error(`${builtMain} is missing: run \`pnpm build\` at the repo root first`)
  const builtAt = statSync(builtMain).mtimeMs
  const newer = readdirSync(resolve(packageDir, 'src'), { recursive: true, encoding: 'utf8' }).find(
    (file) =>
      file.endsWith('.ts') &&
      !file.endsWith('.test.ts') &&
      statSync(resolve(packageDir, 'src', file)).mtimeMs > builtAt,
  )
  if (newer)
    throw new Error(
      `src/${newer} is newer than dist/main.js: run \`pnpm build\` at the repo root first`,
    )
}

/** Starts dist/main.js with exactly `env` (plus PATH/HOME) and waits for /api/health. */
export async function startChildServer(
  env: Record<string, string>,
  port?: number,
): Promise<ChildServer> {
  assertBuilt()
  port ??= await freePort()
  const child = spawn(process.execPath, [builtMain], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent-web-dist',
      // No scheduled arenas unless a test asks for them (docs/arena.md).
      ARENA_SCHEDULE: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) resolveExit()
    else child.once('exit', () => resolveExit())
  })
  const url = `http://127.0.0.1:${port}`
  const server: ChildServer = {
    url,
    child,
    output: () => output,
    async kill9() {
      child.kill('SIGKILL')
      await exited
    },
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
  }
  try {
    await waitHealthy(url, child, () => output)
  } catch (error) {
    await server.kill9()
    throw error
  }
  return server
}

async function waitHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}):\n${output()}`)
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`server not healthy within 60 s:\n${output()}`)
}
