// Starts the built server for the browser tests on a fresh database: a new PGlite folder, or a
// new Postgres database created from TEST_DATABASE_URL. Each Playwright worker starts one
// (support/worker-server.ts) and stops it with SIGTERM. `--data-dir` reuses a PGlite folder
// (a restart), which is then left in place for the caller.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { dropDatabase, freshDatabase } from './databases.mjs'
import { tallyPars } from './par-tally.mjs'

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    port: { type: 'string' },
    'data-dir': { type: 'string' },
    // KEY=VALUE over the settings below, for a spec that needs a rule of its own.
    env: { type: 'string', multiple: true },
  },
})
const ownDataDir = values['data-dir'] === undefined
const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const env = {
  ...process.env,
  PORT: values.port,
  HOST: '127.0.0.1',
  DATA_DIR: values['data-dir'] ?? mkdtempSync(join(tmpdir(), 'pr-e2e-')),
  COUNTDOWN_MS: '1500',
  // "Race anyone" gets its bot after 1.5 s, and bots move every ~0.2 s, so a ranked race against
  // a bot runs to its end within a test.
  QUEUE_BOT_AFTER_MS: '1500',
  BOT_MOVE_MS: '200',
  // A racer gone this long may be claimed against (leaver.spec.ts waits for it): 10 s, not 30.
  ABANDON_AFTER_MS: '10000',
  // A friend invite whose creator has been gone this long expires (newcomer.spec.ts waits it
  // out): 10 s, not 2 minutes.
  INVITE_IDLE_MS: '10000',
  // Par within seconds on a busy machine: a smaller search (par then often says "at least").
  PAR_NODE_BUDGET: '30000',
  LOG_LEVEL: 'warn',
  // Every browser here shares 127.0.0.1: per-address budgets would count the whole suite as one
  // visitor.
  SESSIONS_PER_IP: '100000',
  RACES_PER_IP: '100000',
  RATE_LIMIT_IP_MAX: '100000',
  SOCKETS_PER_IP: '100000',
  SOCKET_EVENTS_PER_IP_PER_SEC: '100000',
  ACCOUNT_ATTEMPTS_PER_IP: '100000',
  DAILY_ATTEMPTS_PER_ADDRESS: '100000',
  // Fresh accounts race anyone at once, and quick ranked races are rated, unless a spec starts
  // a server of its own with these rules (apps/server/test/ranked-farming.test.ts tests them).
  RANKED_QUALIFYING_RACES: '0',
  RATED_MIN_MOVES: '0',
  RATED_MIN_SEC: '0',
}
delete env.DATABASE_URL
for (const pair of values.env ?? []) {
  const at = pair.indexOf('=')
  env[pair.slice(0, at)] = pair.slice(at + 1)
}

if (values.db === 'postgres') {
  env.DATABASE_URL = await freshDatabase(process.env.TEST_DATABASE_URL, 'pr_e2e')
}

// The server logs (pino, warn and above) go to stdout; send them to stderr, which Playwright
// shows, so a server that dies or complains during the run says why.
const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  env,
  stdio: ['ignore', 2, 2],
})
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal))
child.on('exit', async (code, signal) => {
  if (code !== 0 && signal === null) console.error(`[${values.db} server] exited with code ${code}`)
  if (values.db === 'postgres') {
    await tallyPars(env.DATABASE_URL)
    await dropDatabase(process.env.TEST_DATABASE_URL, env.DATABASE_URL)
  }
  if (ownDataDir) rmSync(env.DATA_DIR, { recursive: true, force: true })
  process.exit(code ?? 0)
})
