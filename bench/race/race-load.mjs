// `pnpm bench:race`: N races of two bot racers and W watchers each against the real server
// (its own process), the same number of acking sockets against a bare Socket.IO echo server
// and a fan-out echo server, and the same race on boardgame.io, interleaved in rounds; then a
// durability check of both move logs. See bench/README.md ("Race load").
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { laneSetup, parseRaceArgs } from './args.mjs'
import { REPO_ROOT, startEchoServer, startPeerServer, startServer } from './child-processes.mjs'
import { formatTop, topFunctions } from './cpu-profile-top.mjs'
import { compareMoves, prepareDatabase, preparePeerDatabase } from './database.mjs'
import { merge, percentile } from './histogram.mjs'
import { CATEGORIES, perfAvailable, recordOnCpu, splitRecording } from './perf-split.mjs'
import { sampleProcess, trackNicedThreads } from './proc-stats.mjs'
import { benchServerEnv } from './server-env.mjs'
import { ratioSpread } from './rounds.mjs'
import { mergeWindows, readServerHistograms, serverTimings, windowOf } from './server-timings.mjs'
import { measure, pause, resume, startWorkers, stopWorkers, windowTotals } from './workers.mjs'
import { readFileSync } from 'node:fs'

const parsed = parseRaceArgs(process.argv.slice(2))
if (!parsed.ok) {
  console.error(parsed.message)
  process.exit(2)
}
const options = parsed.options
const log = (line) => console.log(line)
/** Where `--perf` keeps each window's recording (null without it). */
let perfDir = null

if (!existsSync(join(REPO_ROOT, 'apps', 'server', 'dist', 'main.js'))) {
  console.error(
    'apps/server/dist/main.js is missing: run `pnpm build` first (pnpm bench:race does).',
  )
  process.exit(2)
}

// --nodes: the race lane against clusters of server nodes (cluster-load.mjs).
if (options.nodes) {
  const { runCluster } = await import('./cluster-load.mjs')
  const code = await runCluster(options).catch((error) => {
    console.error(`bench:race failed: ${error?.stack ?? error}`)
    return 1
  })
  process.exit(code)
}

const summary = await run(options).catch((error) => {
  console.error(`bench:race failed: ${error?.stack ?? error}`)
  process.exit(1)
})
printReport(summary)
if (options.json) console.log(JSON.stringify(summary.json))
process.exit(0)

