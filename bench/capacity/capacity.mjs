// `pnpm bench:capacity`: how many idle-but-connected racers and watchers one server process
// holds, and its memory per connection. Steps up to --racers/--watchers (10,000 + 2,000),
// printing the server's RSS at each step, then how much more a race takes once it is live.
// See bench/README.md ("Capacity").
import { once } from 'node:events'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { REPO_ROOT, forkWorker, startServer } from '../race/child-processes.mjs'
import { readCommandLine } from '../race/command-line.mjs'
import { prepareDatabase } from '../race/database.mjs'
import { mergeErrors } from '../race/metrics.mjs'
import { openFileLimit, sampleProcess } from '../race/proc-stats.mjs'
import { benchServerEnv } from '../race/server-env.mjs'

const WORKER = join(dirname(fileURLToPath(import.meta.url)), 'capacity-worker.mjs')
const USAGE = `pnpm bench:capacity [--racers 10000] [--watchers 2000] [--steps 5] [--workers 4]
                    [--db pglite|postgres] [--settle-seconds 3] [--live-moves 10] [--json]`

const DEFAULTS = {
  racers: 10000,
  watchers: 2000,
  steps: 5,
  workers: 4,
  db: 'pglite',
  'settle-seconds': 3,
  'live-moves': 10,
  json: false,
}

const options = parseOptions(process.argv.slice(2))
if (!existsSync(join(REPO_ROOT, 'apps', 'server', 'dist', 'main.js'))) {
  console.error(
    'apps/server/dist/main.js is missing: run `pnpm build` first (pnpm bench:capacity does).',
  )
  process.exit(2)
}
checkLimits(options)
const result = await run().catch((error) => {
  console.error(`bench:capacity failed: ${error?.stack ?? error}`)
  process.exit(1)
})
if (options.json) console.log(JSON.stringify(result))
process.exit(0)

async function run() {
  const database = await prepareDatabase(options.db)
  const server = await startServer({ env: { ...database.env, ...benchServerEnv() } })
  const workers = Array.from({ length: options.workers }, () => forkWorker(WORKER))
  try {
    await sleep(options.settleSeconds * 1000)
    const baseline = sampleProcess(server.pid)
    console.log(
      `capacity: ${database.label}, ${options.workers} client processes, ulimit -n ${openFileLimit()}`,
    )
    console.log(`baseline      server RSS ${baseline.rssMB.toFixed(0)} MB`)
    console.log('racers  watchers  connected  RSS MB  KB/connection (above baseline)  step s')
    const steps = []
    let racers = 0
    let watchers = 0
    for (let step = 1; step <= options.steps; step += 1) {
      const targetRaces = Math.round((options.racers / 2) * (step / options.steps))
      const targetWatchers = Math.round(options.watchers * (step / options.steps))
      const addRaces = split(targetRaces - racers / 2, workers.length)
      const addWatchers = split(targetWatchers - watchers, workers.length)
      const startedAt = performance.now()
      const replies = await Promise.all(
        workers.map((worker, index) =>
          ask(
            worker,
            {
              cmd: 'add',
              url: server.url,
              races: addRaces[index],
              watchers: addWatchers[index],
              prefix: `c${index}r`,
            },
            'added',
          ),
        ),
      )
      racers = targetRaces * 2
      watchers = targetWatchers
      await sleep(options.settleSeconds * 1000)
      const sample = sampleProcess(server.pid)
      const status = await Promise.all(
        workers.map((worker) => ask(worker, { cmd: 'status' }, 'status')),
      )
      const connected = status.reduce((total, s) => total + s.connected, 0)
      const errors = mergeErrors(status.map((s) => s.errors))
      const perConnectionKB = ((sample.rssMB - baseline.rssMB) * 1024) / Math.max(1, connected)
      const seconds = (performance.now() - startedAt) / 1000
      console.log(
        `${String(racers).padStart(6)}  ${String(watchers).padStart(8)}  ${String(connected).padStart(9)}  ${sample.rssMB.toFixed(0).padStart(6)}  ${perConnectionKB.toFixed(1).padStart(30)}  ${seconds.toFixed(0).padStart(6)}`,
      )
      if (Object.keys(errors).length > 0)
        console.log(`        errors so far: ${JSON.stringify(errors)}`)
      steps.push({
        racers,
        watchers,
        connected,
        rssMB: round(sample.rssMB),
        perConnectionKB: round(perConnectionKB),
        errors,
      })
      void replies
    }
    const last = steps.at(-1)
    const live = options.liveMoves > 0 ? await goLive(workers, last, server.pid) : null
    const peak = sampleProcess(server.pid)
    console.log(
      `peak server RSS ${peak.peakRssMB.toFixed(0)} MB; ${last.connected} of ${last.racers + last.watchers} sockets connected`,
    )
    return {
      db: options.db,
      baselineRssMB: round(baseline.rssMB),
      peakRssMB: round(peak.peakRssMB),
      steps,
      ...(live ? { live } : {}),
    }
  } finally {
    await Promise.all(
      workers.map((worker) => ask(worker, { cmd: 'close' }, 'closed').catch(() => undefined)),
    )
    await Promise.all(
      workers.map((worker) => (worker.exitCode === null ? once(worker, 'exit') : null)),
    )
    await server.stop()
    await database.dispose()
  }
}

