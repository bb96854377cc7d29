// `pnpm bench:flood`: one race watched by a crowd of spectators spread over every node of a
// cluster (docs/scaling.md, "Spectators anywhere"), against the same race with nobody
// watching. The racers sit on the race's owner (node 1) and move with a think time; the crowd
// (websocket sockets, spread round robin over the nodes' PUBLIC_URLs, following the MOVED
// replies with which the owner sends a crowd's spectators to the other nodes) lives in child
// processes of its own (crowd-worker.mjs). Each round has two phases in alternating order, each on a new
// race: no crowd, and the whole crowd watching; for each phase the racers' move round trip
// (emit → ack) p50/p99, the nodes' CPU, the spectator events received and the watcher count the
// crowd was shown. See bench/README.md ("Spectator crowd").
import { fork } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { availableParallelism } from 'node:os'
import { freePort, startServer } from './child-processes.mjs'
import { readCommandLine } from './command-line.mjs'
import { cpuLimiter, pinLayout } from './cpu-limit.mjs'
import { prepareDatabase } from './database.mjs'
import { percentile } from './histogram.mjs'
import { createMetrics, endWindow, startWindow } from './metrics.mjs'
import { sampleProcess } from './proc-stats.mjs'
import { RaceLane } from './race-lane.mjs'
import { benchServerEnv } from './server-env.mjs'

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const CROWD_WORKER = join(dirname(fileURLToPath(import.meta.url)), 'crowd-worker.mjs')
const log = (line) => console.log(line)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const USAGE = `pnpm bench:flood [options]
  --nodes N          cluster nodes (default 3)
  --spectators S     the crowd watching the race (default 10000)
  --crowd-workers W  child processes holding the crowd's sockets (default 4)
  --crowd-on O       all: the crowd connects round robin to every node (default; the owner
                     sends those it does not keep to the others: MOVED, OWNER_SPECTATORS_MAX);
                     others: to every node but the race's owner from the start
  --rounds R         rounds, each one phase without and one with the crowd (default 2)
  --seconds T        measured seconds per phase (default 8)
  --think-ms M       each racer's pause before a move (default 100, spread ±50 %)
  --game G           saratoga | sir-tommy | grandmas-game (default saratoga)
  --node-cpu C       CPU quota per node in cores with --cpu-limit (default 0.5)
  --cpu-limit L      auto | cgroup | taskset | none (default none)
  --layout L         shared: every process on every core (default); split: the race's owner
                     and the racers on core 0, the other nodes and the crowd on the other
                     cores (taskset), as if the owner had a machine of its own
  --json             print one JSON object as the last line`

const DEFAULTS = {
  nodes: 3,
  spectators: 10000,
  'crowd-workers': 4,
  'crowd-on': 'all',
  rounds: 2,
  seconds: 8,
  'think-ms': 100,
  game: 'saratoga',
  'node-cpu': 0.5,
  'cpu-limit': 'none',
  layout: 'shared',
  json: false,
}

function parseOptions(argv) {
  const values = readCommandLine(argv, DEFAULTS, USAGE)
  const options = {
    nodes: Number(values.nodes),
    spectators: Number(values.spectators),
    crowdWorkers: Number(values['crowd-workers']),
    crowdOn: values['crowd-on'],
    rounds: Number(values.rounds),
    seconds: Number(values.seconds),
    thinkMs: Number(values['think-ms']),
    game: values.game,
    nodeCpu: Number(values['node-cpu']),
    cpuLimit: values['cpu-limit'],
    layout: values.layout,
    json: values.json,
  }
  for (const key of ['nodes', 'crowdWorkers', 'rounds'])
    if (!Number.isInteger(options[key]) || options[key] < 1)
      throw new Error(`--${key} must be a whole number ≥ 1\n${USAGE}`)
  if (!['all', 'others'].includes(options.crowdOn))
    throw new Error(`--crowd-on must be all or others\n${USAGE}`)
  if (options.crowdOn === 'others' && options.nodes < 2)
    throw new Error(`--crowd-on others needs --nodes 2 or more\n${USAGE}`)
  if (!['shared', 'split'].includes(options.layout))
    throw new Error(`--layout must be shared or split\n${USAGE}`)
  if (options.layout === 'split' && options.cpuLimit !== 'none')
    throw new Error(`--layout split pins the processes itself: use it with --cpu-limit none`)
  if (options.layout === 'split' && availableParallelism() < 2)
    throw new Error('--layout split needs 2 cores or more')
  if (!Number.isInteger(options.spectators) || options.spectators < 0)
    throw new Error(`--spectators must be a whole number ≥ 0\n${USAGE}`)
  if (!(options.seconds > 0) || !(options.thinkMs >= 0))
    throw new Error(`--seconds must be > 0 and --think-ms ≥ 0\n${USAGE}`)
  return options
}