async function run(options) {
  if (options.perf && !perfAvailable())
    throw new Error('--perf needs Linux perf, allowed to record (perf stat -e cpu-clock true)')
  const database = await prepareDatabase(options.db)
  const profileDir = options.cpuProf ? await mkdtemp(join(tmpdir(), 'bench-race-prof-')) : null
  perfDir = options.perf ? await mkdtemp(join(tmpdir(), 'bench-race-perf-')) : null
  const servers = []
  const lanes = []
  let peerDatabase = null
  let peerSkipped = null
  try {
    return await runLanes()
  } finally {
    await database.dispose()
    await peerDatabase?.dispose()
    // The recordings are read once their split is made (tens of MB a window).
    if (perfDir) await rm(perfDir, { recursive: true, force: true })
  }

  async function runLanes() {
    try {
      if (options.peer) {
        peerDatabase = await preparePeerDatabase().catch((error) => {
          peerSkipped = `no Postgres for boardgame.io's storage: ${error.message}`
          return null
        })
      }
      log(
        `race load: ${options.races} races × 2 racers + ${options.watchers} watchers, ${options.game}, ${database.label}; ${options.rounds} rounds of ${options.seconds} s per lane`,
      )
      if (peerSkipped) log(`  peer lane skipped: ${peerSkipped}`)
      const server = await startServer({
        env: { ...database.env, ...benchServerEnv() },
        nodeArgs: [
          ...options.serverNodeOptions,
          ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
        ],
      })
      servers.push(server)
      const common = laneSetup(options)
      const raceSetup = { ...common, game: options.game, policy: options.policy }
      lanes.push(
        lane('race', 'race server', server.pid, database.backendPids, {
          ...raceSetup,
          mode: 'race',
          url: server.url,
        }),
      )
      for (const [key, name, wanted] of [
        ['echo', 'echo', options.echo],
        ['fanout', 'fan-out echo', options.echoFanout],
        ['shaped', 'move-shaped echo', options.shapedEcho],
      ]) {
        if (!wanted) continue
        const echoServer = await startEchoServer({ recovery: options.echoRecovery })
        servers.push(echoServer)
        lanes.push(
          lane(key, name, echoServer.pid, null, {
            ...common,
            mode: 'echo',
            url: echoServer.url,
            fanout: key === 'fanout',
            shaped: key === 'shaped',
          }),
        )
      }
      if (peerDatabase) {
        const peerServer = await startPeerServer({
          databaseUrl: peerDatabase.url,
          game: options.game,
          nodeArgs: options.peerNodeOptions,
        })
        servers.push(peerServer)
        lanes.push(
          lane('peer', 'boardgame.io', peerServer.pid, peerDatabase.backendPids, {
            ...raceSetup,
            mode: 'peer',
            url: peerServer.url,
          }),
        )
      }
      // Every lane is connected and seated before any round starts; a lane only moves in its turn.
      for (const each of lanes) {
        const { workers, setupMs } = await startWorkers(options.workers, each.setup)
        each.workers = workers
        log(
          `  ${each.name}: ${each.setup.races * 2} acking sockets ready in ${(setupMs / 1000).toFixed(1)} s`,
        )
      }
      for (let round = 0; round < options.rounds; round += 1) {
        for (const each of lanes) {
          const lead = round === 0 ? options.warmupSeconds : options.settleSeconds
          const figures = await turn(each, lead)
          each.rounds.push(figures)
          log(
            `  round ${round + 1}, ${each.name}: ${figures.perSec.toFixed(0)}/s, p99 ${fmt(figures.p99Ms)} ms`,
          )
        }
      }
      for (const each of lanes) {
        each.totals = totals(await stopWorkers(each.workers))
        each.workers = null
      }
    } finally {
      for (const each of lanes) for (const worker of each.workers ?? []) worker.kill()
      // The servers last: the race server closes its store on SIGTERM, the boardgame.io server
      // waits for its writes still running.
      for (const each of servers.reverse()) {
        const ended = await each.stop()
        if (ended.signal === 'SIGKILL') log(`warning: ${each.name} ignored SIGTERM and was killed`)
      }
    }
    const byKey = Object.fromEntries(lanes.map((each) => [each.key, aggregate(each)]))
    const durability = compareMoves(byKey.race.ackedByRace, await database.countMoves())
    const peerDurability = byKey.peer
      ? compareMoves(byKey.peer.ackedByRace, await peerDatabase.countMoves())
      : null
    const profile = profileDir ? await summariseProfile(profileDir) : null
    if (perfDir) for (const each of lanes) byKey[each.key].onCpu = onCpuSplit(each)
    return summarise(byKey, durability, peerDurability, peerSkipped, profile)
  }
}

/**
 * The lane's CPU a move by `perf`'s categories (perf-split.mjs), over its measured windows: what
 * each window's recording holds, divided by the moves (echoes) answered in the windows.
 */
function onCpuSplit(lane) {
  const ms = Object.fromEntries(CATEGORIES.map((category) => [category, 0]))
  let acks = 0
  for (const round of lane.rounds) {
    if (!round.perf) continue
    const split = splitRecording(round.perf.file, {
      mainTid: lane.pid,
      solverTids: new Set(round.perf.solverTids),
    })
    for (const category of CATEGORIES) ms[category] += split[category]
    acks += round.acks
  }
  const perMove = Object.fromEntries(
    CATEGORIES.map((category) => [category, acks > 0 ? ms[category] / acks : null]),
  )
  return {
    ...perMove,
    total:
      acks > 0 ? CATEGORIES.reduce((t, c) => t + (c === 'solver' ? 0 : ms[c]), 0) / acks : null,
  }
}

function lane(key, name, pid, dbPids, setup) {
  return { key, name, pid, dbPids, setup, workers: null, rounds: [], totals: null }
}

