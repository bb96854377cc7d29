// Command line of `pnpm bench:race`.
import { parseArgs } from 'node:util'

const GAMES = ['sir-tommy', 'saratoga', 'grandmas-game']
const DBS = ['pglite', 'postgres']
const POLICIES = ['foundation', 'random']

export const USAGE = `pnpm bench:race [options]
  --races N          concurrent races, two bot racers each (10)
  --watchers W       spectator sockets per race (2)
  --seconds S        measured seconds, after setup and warm-up (10)
  --warmup S         seconds of load before measuring starts (2)
  --db pglite|postgres   storage of the server under test (pglite)
  --game ID          sir-tommy | saratoga | grandmas-game (saratoga)
  --policy P         foundation (prefer moves to a foundation) | random (foundation)
  --think-ms MS      pause before each move; 0 = as fast as acks come back (0)
  --think-jitter F   spread each pause uniformly over think-ms × (1 ± F), 0…1 (0)
  --workers K        load-generator processes (1)
  --no-echo          skip the bare Socket.IO echo baseline
  --echo-fanout      also run an echo baseline that relays each echo to the other racer and
                     the W watchers of its lane, as the race server relays progress
  --echo-recovery    run the echo servers with connectionStateRecovery (2 min), to measure
                     what keeping every broadcast costs (the race server has it off)
  --cpu-prof         write a V8 CPU profile of the server and print its hot spots
  --server-node-options "FLAGS"
                     extra node flags for the server under test (e.g. GC settings)
  --json             print one JSON object as the last line`

const OPTIONS = {
  races: { type: 'string', default: '10' },
  watchers: { type: 'string', default: '2' },
  seconds: { type: 'string', default: '10' },
  warmup: { type: 'string', default: '2' },
  db: { type: 'string', default: 'pglite' },
  game: { type: 'string', default: 'saratoga' },
  policy: { type: 'string', default: 'foundation' },
  'think-ms': { type: 'string', default: '0' },
  'think-jitter': { type: 'string', default: '0' },
  workers: { type: 'string', default: '1' },
  'no-echo': { type: 'boolean', default: false },
  'echo-fanout': { type: 'boolean', default: false },
  'echo-recovery': { type: 'boolean', default: false },
  'cpu-prof': { type: 'boolean', default: false },
  'server-node-options': { type: 'string', default: '' },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
}

export function parseRaceArgs(argv) {
  let values
  try {
    // `pnpm bench:race -- --races 5` passes the `--` along.
    ;({ values } = parseArgs({ args: argv.filter((arg) => arg !== '--'), options: OPTIONS }))
  } catch (error) {
    return { ok: false, message: `${error.message}\n\n${USAGE}` }
  }
  if (values.help) return { ok: false, message: USAGE }
  const options = {
    races: count(values.races, 1),
    watchers: count(values.watchers, 0),
    seconds: number(values.seconds),
    warmupSeconds: number(values.warmup),
    db: values.db,
    game: values.game,
    policy: values.policy,
    thinkMs: number(values['think-ms']),
    thinkJitter: number(values['think-jitter']),
    workers: count(values.workers, 1),
    echo: !values['no-echo'],
    echoFanout: values['echo-fanout'],
    echoRecovery: values['echo-recovery'],
    cpuProf: values['cpu-prof'],
    serverNodeOptions: values['server-node-options'].split(/\s+/).filter(Boolean),
    json: values.json,
  }
  const problems = []
  if (options.races === null) problems.push('--races must be a whole number ≥ 1')
  if (options.watchers === null) problems.push('--watchers must be a whole number ≥ 0')
  if (options.workers === null) problems.push('--workers must be a whole number ≥ 1')
  if (!(options.seconds > 0)) problems.push('--seconds must be > 0')
  if (!(options.warmupSeconds >= 0)) problems.push('--warmup must be ≥ 0')
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

function count(text, min) {
  const value = Number(text)
  return Number.isInteger(value) && value >= min ? value : null
}

function number(text) {
  const value = Number(text)
  return Number.isFinite(value) ? value : NaN
}