/** A crowd worker: `ask(cmd)` sends a command and resolves its answer. */
function startCrowdWorker() {
  const child = fork(CROWD_WORKER, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  let waiting = null
  child.on('message', (message) => {
    const pending = waiting
    waiting = null
    if (message.type === 'failed') pending?.reject(new Error(message.error))
    else pending?.resolve(message)
  })
  child.on('exit', (code) => {
    waiting?.reject(new Error(`crowd worker exited with ${code}`))
    waiting = null
  })
  return {
    child,
    ask(message) {
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject }
        child.send(message)
      })
    },
  }
}

async function main() {
  const options = parseOptions(process.argv.slice(2))
  const limiter = cpuLimiter(options.cpuLimit, options.nodeCpu)
  const layout = options.layout === 'split' ? pinLayout() : null
  const database = await prepareDatabase('postgres')
  const env = benchServerEnv()
  const nodes = []
  const crowd = []
  let lane = null
  try {
    log(
      `spectator flood: ${options.nodes} nodes, one ${options.game} race on node 1 watched by ${options.spectators} spectators spread over ${options.crowdOn === 'others' ? 'every node but node 1' : 'every node'} (${options.crowdWorkers} crowd processes), racers' think time ${options.thinkMs} ms; ${options.rounds} rounds of ${options.seconds} s per phase`,
    )
    log(`  CPU limit: ${limiter.describe}`)
    if (layout) {
      log(`  layout: ${layout.describe}`)
      layout.pinOwnerSide(process.pid)
    }
    for (let i = 0; i < options.nodes; i += 1) {
      const id = `node-${i + 1}`
      const port = await freePort()
      const limit = limiter.node(i)
      const publicUrl = `http://127.0.0.1:${port}/n/${id}`
      const server = await startServer({
        env: { ...database.env, ...env, REDIS_URL, NODE_ID: id, PUBLIC_URL: publicUrl },
        port,
        name: id,
        launch: layout ? (i === 0 ? layout.ownerSide : layout.otherSide) : limit.launch,
      })
      nodes.push({ id, url: server.url, publicUrl, server })
    }
    const metrics = createMetrics()
    let seed = 7
    lane = new RaceLane({
      url: nodes[0].url,
      racerUrl: nodes[0].publicUrl,
      restUrls: nodes.map((node) => node.url),
      name: 'flood',
      game: options.game,
      policy: 'foundation',
      thinkMs: options.thinkMs,
      thinkJitter: 0.5,
      watchers: 0,
      metrics,
      paused: true,
      random: () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646,
    })
    // Each phase starts its own race; a game that ends inside a phase just ends (the lane
    // would otherwise start the next race on its own, one the crowd does not watch).
    lane.nextGame = async () => {}
    await lane.open()
    const startedAt = performance.now()
    const shares = Array.from({ length: options.crowdWorkers }, (_, w) =>
      Math.floor((options.spectators + w) / options.crowdWorkers),
    )
    for (let w = 0; w < shares.length; w += 1) {
      const worker = startCrowdWorker()
      crowd.push(worker)
      limiter.adopt(worker.child.pid)
      layout?.pinOtherSide(worker.child.pid)
    }
    const opened = await Promise.all(
      crowd.map((worker, w) =>
        worker.ask({
          cmd: 'setup',
          count: shares[w],
          urls: (options.crowdOn === 'others' ? nodes.slice(1) : nodes).map((n) => n.publicUrl),
        }),
      ),
    )
    const failedToOpen = opened.reduce((total, answer) => total + answer.failed, 0)
    log(
      `  ${options.nodes} nodes and ${options.spectators - failedToOpen} spectator sockets open in ${((performance.now() - startedAt) / 1000).toFixed(1)} s${failedToOpen ? ` (${failedToOpen} failed)` : ''}`,
    )

    const phases = []
    for (let round = 0; round < options.rounds; round += 1) {
      const order = round % 2 === 0 ? [0, options.spectators] : [options.spectators, 0]
      for (const watching of order) {
        const figures = await phase(lane, metrics, crowd, nodes, watching, options)
        phases.push({ round: round + 1, ...figures })
        if (figures.crowdPerNode)
          log(
            `  round ${round + 1}: the crowd watches from ${figures.crowdPerNode.map((n, i) => `${nodes[i].id} ${n}`).join(', ')} (${figures.crowdMoved} moved by a MOVED reply${figures.joinFailed ? `, ${figures.joinFailed} joins failed` : ''})`,
          )
        log(
          `  round ${round + 1}, ${String(watching).padStart(6)} watching: ${figures.acks} moves, rtt p50 ${fmt(figures.p50Ms)} / p99 ${fmt(figures.p99Ms)} / max ${fmt(figures.maxMs)} ms; node CPU ${figures.nodeCores.map((c) => fmt(c)).join(' + ')} cores, crowd processes ${fmt(figures.crowdCores)}; ${fmt(figures.progressPerSpectatorPerSec, 1)} race:progress a second per spectator; the crowd was shown ${figures.spectatorsShown ?? 'n/a'} watching`,
        )
      }
    }
    const summary = summarise(phases, options, limiter, lane.metrics.errors)
    printSummary(summary)
    if (options.json) log(JSON.stringify(summary))
    return Object.keys(summary.errors).length === 0 ? 0 : 1
  } finally {
    lane?.close()
    for (const worker of crowd) worker.child.send({ cmd: 'stop' })
    await sleep(300)
    for (const worker of crowd) worker.child.kill()
    for (const node of nodes) await node.server.stop()
    await database.dispose()
    limiter.dispose()
  }
}