/**
 * Every race of the last step goes live: both racers ready and play --live-moves moves each.
 * The server's RSS above the same races idle, per live race, is what a race costs once it runs
 * (both states, the clocks, the move log, the spectator channel) on top of its connections.
 */
async function goLive(workers, idle, serverPid) {
  const startedAt = performance.now()
  const replies = await Promise.all(
    workers.map((worker) => ask(worker, { cmd: 'live', moves: options.liveMoves }, 'live')),
  )
  const races = replies.reduce((total, reply) => total + reply.started, 0)
  const acked = replies.reduce((total, reply) => total + reply.acked, 0)
  await sleep(options.settleSeconds * 1000)
  const sample = sampleProcess(serverPid)
  const perLiveRaceKB = ((sample.rssMB - idle.rssMB) * 1024) / Math.max(1, races)
  const errors = mergeErrors(replies.map((reply) => reply.errors))
  console.log(
    `live: ${races} races went live, ${acked} moves acknowledged; server RSS ${sample.rssMB.toFixed(0)} MB, ${perLiveRaceKB.toFixed(1)} KB a live race above the same races idle (${((performance.now() - startedAt) / 1000).toFixed(0)} s)`,
  )
  if (Object.keys(errors).length > 0) console.log(`        errors: ${JSON.stringify(errors)}`)
  return {
    races,
    movesPerRacer: options.liveMoves,
    acked,
    rssMB: round(sample.rssMB),
    perLiveRaceKB: round(perLiveRaceKB),
    errors,
  }
}

function parseOptions(argv) {
  try {
    const values = readCommandLine(argv, DEFAULTS, USAGE)
    const parsed = {
      racers: Number(values.racers),
      watchers: Number(values.watchers),
      steps: Number(values.steps),
      workers: Number(values.workers),
      db: values.db,
      settleSeconds: Number(values['settle-seconds']),
      liveMoves: Number(values['live-moves']),
      json: values.json,
    }
    const whole = (n, min) => Number.isInteger(n) && n >= min
    if (!whole(parsed.racers, 2) || parsed.racers % 2 !== 0)
      throw new Error('--racers must be an even number ≥ 2')
    if (!whole(parsed.watchers, 0)) throw new Error('--watchers must be a whole number ≥ 0')
    if (!whole(parsed.steps, 1) || !whole(parsed.workers, 1))
      throw new Error('--steps and --workers must be ≥ 1')
    if (!['pglite', 'postgres'].includes(parsed.db))
      throw new Error('--db must be pglite or postgres')
    if (!(parsed.settleSeconds >= 0)) throw new Error('--settle-seconds must be ≥ 0')
    if (!whole(parsed.liveMoves, 0)) throw new Error('--live-moves must be a whole number ≥ 0')
    return parsed
  } catch (error) {
    console.error(`${error.message}\n\n${USAGE}`)
    process.exit(2)
  }
}

/** The server holds one descriptor per socket; each client worker holds its share. */
function checkLimits({ racers, watchers, workers }) {
  const sockets = racers + watchers
  const limit = openFileLimit()
  if (limit < sockets + 200) {
    console.error(
      `ulimit -n is ${limit}; the server needs about ${sockets + 200} descriptors. Raise it: ulimit -n ${sockets + 1000}`,
    )
    process.exit(2)
  }
  const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
    .trim()
    .split(/\s+/)
    .map(Number)
  if (high - low + 1 < sockets + 1000) {
    console.error(
      `the ephemeral port range ${low}–${high} is too small for ${sockets} loopback connections to one port`,
    )
    process.exit(2)
  }
  void workers
}

function ask(worker, message, type) {
  return new Promise((resolve, reject) => {
    const onMessage = (reply) => {
      if (reply.type !== type && reply.type !== 'failed') return
      worker.off('message', onMessage)
      if (reply.type === 'failed') reject(new Error(`capacity worker failed: ${reply.error}`))
      else resolve(reply)
    }
    worker.on('message', onMessage)
    worker.send(message)
  })
}

function split(total, count) {
  const base = Math.floor(total / count)
  return Array.from({ length: count }, (_, i) => base + (i < total % count ? 1 : 0))
}

function round(value) {
  return Number(value.toFixed(1))
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
