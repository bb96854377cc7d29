// `pnpm bench:arena` (issue 42, "Scale"): one arena of N bot entrants at a human pace on the
// production server (or a cluster of nodes on Redis, as bench:race --nodes: each round's races
// are dealt over the nodes, each node a share, docs/arena.md), on Postgres. In the
// same run, on the same sockets and pace: the entrants in ordinary races of 8 (the CPU baseline)
// and the fan-out echo (the latency baseline), before and after the arena. Then acked = stored,
// race by race. Figures: arena-figures.mjs; see bench/README.md ("Arena").
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REPO_ROOT, forkWorker, startEchoServer, startServer } from '../race/child-processes.mjs'
import { startNode } from '../race/cluster-load.mjs'
import { cpuLimiter } from '../race/cpu-limit.mjs'
import { readCommandLine } from '../race/command-line.mjs'
import { compareMoves, prepareDatabase } from '../race/database.mjs'
import { formatTop, topFunctions } from '../race/cpu-profile-top.mjs'
import { merge } from '../race/histogram.mjs'
import { mergeAckedByRace, mergeErrors, mergeMovesSent } from '../race/metrics.mjs'
import { auditSeats, formatAudit } from '../race/move-audit.mjs'
import { sampleProcess } from '../race/proc-stats.mjs'
import { benchServerEnv } from '../race/server-env.mjs'
import * as echo from '../race/workers.mjs'
import { arenaStarts, printReport, summarise } from './arena-figures.mjs'

const USAGE = `pnpm bench:arena [options]
  --entrants N      bot entrants of the arena (40); groups of up to 8
  --nodes N         server nodes (1); above 1, a cluster on Redis (REDIS_URL): each round's
                    races are dealt over every node (the issue's 3,000 run: --entrants 3000
                    --nodes 3 --workers 3)
  --rounds R        rounds of the arena (2)
  --round-sec S     round length, 60–1800 (60)
  --starts-in S     seconds from the arena's creation to its start, 5–86400 (10 + N / 40)
  --seconds S       measured seconds of each window: the baseline's, the echo's, each round's (20)
  --settle S        seconds of load before each window (5)
  --game ID         sir-tommy | saratoga | grandmas-game (sir-tommy)
  --think-ms MS     a bot's pause before each move (1000)
  --think-jitter F  each pause drawn from think-ms × (1 ± F) (0.5)
  --workers K       load-generator processes for the entrants (1)
  --countdown-ms MS the server's COUNTDOWN_MS (3000, its default)
  --cpu-prof        a V8 CPU profile of node 1, its hot spots printed
  --logs            each node's last log lines (warnings) at the end
  --json            one JSON object as the last line`
const o = readCommandLine(
  process.argv.slice(2),
  {
    entrants: 40,
    nodes: 1,
    rounds: 2,
    'round-sec': 60,
    'starts-in': undefined,
    seconds: 20,
    settle: 5,
    game: 'sir-tommy',
    'think-ms': 1000,
    'think-jitter': 0.5,
    workers: 1,
    'countdown-ms': 3000,
    'cpu-prof': false,
    logs: false,
    json: false,
  },
  USAGE,
)
const entrants = Number(o.entrants)
const nodeCount = Number(o.nodes)
const seconds = Number(o.seconds)
const settle = Number(o.settle)
const thinkMs = Number(o['think-ms'])
const thinkJitter = Number(o['think-jitter'])
const startsIn = Number(o['starts-in'] ?? Math.ceil(10 + entrants / 40))
const log = (line) => console.log(line)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

if (!existsSync(join(REPO_ROOT, 'apps', 'server', 'dist', 'main.js'))) {
  console.error(
    'apps/server/dist/main.js is missing: run `pnpm build` first (pnpm bench:arena does).',
  )
  process.exit(2)
}

const database = await prepareDatabase('postgres')
const profileDir = o['cpu-prof'] ? await mkdtemp(join(tmpdir(), 'bench-arena-prof-')) : null
const nodes = []
const children = []
let code = 1
try {
  code = await run()
} catch (error) {
  console.error(`bench:arena failed: ${error?.stack ?? error}`)
  for (const node of nodes) log(`--- ${node.server.name}:\n${node.server.logTail()}`)
} finally {
  for (const child of children) child.kill()
  for (const node of nodes) await node.server.stop()
  await database.dispose()
}
process.exit(code)