/** One phase: a new race, the crowd in (or not), the racers measured for `seconds`. */
async function phase(lane, metrics, crowd, nodes, watching, options) {
  if (!(await lane.enterNewRace()))
    throw new Error(`could not seat the racers: ${lane.lastFailure}`)
  const raceId = lane.raceId
  let joinFailed = 0
  let crowdMoved = null
  let crowdPerNode = null
  if (watching > 0) {
    const answers = await Promise.all(crowd.map((worker) => worker.ask({ cmd: 'watch', raceId })))
    joinFailed = answers.reduce((total, answer) => total + answer.failed, 0)
    // Where the crowd watches from once the MOVED replies were followed.
    crowdMoved = answers.reduce((total, answer) => total + (answer.moved ?? 0), 0)
    crowdPerNode = nodes.map((node) =>
      answers.reduce((total, answer) => total + (answer.perNode?.[node.publicUrl] ?? 0), 0),
    )
    // Let the joins' audience updates settle (one race:state a second at most).
    await sleep(2500)
  }
  // A think-time pause of the last phase that ended after it parked its racer: dropped.
  await sleep(Math.max(300, options.thinkMs * 2))
  lane.parked = []
  const pids = [...nodes.map((node) => node.server.pid), ...crowd.map((w) => w.child.pid)]
  const before = pids.map(sampleProcess)
  const wallStart = performance.now()
  startWindow(metrics)
  lane.resume()
  await lane.readyUp()
  await sleep(options.seconds * 1000)
  endWindow(metrics)
  lane.pause()
  const wallMs = performance.now() - wallStart
  const after = pids.map(sampleProcess)
  const deadline = Date.now() + 30_000
  while (metrics.inFlight > 0 && Date.now() < deadline) await sleep(20)
  const counts = watching > 0 ? await Promise.all(crowd.map((w) => w.ask({ cmd: 'count' }))) : []
  if (watching > 0)
    for (const worker of crowd) await worker.ask({ cmd: 'watch', raceId: `left-${raceId}` })
  const progress = counts.reduce((total, c) => total + c.progress, 0)
  const shown = counts.map((c) => c.lastSpectators).filter((n) => n !== null)
  return {
    watching,
    joinFailed,
    crowdMoved,
    crowdPerNode,
    acks: metrics.windowAcks,
    p50Ms: percentile(metrics.windowRtt, 0.5),
    p99Ms: percentile(metrics.windowRtt, 0.99),
    maxMs: metrics.windowRtt.max ?? null,
    nodeCores: nodes.map((_, i) => cores(before[i], after[i], wallMs)),
    crowdCores: crowd
      .map((_, w) => cores(before[nodes.length + w], after[nodes.length + w], wallMs))
      .reduce((total, c) => total + (c ?? 0), 0),
    progressPerSpectatorPerSec: watching > 0 ? (progress * 1000) / wallMs / watching : null,
    spectatorsShown: shown.length > 0 ? Math.max(...shown) : null,
  }
}

