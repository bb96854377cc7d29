// Sir Tommy's restarted win search (compact/win-first.ts) with shares other than the default, to
// measure a schedule before it becomes an option: --seeds=a,b,c or --from=N --deals=N;
// --win=F (the win search's share), --run=F (a run's share), --min-run=N (the shortest run),
// --nodes=N (default 100,000), --options=JSON (more solver options). Prints one line a deal and
// the settled count with CPU per deal, as settle.mjs does. Reads the built engine.
import { newGame } from '@patience-race/engine'
import { DEFAULT_SOLVER_OPTIONS } from '../../packages/engine/dist/solver/budget.js'
import { solveWinFirst } from '../../packages/engine/dist/solver/compact/win-first.js'
import { percentile } from './stats.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const from = Number(option('from', 0))
const deals = Number(option('deals', 200))
const seeds =
  option('seeds', undefined)?.split(',') ??
  Array.from({ length: deals }, (_, i) => `solvability-${from + i}`)
const shares = {
  win: Number(option('win', 0.8)),
  run: Number(option('run', 0.0025)),
  minRun: Number(option('min-run', 250)),
}
const nodes = Number(option('nodes', 100000))
const options = { ...DEFAULT_SOLVER_OPTIONS, ...JSON.parse(option('options', '{}')) }

let won = 0
let lost = 0
const cpu = []
for (const seed of seeds) {
  const started = process.cpuUsage()
  const r = solveWinFirst(newGame('sir-tommy', { seed }, 'standard'), { nodes }, options, shares)
  const used = process.cpuUsage(started)
  cpu.push((used.user + used.system) / 1000)
  const verdict = r.cards === r.total ? 'won' : r.lost ? 'lost' : 'unresolved'
  if (verdict === 'won') won++
  if (verdict === 'lost') lost++
  console.log(`${seed} ${verdict} ${r.cards} cards ${r.nodes} nodes ${cpu.at(-1)} ms`)
}
const total = cpu.reduce((a, b) => a + b, 0)
console.log(`shares ${JSON.stringify(shares)}, ${nodes} nodes, ${seeds.length} deals`)
console.log(
  `settled ${won + lost} (won ${won}, lost ${lost}, unresolved ${seeds.length - won - lost}); CPU per deal median ${percentile(cpu, 0.5).toFixed(0)} ms, p95 ${percentile(cpu, 0.95).toFixed(0)} ms, all ${(total / 1000).toFixed(1)} s`,
)