async function run() {
  const env = {
    ...benchServerEnv(),
    ARENA_SCHEDULE: 'off',
    COUNTDOWN_MS: String(o['countdown-ms']),
  }
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []
  log(
    `arena load: ${entrants} entrants on ${nodeCount} node${nodeCount > 1 ? 's' : ''}, ${o.game}, Postgres, ${o.rounds} rounds of ${o['round-sec']} s, a move every ${thinkMs} ms ± ${thinkJitter * 100} %`,
  )
  await startNodes(env, nodeArgs)
  const echoServer = await startEchoServer()
  children.push({ kill: () => void echoServer.stop() })
  const workers = await startEntrants()
  const { workers: echoWorkers } = await echo.startWorkers(1, {
    mode: 'echo',
    url: echoServer.url,
    races: Math.ceil(entrants / 2),
    watchers: 0,
    fanout: true,
    shaped: false,
    thinkMs,
    thinkJitter,
    seed: 7,
    paused: true,
  })
  children.push(...echoWorkers)
  const pids = () => nodes.map((n) => n.server.pid)
  const windows = { baseline: [], echo: [], arena: [] }
  const baseline = async () => {
    await all(workers, { cmd: 'baseline', game: o.game }, 'baseline')
    windows.baseline.push(await measured(workers, pids, settle))
    await all(workers, { cmd: 'leave-baseline' }, 'left')
    log(`  races of 8: ${line(windows.baseline.at(-1))}`)
  }
  const echoTurn = async () => {
    echo.resume(echoWorkers)
    await sleep(settle * 1000)
    const before = sampleProcess(echoServer.pid)
    const startedAt = performance.now()
    echo.measure(echoWorkers)
    await sleep(seconds * 1000)
    const after = sampleProcess(echoServer.pid)
    const wallMs = performance.now() - startedAt
    const { figures } = echo.windowTotals(await echo.pause(echoWorkers), wallMs)
    windows.echo.push({ ...figures, cpuMs: [after.cpuMs - before.cpuMs] })
    log(`  fan-out echo: ${line(windows.echo.at(-1))}`)
  }
  await baseline()
  await echoTurn()
  const arena = await runArena(workers, pids, windows)
  await echoTurn()
  await baseline()
  await echo.stopWorkers(echoWorkers)
  const results = await all(workers, { cmd: 'stop' }, 'result')
  const starts = await arenaStarts(database.env.DATABASE_URL, arena.id)
  if (o.logs) for (const node of nodes) log(`--- ${node.server.name}:\n${node.server.logTail()}`)
  for (const node of nodes.splice(0)) await node.server.stop()
  const acked = mergeAckedByRace(results.map((r) => r.metrics.ackedByRace))
  const durability = compareMoves(acked, await database.countMoves())
  const movesSent = mergeMovesSent(results.map((r) => r.metrics.movesSent))
  const raceIds = [
    ...new Set([...Object.keys(movesSent), ...durability.mismatched.map((m) => m.raceId)]),
  ]
  const audit = auditSeats(await database.seqsStored(raceIds), movesSent)
  const summary = summarise({
    options: {
      entrants,
      nodes: nodeCount,
      rounds: Number(o.rounds),
      roundSec: Number(o['round-sec']),
      thinkMs,
      thinkJitter,
      game: o.game,
    },
    windows,
    arena,
    starts,
    reports: results.map((r) => r.arena),
    ackedTotal: results.reduce((n, r) => n + r.metrics.ackedTotal, 0),
    durability,
    errors: mergeErrors(results.map((r) => r.metrics.errors)),
    rerouted: results.reduce((n, r) => n + (r.metrics.rerouted ?? 0), 0),
  })
  printReport(summary, log)
  log(formatAudit(audit))
  if (profileDir) log(await profile(profileDir))
  if (o.json) log(JSON.stringify(summary))
  // Counts can agree while a move acked and not stored hides behind one stored and not acked.
  const lost = audit.some((seat) => seat.ackedNotStored.length > 0)
  return summary.ok && !lost ? 0 : 1
}

