// `pnpm bench:race`: N races of two bot racers and W watchers each against the real server
// (its own process), then the same number of acking sockets against a bare Socket.IO echo
// server, then a durability check of the move log. See bench/README.md ("Race load").
import { existsSync } from 'node:fs'
import { mkdtemp, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseRaceArgs } from './args.mjs'
import { REPO_ROOT, startEchoServer, startServer } from './child-processes.mjs'
import { formatTop, topFunctions } from './cpu-profile-top.mjs'
import { prepareDatabase } from './database.mjs'
import { merge, percentile } from './histogram.mjs'
import { cpuCores, sampleProcess } from './proc-stats.mjs'
import { benchServerEnv } from './server-env.mjs'
import { measure, startWorkers, stopWorkers } from './workers.mjs'
import { readFileSync } from 'node:fs'

const parsed = parseRaceArgs(process.argv.slice(2))
if (!parsed.ok) {
  console.error(parsed.message)
  process.exit(2)
}
const options = parsed.options
const log = (line) => console.log(line)

if (!existsSync(join(REPO_ROOT, 'apps', 'server', 'dist', 'main.js'))) {
  console.error(
    'apps/server/dist/main.js is missing: run `pnpm build` first (pnpm bench:race does).',
  )
  process.exit(2)
}

const summary = await run(options).catch((error) => {
  console.error(`bench:race failed: ${error?.stack ?? error}`)
  process.exit(1)
})
printReport(summary)
if (options.json) console.log(JSON.stringify(summary.json))
process.exit(0)

async function run(options) {
  const database = await prepareDatabase(options.db)
  const profileDir = options.cpuProf ? await mkdtemp(join(tmpdir(), 'bench-race-prof-')) : null
  try {
    log(
      `race load: ${options.races} races × 2 racers + ${options.watchers} watchers, ${options.game}, ${database.label}`,
    )
    const server = await startServer({
      env: { ...database.env, ...benchServerEnv() },
      nodeArgs: [
        ...options.serverNodeOptions,
        ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      ],
    })
    let race
    try {
      race = await phase('race', server.pid, database.backendPids, {
        mode: 'race',
        url: server.url,
        races: options.races,
        watchers: options.watchers,
        game: options.game,
        policy: options.policy,
        thinkMs: options.thinkMs,
        thinkJitter: options.thinkJitter,
        seed: 1,
      })
    } finally {
      const ended = await server.stop()
      if (ended.signal === 'SIGKILL') log(`warning: the server ignored SIGTERM and was killed`)
    }
    const stored = await database.countMoves()
    const durability = compare(race.ackedByRace, stored)
    const echo = options.echo ? await echoPhase(false) : null
    const fanout = options.echoFanout ? await echoPhase(true) : null
    const profile = profileDir ? await summariseProfile(profileDir) : null
    return summarise(race, echo, fanout, durability, profile)
  } finally {
    await database.dispose()
  }
}

async function echoPhase(fanout) {
  const echoServer = await startEchoServer({ recovery: options.echoRecovery })
  try {
    return await phase(fanout ? 'echo with fan-out' : 'echo', echoServer.pid, null, {
      mode: 'echo',
      url: echoServer.url,
      races: options.races,
      watchers: options.watchers,
      fanout,
      thinkMs: options.thinkMs,
      thinkJitter: options.thinkJitter,
      seed: 1,
    })
  } finally {
    await echoServer.stop()
  }
}

/**
 * setup → warm-up → measured window → stop, sampling the target process (and the database's
 * backend processes, when `dbPids` finds any) meanwhile.
 */
