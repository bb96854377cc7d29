// One built server for the browser tests (support/start-server.mjs), started and stopped from a
// test process: each Playwright worker owns one (support/test.ts), and a spec that restarts the
// server (pglite.spec.ts) drives its own.
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export type ServerDb = 'pglite' | 'postgres'

export interface TestServer {
  origin: string
  /** What the server printed (warnings, errors, why it did not start). */
  log: string[]
  stop(): Promise<void>
}

const startScript = join(dirname(fileURLToPath(import.meta.url)), 'start-server.mjs')

/**
 * Starts a server on a fresh database (or on `dataDir`, a PGlite folder kept across restarts);
 * `env` overrides start-server.mjs's settings (a spec that needs a rule of its own).
 */
export async function startTestServer(opts: {
  db: ServerDb
  port: number
  dataDir?: string
  env?: Record<string, string>
}): Promise<TestServer> {
  const args = [startScript, '--db', opts.db, '--port', String(opts.port)]
  if (opts.dataDir) args.push('--data-dir', opts.dataDir)
  for (const [key, value] of Object.entries(opts.env ?? {})) args.push('--env', `${key}=${value}`)
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const log: string[] = []
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => {
      log.push(chunk)
      process.stderr.write(`[${opts.db} server :${opts.port}] ${chunk}`)
    })
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGTERM, not SIGKILL: start-server.mjs then drops its database and temp folder.
      child.kill('SIGTERM')
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000)
      await exited
      clearTimeout(force)
    }
  }

  const origin = `http://127.0.0.1:${opts.port}`
  const deadline = Date.now() + 120_000
  while (!(await ok(`${origin}/api/health`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`the ${opts.db} server on :${opts.port} did not start\n${log.join('')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { origin, log, stop }
}

async function ok(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}