async function startNodes(env, nodeArgs) {
  if (nodeCount === 1) {
    const server = await startServer({ env: { ...database.env, ...env }, nodeArgs })
    nodes.push({ url: server.url, publicUrl: null, server })
  } else {
    const cluster = { key: 'c0', database }
    const limiter = cpuLimiter('none', 1)
    const redis = { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' }
    for (let i = 0; i < nodeCount; i += 1)
      nodes.push(
        await startNode(cluster, i, { ...env, ...redis }, limiter, {
          serverNodeOptions: i === 0 ? nodeArgs : [],
        }),
      )
  }
  log(`  server: ${nodes.map((n) => `pid ${n.server.pid}`).join(', ')}`)
}

/** The entrant workers, each with its share (entrant i on node ⌊i / 8⌋ mod N), sockets open. */
async function startEntrants() {
  const k = Number(o.workers)
  const workers = Array.from({ length: k }, () =>
    forkWorker(join(import.meta.dirname, 'arena-worker.mjs')),
  )
  children.push(...workers)
  const startedAt = performance.now()
  await Promise.all(
    workers.map((worker, w) => {
      const mine = []
      for (let i = w * 8; i < entrants; i += 8 * k)
        for (let j = i; j < Math.min(i + 8, entrants); j += 1)
          mine.push({ name: `Entrant ${j + 1}`, node: Math.floor(j / 8) % nodeCount })
      worker.send({
        cmd: 'setup',
        setup: {
          entrants: mine,
          nodes: nodes.map(({ url, publicUrl }) => ({ url, publicUrl })),
          game: o.game,
          policy: 'foundation',
          thinkMs,
          thinkJitter,
          seed: 11 + w,
        },
      })
      return echo.nextMessage(worker, 'ready')
    }),
  )
  log(
    `  ${entrants} entrants' sessions and sockets ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  )
  return workers
}

/** Creates the arena, joins every entrant, measures a window in each round, waits for the end. */
async function runArena(workers, pids, windows) {
  const creator = await account(nodes[0].url)
  const created = await post(nodes[0].url, '/api/arenas', creator, {
    game: o.game,
    rounds: Number(o.rounds),
    roundSec: Number(o['round-sec']),
    startsInSec: startsIn,
    name: 'Bench arena',
  })
  const { arena } = created
  const heard = new Map()
  const finished = new Set()
  for (const worker of workers)
    worker.on('message', (m) => {
      if (m.type === 'round' && !heard.has(m.round)) heard.set(m.round, Date.now())
      if (m.type === 'arena-finished') finished.add(worker)
    })
  const joinedAt = Date.now()
  await all(workers, { cmd: 'join', arenaId: arena.id }, 'joined')
  const startsAt = Date.parse(arena.startsAt)
  log(
    `  arena ${arena.id}: ${entrants} joined in ${((Date.now() - joinedAt) / 1000).toFixed(1)} s, ${((startsAt - Date.now()) / 1000).toFixed(1)} s before its start`,
  )
  if (Date.now() > startsAt) throw new Error(`the joins ended after the start: raise --starts-in`)
  const roundMs = (Number(o['round-sec']) + 5) * 1000 + Number(o['countdown-ms'])
  const cpuBefore = pids().map(sampleProcess)
  const t0 = performance.now()
  for (let round = 1; round <= Number(o.rounds); round += 1) {
    const deadline = Date.now() + startsIn * 1000 + roundMs
    while (!heard.has(round) && Date.now() < deadline) await sleep(50)
    if (!heard.has(round)) throw new Error(`round ${round} did not start`)
    windows.arena.push(await measured(workers, pids, settle))
    log(`  arena round ${round}: ${line(windows.arena.at(-1))}`)
  }
  const deadline = Date.now() + roundMs + 30_000
  while (finished.size < workers.length && Date.now() < deadline) await sleep(100)
  const cpuAfter = pids().map(sampleProcess)
  return {
    id: arena.id,
    wallMs: performance.now() - t0,
    cpuMs: cpuAfter.map((a, i) => a.cpuMs - cpuBefore[i].cpuMs),
    everyoneFinished: finished.size === workers.length,
  }
}

/** A window of `seconds` after `lead` seconds: acks and latency, and each node's CPU. */
async function measured(workers, pids, lead) {
  await sleep(lead * 1000)
  const before = pids().map(sampleProcess)
  const startedAt = performance.now()
  for (const worker of workers) worker.send({ cmd: 'measure' })
  await sleep(seconds * 1000)
  const replies = await all(workers, { cmd: 'window' }, 'window')
  const after = pids().map(sampleProcess)
  const w = replies.map((r) => r.window)
  return {
    wallMs: performance.now() - startedAt,
    windowMs: Math.max(...w.map((x) => x.windowMs)),
    acks: w.reduce((n, x) => n + x.windowAcks, 0),
    rtt: merge(w.map((x) => x.windowRtt)),
    cpuMs: after.map((a, i) => a.cpuMs - before[i].cpuMs),
    errorsSoFar: mergeErrors(replies.map((r) => r.errors)),
  }
}

function line(w) {
  const cpu = w.cpuMs.reduce((a, b) => a + b, 0)
  const errors = Object.keys(w.errorsSoFar ?? {}).length
    ? `; errors so far ${JSON.stringify(w.errorsSoFar)}`
    : ''
  return `${w.acks} moves in ${(w.windowMs / 1000).toFixed(1)} s, CPU ${(cpu / w.acks).toFixed(3)} ms a move${errors}`
}

async function all(workers, message, type) {
  const replies = Promise.all(workers.map((worker) => echo.nextMessage(worker, type)))
  for (const worker of workers) worker.send(message)
  return replies
}

async function post(url, path, token, body) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  const answer = await response.json()
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(answer)}`)
  return answer
}

/** The arena's creator: a guest upgraded to an account (creating an arena needs one). */
async function account(url) {
  const { token } = await post(url, '/api/session', null, { name: 'Arena Maker' })
  await post(url, '/api/accounts/upgrade', token, {
    username: 'arenamaker',
    password: 'correct horse battery',
  })
  return token
}

async function profile(dir) {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.cpuprofile'))
  if (files.length === 0) return 'no CPU profile was written'
  const file = join(dir, files[0])
  return `${formatTop(topFunctions(JSON.parse(await readFile(file, 'utf8')), 25))}\n  profile kept at ${file}`
}