async function phase(name, pid, dbPids, setup) {
  const { workers, setupMs } = await startWorkers(options.workers, setup)
  log(
    `  ${name}: ${setup.races * 2} acking sockets ready in ${(setupMs / 1000).toFixed(1)} s; warm-up ${options.warmupSeconds} s`,
  )
  await sleep(options.warmupSeconds * 1000)
  const backends = dbPids ? await dbPids() : []
  const backendsBefore = backends.map(sampleProcess)
  const before = sampleProcess(pid)
  const startedAt = performance.now()
  measure(workers)
  let peakRssMB = before?.rssMB ?? 0
  const sampler = setInterval(() => {
    const sample = sampleProcess(pid)
    if (sample) peakRssMB = Math.max(peakRssMB, sample.rssMB)
  }, 250)
  await sleep(options.seconds * 1000)
  clearInterval(sampler)
  const after = sampleProcess(pid)
  const wallMs = performance.now() - startedAt
  const backendsAfter = backends.map(sampleProcess)
  const reports = await stopWorkers(workers)
  const metrics = reports.map((report) => report.metrics)
  const windowMs = Math.max(...metrics.map((m) => m.windowMs))
  const sum = (pick) => metrics.reduce((total, m) => total + pick(m), 0)
  const rtt = merge(metrics.map((m) => m.windowRtt))
  const errors = {}
  for (const m of metrics)
    for (const [code, n] of Object.entries(m.errors)) errors[code] = (errors[code] ?? 0) + n
  const ackedByRace = {}
  for (const m of metrics) Object.assign(ackedByRace, m.ackedByRace)
  return {
    windowMs,
    perSec: (sum((m) => m.windowAcks) * 1000) / windowMs,
    p50Ms: percentile(rtt, 0.5),
    p95Ms: percentile(rtt, 0.95),
    p99Ms: percentile(rtt, 0.99),
    maxMs: rtt.max,
    watcherEventsPerSec: (sum((m) => m.windowWatcherEvents) * 1000) / windowMs,
    racerEventsPerSec: (sum((m) => m.windowRacerEvents) * 1000) / windowMs,
    racesStartedInWindow: sum((m) => m.windowRacesStarted),
    ackedTotal: sum((m) => m.ackedTotal),
    ackedByRace,
    undrained: sum((m) => m.inFlight),
    ackBytes:
      sum((m) => m.ackBytesSampled) /
      Math.max(
        1,
        sum((m) => m.ackSamples),
      ),
    clientCores: sum((m) => m.cpuMs) / windowMs,
    targetCores: cpuCores(before, after, wallMs),
    dbCores:
      backends.length === 0
        ? null
        : backends.reduce(
            (total, _, i) => total + (cpuCores(backendsBefore[i], backendsAfter[i], wallMs) ?? 0),
            0,
          ),
    rssStartMB: before?.rssMB ?? null,
    rssMB: after?.rssMB ?? null,
    peakRssMB: Math.max(peakRssMB, after?.rssMB ?? 0),
    errors,
  }
}

function compare(ackedByRace, storedByRace) {
  let storedMoves = 0
  for (const n of storedByRace.values()) storedMoves += n
  const mismatched = []
  const ids = new Set([...Object.keys(ackedByRace), ...storedByRace.keys()])
  for (const id of ids) {
    const acked = ackedByRace[id] ?? 0
    const stored = storedByRace.get(id) ?? 0
    if (acked !== stored) mismatched.push({ raceId: id, acked, stored })
  }
  return { storedMoves, mismatched }
}

async function summariseProfile(dir) {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.cpuprofile'))
  if (files.length === 0)
    return 'no CPU profile was written (the server must exit normally on SIGTERM)'
  const file = join(dir, files[0])
  const top = formatTop(topFunctions(JSON.parse(readFileSync(file, 'utf8')), 25))
  return `${top}\n  profile kept at ${file}`
}

function summarise(race, echo, fanout, durability, profile) {
  const round = (value, digits = 2) =>
    value === null || value === undefined ? null : Number(value.toFixed(digits))
  const json = {
    races: options.races,
    watchers: options.watchers,
    seconds: options.seconds,
    db: options.db,
    game: options.game,
    movesPerSec: round(race.perSec, 1),
    p50Ms: round(race.p50Ms),
    p95Ms: round(race.p95Ms),
    p99Ms: round(race.p99Ms),
    echoPerSec: echo ? round(echo.perSec, 1) : null,
    echoP99Ms: echo ? round(echo.p99Ms) : null,
    ratio: echo ? round(race.perSec / echo.perSec, 3) : null,
    p99Ratio: echo && echo.p99Ms ? round(race.p99Ms / echo.p99Ms, 2) : null,
    progressPerSec: round(race.watcherEventsPerSec, 1),
    ackedMoves: race.ackedTotal,
    storedMoves: durability.storedMoves,
    rssMB: round(race.peakRssMB, 1),
    serverCores: round(race.targetCores),
    serverCpuMsPerMove: round(cpuMsPer(race), 3),
    echoCpuMsPerEcho: echo ? round(cpuMsPer(echo), 3) : null,
    clientCpuMsPerMove: round(cpuMsPer(race, 'clientCores'), 3),
    dbCpuMsPerMove: round(cpuMsPer(race, 'dbCores'), 3),
    echoClientCpuMsPerEcho: echo ? round(cpuMsPer(echo, 'clientCores'), 3) : null,
    errors: race.errors,
  }
  if (fanout) {
    json.fanoutEchoPerSec = round(fanout.perSec, 1)
    json.fanoutEchoP99Ms = round(fanout.p99Ms)
    json.fanoutRatio = round(race.perSec / fanout.perSec, 3)
    json.fanoutCpuMsPerEcho = round(cpuMsPer(fanout), 3)
    json.fanoutClientCpuMsPerEcho = round(cpuMsPer(fanout, 'clientCores'), 3)
  }
  return { race, echo, fanout, durability, profile, json }
}

