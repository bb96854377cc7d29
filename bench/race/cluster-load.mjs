// `pnpm bench:race --nodes N[,M…]`: the race lane against a cluster (docs/scaling.md) instead
// of one process. Each entry of --nodes is a cluster of that many built server nodes on a fresh
// Postgres database of its own and the shared Redis, every node under an equal CPU quota
// (cpu-limit.mjs). Lanes create their races round-robin across the nodes (REST on node i,
// racers' sockets on node i, watchers on node i + 1); with several clusters, each is a lane of
// the interleaved rounds, so they are measured within seconds of each other and each later
// cluster is reported against the first, round by round. See bench/README.md ("Cluster").
import { execFileSync } from 'node:child_process'
import { laneSetup } from './args.mjs'
import { freePort, startServer } from './child-processes.mjs'
import { cpuLimiter } from './cpu-limit.mjs'
import { compareMoves, prepareDatabase } from './database.mjs'
import { merge, percentile } from './histogram.mjs'
import { mergeErrors } from './metrics.mjs'
import { sampleProcess } from './proc-stats.mjs'
import { ratioSpread } from './rounds.mjs'
import { benchServerEnv } from './server-env.mjs'
import { measure, pause, resume, startWorkers, stopWorkers, windowTotals } from './workers.mjs'

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const log = (line) => console.log(line)

/** Runs the clusters; prints the report (and the JSON line); resolves the exit code. */
export async function runCluster(options) {
  const limiter = cpuLimiter(options.cpuLimit, options.nodeCpu)
  const clusters = []
  try {
    const summary = await runLanes(options, limiter, clusters)
    printReport(summary)
    if (options.json) log(JSON.stringify(summary.json))
    return summary.ok ? 0 : 1
  } finally {
    for (const cluster of clusters) await cluster.database.dispose()
    limiter.dispose()
  }
}

async function runLanes(options, limiter, clusters) {
  // One secret for every node of every cluster (tokens of one node work on all of its cluster).
  const env = benchServerEnv()
  log(
    `race load, cluster mode: ${options.nodes.map((n) => `${n} node${n === 1 ? '' : 's'}`).join(' vs ')}; ${options.races} races × 2 racers + ${options.watchers} watchers${options.crowd > 0 ? ` + a crowd of ${options.crowd} on the first race` : ''}, ${options.game}, Postgres, Redis ${REDIS_URL}; ${options.rounds} rounds of ${options.seconds} s per cluster`,
  )
  log(`  CPU limit: ${limiter.describe}`)
  const redisPids = findRedisPids()
  if (redisPids.length === 0)
    log('  redis-server not found on this machine: its CPU is not measured')
  try {
    for (const [index, count] of options.nodes.entries()) {
      const database = await prepareDatabase('postgres')
      const cluster = { key: `c${index}`, count, database, nodes: [], rounds: [], workers: null }
      clusters.push(cluster)
      cluster.nodes = await Promise.all(
        Array.from({ length: count }, (_, i) => startNode(cluster, i, env, limiter, options)),
      )
      log(
        `  cluster ${index + 1}: ${count} node${count === 1 ? '' : 's'} ready (pids ${cluster.nodes.map((node) => node.server.pid).join(', ')}), database ${new URL(database.env.DATABASE_URL).pathname.slice(1)}`,
      )
    }
    for (const cluster of clusters) {
      const { workers, setupMs } = await startWorkers(options.workers, {
        ...laneSetup(options),
        game: options.game,
        policy: options.policy,
        mode: 'race',
        url: cluster.nodes[0].url,
        nodes: cluster.nodes.map(({ url, publicUrl }) => ({ url, publicUrl })),
        crowd: options.crowd,
      })
      cluster.workers = workers
      for (const worker of workers) limiter.adopt(worker.pid)
      log(
        `  cluster ${Number(cluster.key.slice(1)) + 1}: ${options.races * 2} racers and ${options.races * options.watchers + options.crowd} watchers ready in ${(setupMs / 1000).toFixed(1)} s`,
      )
    }
    for (let round = 0; round < options.rounds; round += 1) {
      for (const cluster of clusters) {
        const lead = round === 0 ? options.warmupSeconds : options.settleSeconds
        const figures = await turn(cluster, lead, options, redisPids)
        cluster.rounds.push(figures)
        log(
          `  round ${round + 1}, ${cluster.count} node${cluster.count === 1 ? '' : 's'}: ${figures.perSec.toFixed(0)} moves/s, p99 ${fmt(figures.p99Ms)} ms, node CPU ${figures.nodes.map((n) => fmt(n.cores)).join(' + ')} cores`,
        )
      }
    }
    for (const cluster of clusters) {
      cluster.totals = totals(await stopWorkers(cluster.workers))
      cluster.workers = null
    }
  } catch (error) {
    // What the nodes logged (LOG_LEVEL=warn) is usually the reason.
    for (const cluster of clusters)
      for (const node of cluster.nodes) {
        const tail = node.server.logTail().split('\n').slice(-8).join('\n')
        if (tail) log(`--- ${node.server.name} log tail:\n${tail}`)
      }
    throw error
  } finally {
    for (const cluster of clusters) for (const worker of cluster.workers ?? []) worker.kill()
    for (const cluster of clusters)
      for (const node of cluster.nodes) {
        const ended = await node.server.stop()
        if (ended.signal === 'SIGKILL')
          log(`warning: ${node.server.name} ignored SIGTERM and was killed`)
      }
  }
  for (const cluster of clusters)
    cluster.durability = compareMoves(
      cluster.totals.ackedByRace,
      await cluster.database.countMoves(),
    )
  return summarise(clusters, options, limiter, redisPids)
}