/**
 * One lane's turn in a round: load on, `lead` seconds unmeasured, then the measured window
 * while sampling the lane's server (and the database's backend processes, when `dbPids` finds
 * any), then load off and every move in flight drained.
 */
async function turn(lane, lead) {
  resume(lane.workers)
  await sleep(lead * 1000)
  const backends = lane.dbPids ? await lane.dbPids() : []
  // The race server's own histograms, read before the CPU samples and after them, so that
  // rendering /metrics is not a move's cost.
  const metricsUrl = lane.key === 'race' ? lane.setup.url : null
  const histogramsBefore = metricsUrl ? await readServerHistograms(metricsUrl) : null
  const backendsBefore = backends.map(sampleProcess)
  const before = sampleProcess(lane.pid)
  const niced = trackNicedThreads(lane.pid)
  const startedAt = performance.now()
  measure(lane.workers)
  const perfFile = perfDir ? join(perfDir, `${lane.key}-${lane.rounds.length}.data`) : null
  const recording = perfFile ? recordOnCpu(lane.pid, options.seconds, perfFile) : null
  let peakRssMB = before?.rssMB ?? 0
  const sampler = setInterval(() => {
    const sample = sampleProcess(lane.pid)
    if (sample) peakRssMB = Math.max(peakRssMB, sample.rssMB)
    niced.sample()
  }, 250)
  await sleep(options.seconds * 1000)
  clearInterval(sampler)
  await recording
  const after = sampleProcess(lane.pid)
  const nicedCpuMs = niced.cpuMs()
  const wallMs = performance.now() - startedAt
  const backendsAfter = backends.map(sampleProcess)
  const histogramsAfter = histogramsBefore ? await readServerHistograms(metricsUrl) : null
  const replies = await pause(lane.workers)
  const { figures, sum } = windowTotals(replies, wallMs)
  return {
    ...figures,
    racesStarted: sum((w) => w.windowRacesStarted),
    // The server's par solves (nice 19 threads) are a finished race's work, not a move's: apart.
    targetCpuMs: before && after ? after.cpuMs - before.cpuMs - nicedCpuMs : null,
    solverCpuMs: nicedCpuMs,
    dbCpuMs:
      backends.length === 0
        ? null
        : backends.reduce(
            (total, _, i) =>
              total +
              (backendsBefore[i] && backendsAfter[i]
                ? backendsAfter[i].cpuMs - backendsBefore[i].cpuMs
                : 0),
            0,
          ),
    rssStartMB: before?.rssMB ?? null,
    rssMB: after?.rssMB ?? null,
    peakRssMB: Math.max(peakRssMB, after?.rssMB ?? 0),
    drained: replies.every((reply) => reply.drained),
    perf: perfFile ? { file: perfFile, solverTids: niced.tids() } : null,
    serverHistograms:
      histogramsBefore && histogramsAfter ? windowOf(histogramsAfter, histogramsBefore) : null,
  }
}

/** The workers' totals over the whole run (stopWorkers) with the mean sizes of what was sent. */
function totals(stopped) {
  const { sum } = stopped
  return {
    ...stopped.totals,
    ackBytes:
      sum((m) => m.ackBytesSampled) /
      Math.max(
        1,
        sum((m) => m.ackSamples),
      ),
    opponentEventBytes:
      sum((m) => m.racerEventBytesSampled ?? 0) /
      Math.max(
        1,
        sum((m) => m.racerEventSamples ?? 0),
      ),
    watcherEventBytes:
      sum((m) => m.watcherEventBytesSampled ?? 0) /
      Math.max(
        1,
        sum((m) => m.watcherEventSamples ?? 0),
      ),
  }
}