/**
 * CPU time per acknowledged round trip of the server (or, with 'clientCores', of the load
 * generator): comparable even on a busy machine.
 */
function cpuMsPer(phase, cores = 'targetCores') {
  return phase[cores] === null || phase[cores] === undefined || phase.perSec === 0
    ? null
    : (phase[cores] * 1000) / phase.perSec
}

function printReport({ race, echo, fanout, durability, profile, json }) {
  const fmt = (value, digits = 2) =>
    value === null || value === undefined ? 'n/a' : value.toFixed(digits)
  log('')
  log(
    `race server   ${fmt(race.perSec, 0)} acked moves/s   rtt p50 ${fmt(race.p50Ms)} / p95 ${fmt(race.p95Ms)} / p99 ${fmt(race.p99Ms)} / max ${fmt(race.maxMs)} ms`,
  )
  log(
    `              progress to watchers ${fmt(race.watcherEventsPerSec, 0)}/s, to opponents ${fmt(race.racerEventsPerSec, 0)}/s; ${race.racesStartedInWindow} new races started in the window`,
  )
  log(
    `              server RSS ${fmt(race.rssStartMB, 0)} → ${fmt(race.rssMB, 0)} MB over the window (peak ${fmt(race.peakRssMB, 0)} MB), CPU ${fmt(race.targetCores)} cores (${fmt(cpuMsPer(race), 3)} ms a move); load generator CPU ${fmt(race.clientCores)} cores (${fmt(cpuMsPer(race, 'clientCores'), 3)} ms a move); mean move ack ${fmt(race.ackBytes, 0)} bytes`,
  )
  if (race.dbCores !== null)
    log(
      `              Postgres backends CPU ${fmt(race.dbCores)} cores (${fmt(cpuMsPer(race, 'dbCores'), 3)} ms a move)`,
    )
  if (echo) {
    log(
      `echo baseline ${fmt(echo.perSec, 0)} acked echoes/s  rtt p50 ${fmt(echo.p50Ms)} / p95 ${fmt(echo.p95Ms)} / p99 ${fmt(echo.p99Ms)} ms; echo server CPU ${fmt(echo.targetCores)} cores (${fmt(cpuMsPer(echo), 3)} ms an echo), load generator ${fmt(echo.clientCores)} cores (${fmt(cpuMsPer(echo, 'clientCores'), 3)} ms an echo)`,
    )
    log(
      `ratio         moves/s ÷ echoes/s = ${fmt(json.ratio, 3)}   p99 ÷ echo p99 = ${fmt(json.p99Ratio)}`,
    )
    if (Object.keys(echo.errors).length > 0) log(`echo errors   ${JSON.stringify(echo.errors)}`)
  }
  if (fanout) {
    log(
      `fan-out echo  ${fmt(fanout.perSec, 0)} acked echoes/s, relayed ${fmt(fanout.watcherEventsPerSec + fanout.racerEventsPerSec, 0)}/s  rtt p50 ${fmt(fanout.p50Ms)} / p99 ${fmt(fanout.p99Ms)} ms; server CPU ${fmt(fanout.targetCores)} cores (${fmt(cpuMsPer(fanout), 3)} ms an echo), load generator ${fmt(fanout.clientCores)} cores (${fmt(cpuMsPer(fanout, 'clientCores'), 3)} ms an echo), RSS ${fmt(fanout.rssStartMB, 0)} → ${fmt(fanout.rssMB, 0)} MB`,
    )
    log(`              moves/s ÷ fan-out echoes/s = ${fmt(json.fanoutRatio, 3)}`)
  }
  const same = durability.storedMoves === race.ackedTotal && durability.mismatched.length === 0
  log(
    `durability    acked ${race.ackedTotal} moves, stored ${durability.storedMoves}: ${same ? 'equal, race by race' : 'MISMATCH'}`,
  )
  if (!same)
    log(`              first mismatches: ${JSON.stringify(durability.mismatched.slice(0, 5))}`)
  if (race.undrained > 0)
    log(`              ${race.undrained} moves were still unacknowledged when the run stopped`)
  log(
    `errors        ${Object.keys(race.errors).length === 0 ? 'none' : JSON.stringify(race.errors)}`,
  )
  if (profile) log(`\n${profile}`)
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
