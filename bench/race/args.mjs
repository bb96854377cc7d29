// Command line of `pnpm bench:race`.
import { parseOptions } from './command-line.mjs'

const GAMES = ['sir-tommy', 'saratoga', 'grandmas-game']
const DBS = ['pglite', 'postgres']
const POLICIES = ['foundation', 'random']
const CPU_LIMITS = ['auto', 'cgroup', 'taskset', 'none']

export const USAGE = `pnpm bench:race [options]
  --races N          concurrent races, two bot racers each (10)
  --watchers W       spectator sockets per race (2)
  --rounds R         rounds; each round gives every lane one measured turn, one lane after
                     the other (ours, bare echo, fan-out echo, boardgame.io, …) (3)
  --seconds S        measured seconds of each lane's turn in each round (5)
  --warmup S         seconds of load before a lane's first measured turn (2)
  --settle S         seconds of load before each later turn is measured (1)
  --db pglite|postgres   storage of the server under test (pglite)
  --game ID          sir-tommy | saratoga | grandmas-game (saratoga)
  --policy P         foundation (prefer moves to a foundation) | random (foundation)
  --think-ms MS      pause before each move; 0 = as fast as acks come back (0)
  --think-jitter F   spread each pause uniformly over think-ms × (1 ± F), 0…1 (0)
  --workers K        load-generator processes (1)
  --no-echo          skip the bare Socket.IO echo baseline
  --no-fanout        skip the fan-out echo baseline (an echo server that relays each echo to
                     the other racer and the W watchers of its lane, as the race server
                     relays progress); on by default (--echo-fanout is still accepted)
  --no-shaped        skip the move-shaped echo: a fan-out echo that answers with the packets a
                     move sends (move-packets.mjs: an ack, then an opponent's race:progress and
                     a watcher's board, each the race server's mean size, in two broadcasts)
  --no-peer          skip the peer lane: the same race on boardgame.io 0.50 with its Postgres
                     storage (bgio-postgres), on a fresh database of BENCH_DATABASE_URL /
                     TEST_DATABASE_URL / the local Postgres; skipped with a note when no
                     Postgres answers
  --echo-recovery    run the echo servers with connectionStateRecovery (2 min), to measure
                     what keeping every broadcast costs (the race server has it off)
  --cpu-prof         write a V8 CPU profile of the server and print its hot spots
  --perf             record every lane's server with Linux perf (on-CPU samples, every thread)
                     during its windows and print its CPU a move split into the event loop's
                     JavaScript, its kernel time, the collector, the compiler and other threads
                     (perf-split.mjs); needs perf; not with --nodes
  --server-node-options "FLAGS"
                     extra node flags for the server under test (e.g. GC settings)
  --peer-node-options "FLAGS"
                     extra node flags for the boardgame.io server (e.g. --cpu-prof)
  --nodes N[,M…]     cluster mode (docs/scaling.md): N built server nodes on a fresh Postgres
                     database and Redis (REDIS_URL, default redis://127.0.0.1:6379), races
                     created round-robin across the nodes, racers on their race's owner,
                     watchers on the next node; implies --db postgres and no echo, fan-out or
                     peer lanes. A list (--nodes 1,2) runs one cluster per entry, each a lane
                     of the interleaved rounds, and reports each against the first
  --node-cpu C       CPU quota of each node in cores (0.5), so N nodes get N × C
  --cpu-limit MODE   auto | cgroup | taskset | none (auto): how the quota is enforced; auto
                     takes cgroup v2 cpu.max, else cgroup v1 cpu.cfs_quota_us, else taskset
                     (one core per node), else none, and the JSON line says which
  --crowd S          cluster mode: S extra spectators on the first lane's race, spread over
                     every node of the cluster (0)
  --json             print one JSON object as the last line`

const DEFAULTS = {
  races: 10,
  watchers: 2,
  rounds: 3,
  seconds: 5,
  warmup: 2,
  settle: 1,
  db: 'pglite',
  game: 'saratoga',
  policy: 'foundation',
  'think-ms': 0,
  'think-jitter': 0,
  workers: 1,
  'no-echo': false,
  'echo-fanout': false,
  'no-fanout': false,
  'no-shaped': false,
  'no-peer': false,
  'echo-recovery': false,
  'cpu-prof': false,
  perf: false,
  'server-node-options': '',
  'peer-node-options': '',
  nodes: undefined,
  'node-cpu': 0.5,
  'cpu-limit': 'auto',
  crowd: 0,
  json: false,
}