/** A lane's figures over all its measured windows. */
function aggregate(lane) {
  const rounds = lane.rounds
  const sum = (pick) => rounds.reduce((total, r) => total + pick(r), 0)
  const windowMs = sum((r) => r.windowMs)
  const wallMs = sum((r) => r.wallMs)
  const rtt = merge(rounds.map((r) => r.rtt))
  const perSecOf = (count) => (count * 1000) / windowMs
  const coresOf = (pick, ms) => (rounds.some((r) => pick(r) === null) ? null : sum(pick) / ms)
  return {
    ...lane.totals,
    rounds,
    perSec: perSecOf(sum((r) => r.acks)),
    p50Ms: percentile(rtt, 0.5),
    p95Ms: percentile(rtt, 0.95),
    p99Ms: percentile(rtt, 0.99),
    maxMs: rtt.max,
    watcherEventsPerSec: perSecOf(sum((r) => r.watcherEvents)),
    racerEventsPerSec: perSecOf(sum((r) => r.racerEvents)),
    racesStartedInWindow: sum((r) => r.racesStarted),
    targetCores: coresOf((r) => r.targetCpuMs, wallMs),
    solverCores: coresOf((r) => r.solverCpuMs, wallMs),
    clientCores: coresOf((r) => r.clientCpuMs, windowMs),
    dbCores: coresOf((r) => r.dbCpuMs, wallMs),
    rssStartMB: rounds[0]?.rssStartMB ?? null,
    rssMB: rounds.at(-1)?.rssMB ?? null,
    peakRssMB: Math.max(...rounds.map((r) => r.peakRssMB)),
    server: rounds.every((r) => r.serverHistograms)
      ? serverTimings(mergeWindows(rounds.map((r) => r.serverHistograms)))
      : null,
  }
}

async function summariseProfile(dir) {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.cpuprofile'))
  if (files.length === 0)
    return 'no CPU profile was written (the server must exit normally on SIGTERM)'
  const file = join(dir, files[0])
  const top = formatTop(topFunctions(JSON.parse(readFileSync(file, 'utf8')), 25))
  return `${top}\n  profile kept at ${file}`
}