export async function startNode(cluster, index, env, limiter, options) {
  const id = `node-${index + 1}`
  const port = await freePort()
  const publicUrl = `http://127.0.0.1:${port}/n/${id}`
  const limit = limiter.node(index)
  const server = await startServer({
    env: {
      ...cluster.database.env,
      ...env,
      REDIS_URL,
      NODE_ID: id,
      PUBLIC_URL: publicUrl,
    },
    nodeArgs: options.serverNodeOptions,
    port,
    name: `cluster ${Number(cluster.key.slice(1)) + 1} ${id}`,
    launch: limit.launch,
  })
  return { id, url: server.url, publicUrl, server, throttling: limit.throttling }
}

/** redis-server's pid(s) on this machine (`pgrep -x redis-server`), to read its CPU. */
function findRedisPids() {
  try {
    return execFileSync('pgrep', ['-x', 'redis-server'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number)
  } catch {
    return []
  }
}

/** A cluster's turn in a round: as race-load.mjs's turn, sampling every node and Redis. */
async function turn(cluster, lead, options, redisPids) {
  resume(cluster.workers)
  await sleep(lead * 1000)
  const backends = await cluster.database.backendPids()
  const pids = [...cluster.nodes.map((node) => node.server.pid), ...backends, ...redisPids]
  const before = pids.map(sampleProcess)
  const throttleBefore = cluster.nodes.map((node) => node.throttling())
  const startedAt = performance.now()
  measure(cluster.workers)
  await sleep(options.seconds * 1000)
  const after = pids.map(sampleProcess)
  const throttleAfter = cluster.nodes.map((node) => node.throttling())
  const wallMs = performance.now() - startedAt
  const replies = await pause(cluster.workers)
  const { figures, sum } = windowTotals(replies, wallMs)
  const cpuMs = (i) => (before[i] && after[i] ? after[i].cpuMs - before[i].cpuMs : 0)
  const range = (from, to) => Array.from({ length: to - from }, (_, k) => cpuMs(from + k))
  const n = cluster.nodes.length
  return {
    ...figures,
    nodes: cluster.nodes.map((node, i) => {
      const t0 = throttleBefore[i]
      const t1 = throttleAfter[i]
      return {
        cpuMs: cpuMs(i),
        cores: cpuMs(i) / wallMs,
        acks: sum((w) => w.windowAcksByNode?.[i] ?? 0),
        rssMB: after[i]?.rssMB ?? null,
        throttledShare:
          t0 && t1 && t1.periods > t0.periods
            ? (t1.throttledPeriods - t0.throttledPeriods) / (t1.periods - t0.periods)
            : null,
      }
    }),
    dbCpuMs: range(n, n + backends.length).reduce((a, b) => a + b, 0),
    redisCpuMs:
      redisPids.length === 0
        ? null
        : range(n + backends.length, pids.length).reduce((a, b) => a + b, 0),
  }
}

/** The workers' totals (stopWorkers) with the cluster's own: reroutes and watchers moved. */
function totals(stopped) {
  const { sum } = stopped
  return {
    ...stopped.totals,
    rerouted: sum((m) => m.rerouted ?? 0),
    watchersMoved: sum((m) => m.watchersMoved ?? 0),
  }
}

function summarise(clusters, options, limiter, redisPids) {
  const r = (value, digits = 2) =>
    value === null || value === undefined || !Number.isFinite(value)
      ? null
      : Number(value.toFixed(digits))
  const rows = clusters.map((cluster) => {
    const rounds = cluster.rounds
    const add = (pick) => rounds.reduce((total, round) => total + pick(round), 0)
    const windowMs = add((round) => round.windowMs)
    const wallMs = add((round) => round.wallMs)
    const acks = add((round) => round.acks)
    const perSec = (acks * 1000) / windowMs
    // CPU ms per acknowledged move, over all of the cluster's windows
    const perMove = (ms) => (acks > 0 ? ms / acks : null)
    const rtt = merge(rounds.map((round) => round.rtt))
    const nodes = cluster.nodes.map((node, i) => {
      const cpuMs = add((round) => round.nodes[i].cpuMs)
      const nodeAcks = add((round) => round.nodes[i].acks)
      const shares = rounds.map((round) => round.nodes[i].throttledShare)
      return {
        id: node.id,
        movesPerSec: r((nodeAcks * 1000) / windowMs, 1),
        cores: r(cpuMs / wallMs),
        cpuMsPerMove: r(nodeAcks > 0 ? cpuMs / nodeAcks : null, 3),
        throttledPeriods: shares.some((s) => s === null)
          ? null
          : r(shares.reduce((a, b) => a + b, 0) / shares.length, 3),
        rssMB: r(rounds.at(-1)?.nodes[i].rssMB ?? null, 0),
      }
    })
    const same =
      cluster.durability.storedMoves === cluster.totals.ackedTotal &&
      cluster.durability.mismatched.length === 0
    return {
      cluster,
      same,
      json: {
        nodes: cluster.count,
        movesPerSec: r(perSec, 1),
        p50Ms: r(percentile(rtt, 0.5)),
        p95Ms: r(percentile(rtt, 0.95)),
        p99Ms: r(percentile(rtt, 0.99)),
        maxMs: r(rtt.max),
        progressPerSec: r((add((round) => round.watcherEvents) * 1000) / windowMs, 1),
        ackedMoves: cluster.totals.ackedTotal,
        storedMoves: cluster.durability.storedMoves,
        nodeCpuMsPerMove: r(perMove(add((round) => sumOf(round.nodes, (n) => n.cpuMs))), 3),
        perNode: nodes,
        clientCpuMsPerMove: r(perMove(add((round) => round.clientCpuMs)), 3),
        clientCores: r(add((round) => round.clientCpuMs) / windowMs),
        dbCpuMsPerMove: r(perMove(add((round) => round.dbCpuMs)), 3),
        redisCpuMsPerMove:
          redisPids.length === 0 ? null : r(perMove(add((round) => round.redisCpuMs)), 3),
        errors: cluster.totals.errors,
        rerouted: cluster.totals.rerouted,
        watchersMoved: cluster.totals.watchersMoved,
        undrained: cluster.totals.undrained,
        perRound: rounds.map((round) => r(round.perSec, 1)),
      },
    }
  })
  const json = {
    mode: 'cluster',
    nodes: options.nodes,
    nodeCpu: options.nodeCpu,
    cpuLimit: limiter.method,
    cpuLimitDetail: limiter.describe,
    races: options.races,
    watchers: options.watchers,
    crowd: options.crowd,
    rounds: options.rounds,
    seconds: options.seconds,
    db: 'postgres',
    game: options.game,
    thinkMs: options.thinkMs,
    clusters: rows.map((row) => row.json),
    // every later cluster against the first, round by round (median and range)
    scaling: rows.slice(1).map((row) => {
      const spread = ratioSpread(row.cluster, rows[0].cluster)
      return {
        nodes: row.cluster.count,
        vsNodes: rows[0].cluster.count,
        ratio: r(spread.median, 3),
        ratioMin: r(spread.min, 3),
        ratioMax: r(spread.max, 3),
        p99Ratio: r(ratioSpread(row.cluster, rows[0].cluster, (x) => x.p99Ms).median, 2),
      }
    }),
    ackedMoves: rows.reduce((total, row) => total + row.json.ackedMoves, 0),
    storedMoves: rows.reduce((total, row) => total + row.json.storedMoves, 0),
    errors: mergeErrors(rows.map((row) => row.json.errors)),
  }
  return { rows, json, ok: rows.every((row) => row.same) }
}

function printReport({ rows, json }) {
  log('')
  for (const { cluster, json: c, same } of rows) {
    log(
      `${c.nodes} node${c.nodes === 1 ? ' ' : 's'}       ${fmt(c.movesPerSec, 0)} acked moves/s   rtt p50 ${fmt(c.p50Ms)} / p95 ${fmt(c.p95Ms)} / p99 ${fmt(c.p99Ms)} / max ${fmt(c.maxMs)} ms; per round ${c.perRound.join(' / ')}`,
    )
    for (const node of c.perNode)
      log(
        `              ${node.id}: ${fmt(node.movesPerSec, 0)} moves/s, CPU ${fmt(node.cores)} cores (${fmt(node.cpuMsPerMove, 3)} ms a move), throttled in ${node.throttledPeriods === null ? 'n/a' : `${fmt(node.throttledPeriods * 100, 0)} %`} of the quota periods, RSS ${fmt(node.rssMB, 0)} MB`,
      )
    log(
      `              CPU ms a move: nodes ${fmt(c.nodeCpuMsPerMove, 3)}, load generator ${fmt(c.clientCpuMsPerMove, 3)} (${fmt(c.clientCores)} cores), Postgres backends ${fmt(c.dbCpuMsPerMove, 3)}, Redis ${fmt(c.redisCpuMsPerMove, 3)}`,
    )
    log(
      `              acked ${c.ackedMoves} moves, stored ${c.storedMoves}: ${same ? 'equal, race by race' : 'MISMATCH'}; errors ${Object.keys(c.errors).length === 0 ? 'none' : JSON.stringify(c.errors)}; racers rerouted ${c.rerouted} times (MOVED or a lost node)${c.watchersMoved > 0 ? `; ${c.watchersMoved} watchers moved off a race's owner (MOVED)` : ''}${c.undrained > 0 ? `; ${c.undrained} moves unanswered at the end` : ''}`,
    )
    if (!same)
      log(
        `              first mismatches: ${JSON.stringify(cluster.durability.mismatched.slice(0, 5))}`,
      )
  }
  for (const s of json.scaling)
    log(
      `scaling       ${s.nodes} nodes ÷ ${s.vsNodes} node${s.vsNodes === 1 ? '' : 's'}: moves/s ${fmt(s.ratio, 3)} (rounds ${fmt(s.ratioMin, 3)}–${fmt(s.ratioMax, 3)}), p99 ${fmt(s.p99Ratio)}`,
    )
  log(`CPU limit     ${json.cpuLimitDetail}`)
}

function sumOf(list, pick) {
  return list.reduce((total, item) => total + pick(item), 0)
}

function fmt(value, digits = 2) {
  return value === null || value === undefined ? 'n/a' : value.toFixed(digits)
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