export function parseRaceArgs(argv) {
  let values
  try {
    values = parseOptions(argv, DEFAULTS)
  } catch (error) {
    return { ok: false, message: `${error.message}\n\n${USAGE}` }
  }
  if (values.help) return { ok: false, message: USAGE }
  const options = {
    races: count(values.races, 1),
    watchers: count(values.watchers, 0),
    rounds: count(values.rounds, 1),
    seconds: number(values.seconds),
    warmupSeconds: number(values.warmup),
    settleSeconds: number(values.settle),
    db: values.db,
    game: values.game,
    policy: values.policy,
    thinkMs: number(values['think-ms']),
    thinkJitter: number(values['think-jitter']),
    workers: count(values.workers, 1),
    echo: !values['no-echo'],
    echoFanout: !values['no-fanout'],
    shapedEcho: !values['no-shaped'],
    peer: !values['no-peer'],
    echoRecovery: values['echo-recovery'],
    cpuProf: values['cpu-prof'],
    perf: values.perf,
    serverNodeOptions: values['server-node-options'].split(/\s+/).filter(Boolean),
    peerNodeOptions: values['peer-node-options'].split(/\s+/).filter(Boolean),
    json: values.json,
  }
  const problems = []
  if (values.nodes !== undefined) {
    const nodes = values.nodes.split(',').map((text) => count(text.trim(), 1))
    if (nodes.some((n) => n === null || n > 16))
      problems.push('--nodes must be a whole number 1…16, or a comma-separated list of them')
    Object.assign(options, {
      nodes,
      db: 'postgres',
      echo: false,
      echoFanout: false,
      shapedEcho: false,
      peer: false,
    })
  } else options.nodes = null
  options.nodeCpu = number(values['node-cpu'])
  options.cpuLimit = values['cpu-limit']
  options.crowd = count(values.crowd, 0)
  if (!(options.nodeCpu > 0)) problems.push('--node-cpu must be > 0')
  if (!CPU_LIMITS.includes(options.cpuLimit))
    problems.push(`--cpu-limit must be one of ${CPU_LIMITS.join(', ')}`)
  if (options.crowd === null) problems.push('--crowd must be a whole number ≥ 0')
  else if (options.crowd > 0 && options.nodes === null) problems.push('--crowd needs --nodes')
  if (options.perf && options.nodes !== null)
    problems.push('--perf records one server: not with --nodes')
  if (options.races === null) problems.push('--races must be a whole number ≥ 1')
  if (options.watchers === null) problems.push('--watchers must be a whole number ≥ 0')
  if (options.workers === null) problems.push('--workers must be a whole number ≥ 1')
  if (!(options.seconds > 0)) problems.push('--seconds must be > 0')
  if (options.rounds === null) problems.push('--rounds must be a whole number ≥ 1')
  if (!(options.warmupSeconds >= 0)) problems.push('--warmup must be ≥ 0')
  if (!(options.settleSeconds >= 0)) problems.push('--settle must be ≥ 0')
  if (!(options.thinkMs >= 0)) problems.push('--think-ms must be ≥ 0')
  if (!(options.thinkJitter >= 0 && options.thinkJitter <= 1))
    problems.push('--think-jitter must be between 0 and 1')
  if (!DBS.includes(options.db)) problems.push(`--db must be one of ${DBS.join(', ')}`)
  if (!GAMES.includes(options.game)) problems.push(`--game must be one of ${GAMES.join(', ')}`)
  if (!POLICIES.includes(options.policy))
    problems.push(`--policy must be one of ${POLICIES.join(', ')}`)
  if (problems.length > 0) return { ok: false, message: `${problems.join('\n')}\n\n${USAGE}` }
  return { ok: true, options }
}

/** What every lane's setup takes from the options (seeded, set up paused): workers.mjs. */
export function laneSetup(options) {
  return {
    races: options.races,
    watchers: options.watchers,
    thinkMs: options.thinkMs,
    thinkJitter: options.thinkJitter,
    seed: 1,
    paused: true,
  }
}

function count(text, min) {
  const value = Number(text)
  return Number.isInteger(value) && value >= min ? value : null
}

function number(text) {
  const value = Number(text)
  return Number.isFinite(value) ? value : NaN
}