function summarise(lanes, durability, peerDurability, peerSkipped, profile) {
  const { race, echo, fanout, shaped, peer } = lanes
  const round = (value, digits = 2) =>
    value === null || value === undefined ? null : Number(value.toFixed(digits))
  const echoRatio = echo ? ratioSpread(race, echo) : null
  const json = {
    races: options.races,
    watchers: options.watchers,
    rounds: options.rounds,
    seconds: options.seconds,
    db: options.db,
    game: options.game,
    thinkMs: options.thinkMs,
    movesPerSec: round(race.perSec, 1),
    p50Ms: round(race.p50Ms),
    p95Ms: round(race.p95Ms),
    p99Ms: round(race.p99Ms),
    echoPerSec: echo ? round(echo.perSec, 1) : null,
    echoP99Ms: echo ? round(echo.p99Ms) : null,
    ratio: echo ? round(echoRatio.median, 3) : null,
    ratioMin: echo ? round(echoRatio.min, 3) : null,
    ratioMax: echo ? round(echoRatio.max, 3) : null,
    p99Ratio: echo ? round(ratioSpread(race, echo, (r) => r.p99Ms).median, 2) : null,
    progressPerSec: round(race.watcherEventsPerSec, 1),
    ackBytes: round(race.ackBytes, 0),
    opponentEventBytes: round(race.opponentEventBytes, 0),
    watcherEventBytes: round(race.watcherEventBytes, 0),
    ackedMoves: race.ackedTotal,
    storedMoves: durability.storedMoves,
    rssMB: round(race.peakRssMB, 1),
    serverCores: round(race.targetCores),
    solverCores: round(race.solverCores),
    serverCpuMsPerMove: round(cpuMsPer(race), 3),
    echoCpuMsPerEcho: echo ? round(cpuMsPer(echo), 3) : null,
    clientCpuMsPerMove: round(cpuMsPer(race, 'clientCores'), 3),
    dbCpuMsPerMove: round(cpuMsPer(race, 'dbCores'), 3),
    echoClientCpuMsPerEcho: echo ? round(cpuMsPer(echo, 'clientCores'), 3) : null,
    errors: race.errors,
    serverAnswerP50Ms: round(race.server?.answerP50Ms),
    serverAnswerP95Ms: round(race.server?.answerP95Ms),
    serverAnswerP99Ms: round(race.server?.answerP99Ms),
    movesPerWrite: round(race.server?.movesPerWrite, 1),
    writeMeanMs: round(race.server?.writeMeanMs),
    writeP99Ms: round(race.server?.writeP99Ms),
  }
  if (fanout) {
    Object.assign(json, echoFigures('fanout', fanout, race, round))
    json.fanoutClientCpuMsPerEcho = round(cpuMsPer(fanout, 'clientCores'), 3)
  }
  if (shaped) {
    Object.assign(json, echoFigures('shaped', shaped, race, round))
    json.shapedAckBytes = round(shaped.ackBytes, 0)
    json.shapedOpponentEventBytes = round(shaped.opponentEventBytes, 0)
    json.shapedWatcherEventBytes = round(shaped.watcherEventBytes, 0)
  }
  if (options.peer) {
    const spread = peer ? ratioSpread(race, peer) : null
    Object.assign(json, {
      peerSkipped,
      peerMovesPerSec: peer ? round(peer.perSec, 1) : null,
      peerP50Ms: peer ? round(peer.p50Ms) : null,
      peerP99Ms: peer ? round(peer.p99Ms) : null,
      peerRatio: peer ? round(spread.median, 3) : null,
      peerRatioMin: peer ? round(spread.min, 3) : null,
      peerRatioMax: peer ? round(spread.max, 3) : null,
      peerProgressPerSec: peer ? round(peer.watcherEventsPerSec, 1) : null,
      peerAckedMoves: peer ? peer.ackedTotal : null,
      peerStoredMoves: peerDurability ? peerDurability.storedMoves : null,
      peerRssMB: peer ? round(peer.peakRssMB, 1) : null,
      peerServerCpuMsPerMove: peer ? round(cpuMsPer(peer), 3) : null,
      peerDbCpuMsPerMove: peer ? round(cpuMsPer(peer, 'dbCores'), 3) : null,
      peerClientCpuMsPerMove: peer ? round(cpuMsPer(peer, 'clientCores'), 3) : null,
      peerErrors: peer ? peer.errors : null,
    })
  }
  if (options.perf) {
    json.onCpuMsPerMove = Object.fromEntries(
      Object.entries(lanes)
        .filter(([, lane]) => lane?.onCpu)
        .map(([key, lane]) => [
          key,
          Object.fromEntries(Object.entries(lane.onCpu).map(([k, v]) => [k, round(v, 4)])),
        ]),
    )
  }
  json.perRound = race.rounds.map((_, i) => {
    const row = { movesPerSec: round(race.rounds[i].perSec, 1) }
    if (echo) row.echoPerSec = round(echo.rounds[i].perSec, 1)
    if (fanout) row.fanoutEchoPerSec = round(fanout.rounds[i].perSec, 1)
    if (shaped) row.shapedEchoPerSec = round(shaped.rounds[i].perSec, 1)
    if (peer) row.peerMovesPerSec = round(peer.rounds[i].perSec, 1)
    return row
  })
  return { lanes, durability, peerDurability, peerSkipped, profile, json }
}