function cores(before, after, wallMs) {
  return before && after ? (after.cpuMs - before.cpuMs) / wallMs : null
}

function summarise(phases, options, limiter, errors) {
  const median = (list) => {
    const sorted = [...list].sort((a, b) => a - b)
    const mid = Math.floor(sorted.length / 2)
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  }
  const without = phases.filter((p) => p.watching === 0)
  const withCrowd = phases.filter((p) => p.watching > 0)
  const p99Without = without.length ? median(without.map((p) => p.p99Ms)) : null
  const p99With = withCrowd.length ? median(withCrowd.map((p) => p.p99Ms)) : null
  const r = (value, digits = 2) =>
    value === null || !Number.isFinite(value) ? null : Number(value.toFixed(digits))
  return {
    mode: 'spectator-flood',
    nodes: options.nodes,
    spectators: options.spectators,
    crowdWorkers: options.crowdWorkers,
    crowdOn: options.crowdOn,
    rounds: options.rounds,
    seconds: options.seconds,
    thinkMs: options.thinkMs,
    game: options.game,
    cpuLimit: limiter.method,
    layout: options.layout,
    p99WithoutMs: r(p99Without),
    p99WithMs: r(p99With),
    p99Ratio: p99Without && p99With !== null ? r(p99With / p99Without) : null,
    phases: phases.map((p) => ({
      ...p,
      p50Ms: r(p.p50Ms),
      p99Ms: r(p.p99Ms),
      maxMs: r(p.maxMs),
      nodeCores: p.nodeCores.map((c) => r(c)),
      crowdCores: r(p.crowdCores),
      progressPerSpectatorPerSec: r(p.progressPerSpectatorPerSec),
    })),
    errors,
  }
}

function printSummary(summary) {
  log('')
  log(
    `racers' rtt p99 (median of the rounds): ${fmt(summary.p99WithoutMs)} ms with nobody watching, ${fmt(summary.p99WithMs)} ms with ${summary.spectators} spectators over ${summary.nodes} nodes: ×${fmt(summary.p99Ratio)}`,
  )
  log(
    `errors: ${Object.keys(summary.errors).length === 0 ? 'none' : JSON.stringify(summary.errors)}`,
  )
}

function fmt(value, digits = 2) {
  return value === null || value === undefined ? 'n/a' : value.toFixed(digits)
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