/** An echo lane's figures, keyed `<prefix>EchoPerSec` and so on, with our CPU a move over its. */
function echoFigures(prefix, lane, race, round) {
  const spread = ratioSpread(race, lane)
  return {
    [`${prefix}EchoPerSec`]: round(lane.perSec, 1),
    [`${prefix}EchoP99Ms`]: round(lane.p99Ms),
    [`${prefix}Ratio`]: round(spread.median, 3),
    [`${prefix}RatioMin`]: round(spread.min, 3),
    [`${prefix}RatioMax`]: round(spread.max, 3),
    [`${prefix}CpuMsPerEcho`]: round(cpuMsPer(lane), 3),
    [`${prefix}CpuRatio`]: round(cpuMsPer(race) / cpuMsPer(lane), 2),
  }
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

function printReport({ lanes, durability, peerDurability, peerSkipped, profile, json }) {
  const { race, echo, fanout, shaped, peer } = lanes
  const range = (median, min, max) => `${fmt(median, 3)} (rounds ${fmt(min, 3)}–${fmt(max, 3)})`
  log('')
  log(
    `race server   ${fmt(race.perSec, 0)} acked moves/s   rtt p50 ${fmt(race.p50Ms)} / p95 ${fmt(race.p95Ms)} / p99 ${fmt(race.p99Ms)} / max ${fmt(race.maxMs)} ms`,
  )
  log(
    `              progress to watchers ${fmt(race.watcherEventsPerSec, 0)}/s, to opponents ${fmt(race.racerEventsPerSec, 0)}/s; ${race.racesStartedInWindow} new races started in the windows`,
  )
  log(
    `              server RSS ${fmt(race.rssStartMB, 0)} → ${fmt(race.rssMB, 0)} MB over the windows (peak ${fmt(race.peakRssMB, 0)} MB), CPU ${fmt(race.targetCores)} cores (${fmt(cpuMsPer(race), 3)} ms a move; par solver threads ${fmt(race.solverCores)} cores apart); load generator CPU ${fmt(race.clientCores)} cores (${fmt(cpuMsPer(race, 'clientCores'), 3)} ms a move); mean move ack ${fmt(race.ackBytes, 0)} bytes, race:progress ${fmt(race.opponentEventBytes, 0)} bytes to the opponent and ${fmt(race.watcherEventBytes, 0)} to a watcher`,
  )
  if (race.dbCores !== null)
    log(
      `              Postgres backends CPU ${fmt(race.dbCores)} cores (${fmt(cpuMsPer(race, 'dbCores'), 3)} ms a move)`,
    )
  if (race.server)
    log(
      `              in the server (its /metrics): race:move handler to answer p50 ${fmt(race.server.answerP50Ms)} / p95 ${fmt(race.server.answerP95Ms)} / p99 ${fmt(race.server.answerP99Ms)} ms; move log ${fmt(race.server.movesPerWrite, 1)} moves a write, ${fmt(race.server.writeMeanMs)} ms a write (p99 ${fmt(race.server.writeP99Ms)})`,
    )
  if (echo) {
    log(
      `echo baseline ${fmt(echo.perSec, 0)} acked echoes/s  rtt p50 ${fmt(echo.p50Ms)} / p95 ${fmt(echo.p95Ms)} / p99 ${fmt(echo.p99Ms)} ms; echo server CPU ${fmt(echo.targetCores)} cores (${fmt(cpuMsPer(echo), 3)} ms an echo), load generator ${fmt(echo.clientCores)} cores (${fmt(cpuMsPer(echo, 'clientCores'), 3)} ms an echo)`,
    )
    log(
      `              moves/s ÷ echoes/s = ${range(json.ratio, json.ratioMin, json.ratioMax)}   p99 ÷ echo p99 = ${fmt(json.p99Ratio)}`,
    )
    if (Object.keys(echo.errors).length > 0) log(`echo errors   ${JSON.stringify(echo.errors)}`)
  }
  if (fanout) {
    log(
      `fan-out echo  ${fmt(fanout.perSec, 0)} acked echoes/s, relayed ${fmt(fanout.watcherEventsPerSec + fanout.racerEventsPerSec, 0)}/s  rtt p50 ${fmt(fanout.p50Ms)} / p99 ${fmt(fanout.p99Ms)} ms; server CPU ${fmt(fanout.targetCores)} cores (${fmt(cpuMsPer(fanout), 3)} ms an echo), load generator ${fmt(fanout.clientCores)} cores (${fmt(cpuMsPer(fanout, 'clientCores'), 3)} ms an echo), RSS ${fmt(fanout.rssStartMB, 0)} → ${fmt(fanout.rssMB, 0)} MB`,
    )
    log(
      `              moves/s ÷ fan-out echoes/s = ${range(json.fanoutRatio, json.fanoutRatioMin, json.fanoutRatioMax)}; server CPU a move ÷ an echo's = ${fmt(json.fanoutCpuRatio)}`,
    )
  }
  if (shaped) {
    log(
      `move-shaped   ${fmt(shaped.perSec, 0)} acked echoes/s, relayed ${fmt(shaped.watcherEventsPerSec + shaped.racerEventsPerSec, 0)}/s  rtt p50 ${fmt(shaped.p50Ms)} / p99 ${fmt(shaped.p99Ms)} ms; server CPU ${fmt(shaped.targetCores)} cores (${fmt(cpuMsPer(shaped), 3)} ms an echo), load generator ${fmt(shaped.clientCores)} cores; mean ack ${fmt(shaped.ackBytes, 0)} bytes, race:progress ${fmt(shaped.opponentEventBytes, 0)} bytes to the opponent and ${fmt(shaped.watcherEventBytes, 0)} to a watcher`,
    )
    log(
      `              moves/s ÷ move-shaped echoes/s = ${range(json.shapedRatio, json.shapedRatioMin, json.shapedRatioMax)}; server CPU a move ÷ an echo's = ${fmt(json.shapedCpuRatio)}`,
    )
  }
  if (peer) {
    log(
      `boardgame.io  ${fmt(peer.perSec, 0)} moves/s  rtt p50 ${fmt(peer.p50Ms)} / p95 ${fmt(peer.p95Ms)} / p99 ${fmt(peer.p99Ms)} / max ${fmt(peer.maxMs)} ms; updates to watchers ${fmt(peer.watcherEventsPerSec, 0)}/s, to opponents ${fmt(peer.racerEventsPerSec, 0)}/s; ${peer.racesStartedInWindow} new matches in the windows`,
    )
    log(
      `              server CPU ${fmt(peer.targetCores)} cores (${fmt(cpuMsPer(peer), 3)} ms a move), Postgres backends ${fmt(peer.dbCores)} cores (${fmt(cpuMsPer(peer, 'dbCores'), 3)} ms a move), load generator ${fmt(peer.clientCores)} cores (${fmt(cpuMsPer(peer, 'clientCores'), 3)} ms a move); RSS ${fmt(peer.rssStartMB, 0)} → ${fmt(peer.rssMB, 0)} MB (peak ${fmt(peer.peakRssMB, 0)}); mean update to the mover ${fmt(peer.ackBytes, 0)} bytes`,
    )
    log(
      `              moves/s ÷ boardgame.io moves/s = ${range(json.peerRatio, json.peerRatioMin, json.peerRatioMax)}`,
    )
    const same =
      peerDurability.storedMoves === peer.ackedTotal && peerDurability.mismatched.length === 0
    log(
      `              applied and broadcast ${peer.ackedTotal} moves, stored ${peerDurability.storedMoves}: ${same ? 'equal, match by match' : 'MISMATCH'}${Object.keys(peer.errors).length > 0 ? `; errors ${JSON.stringify(peer.errors)}` : ''}`,
    )
    if (!same)
      log(
        `              first mismatches: ${JSON.stringify(peerDurability.mismatched.slice(0, 5))}`,
      )
  } else if (peerSkipped) log(`boardgame.io  skipped: ${peerSkipped}`)
  log(`per round     ${json.perRound.map((row) => JSON.stringify(row)).join(' ')}`)
  const same = durability.storedMoves === race.ackedTotal && durability.mismatched.length === 0
  log(
    `durability    acked ${race.ackedTotal} moves, stored ${durability.storedMoves}: ${same ? 'equal, race by race' : 'MISMATCH'}`,
  )
  if (!same)
    log(`              first mismatches: ${JSON.stringify(durability.mismatched.slice(0, 5))}`)
  for (const each of Object.values(lanes))
    if (each.undrained > 0 || each.rounds.some((r) => !r.drained))
      log(`              ${each.key}: moves were still unacknowledged when a turn ended`)
  log(
    `errors        ${Object.keys(race.errors).length === 0 ? 'none' : JSON.stringify(race.errors)}`,
  )
  for (const [key, each] of Object.entries(lanes)) {
    const c = each?.onCpu
    if (!c) continue
    log(
      `on-CPU ${key.padEnd(7)}(perf) ms a move ${fmt(c.total, 3)}: event loop ${fmt(c.loop, 3)} + its kernel time ${fmt(c.loopKernel, 3)}, collector ${fmt(c.gc, 3)}, compiler ${fmt(c.compiler, 3)}, other threads ${fmt(c.otherThreads, 3)}; par solver apart ${fmt(c.solver, 3)}`,
    )
  }
  if (profile) log(`\n${profile}`)
}

function fmt(value, digits = 2) {
  return value === null || value === undefined ? 'n/a' : value.toFixed(digits)
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
