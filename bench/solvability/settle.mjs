// How many deals `solveDeal` settles (won, or proved that no line wins) at a budget, with the CPU
// each deal took, on one thread: the figures issue 44 asks for. Options: --game=G (default
// sir-tommy), --variant=V (default standard), --from=N (first seed number, default 0),
// --deals=N (default 200), --nodes=N (default: solveDeal's budget, 100,000; Saratoga's
// 1,000,000), --goal=win (the solver's goal; default: solveDeal's, the most cards),
// --options=JSON (more solver options, e.g. '{"winFirst":false}'), --sat (the solver's `sat`
// option: Sir Tommy's Standard, Strategy and Calculation positions settled exactly first),
// --list (one line per deal as well).
import { solveDeal } from '@patience-race/engine'
import { loadSatSolver } from '@patience-race/engine/exact'
import { percentile } from './stats.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const game = option('game', 'sir-tommy')
const variant = option('variant', 'standard')
const from = Number(option('from', 0))
const deals = Number(option('deals', 200))
const nodes = option('nodes', undefined)
const goal = option('goal', undefined)
const extra = JSON.parse(option('options', '{}'))
const sat = args.includes('--sat') ? { sat: await loadSatSolver() } : {}
const options = { ...extra, ...sat, ...(goal === undefined ? {} : { goal }) }
const budget = nodes === undefined ? {} : { nodes: Number(nodes) }

let won = 0
let lost = 0
const cpu = []
for (let i = from; i < from + deals; i++) {
  const started = process.cpuUsage()
  const r = solveDeal(game, `solvability-${i}`, variant, budget, options)
  const used = process.cpuUsage(started)
  cpu.push((used.user + used.system) / 1000)
  const verdict = r.cards === r.total ? 'won' : r.lost ? 'lost' : 'unresolved'
  if (verdict === 'won') won++
  if (verdict === 'lost') lost++
  if (args.includes('--list')) {
    console.log(`solvability-${i} ${verdict} ${r.cards} cards ${r.nodes} nodes ${cpu.at(-1)} ms`)
  }
}
const total = cpu.reduce((a, b) => a + b, 0)
console.log(
  `${game}/${variant} solvability-${from}…${from + deals - 1}, ${nodes ?? 'default'} nodes, goal ${goal ?? 'default'}, options ${JSON.stringify(extra)}${args.includes('--sat') ? ', sat' : ''}`,
)
console.log(
  `settled ${won + lost} / ${deals} (won ${won}, lost ${lost}, unresolved ${deals - won - lost}); CPU per deal median ${percentile(cpu, 0.5).toFixed(0)} ms, p95 ${percentile(cpu, 0.95).toFixed(0)} ms, all ${(total / 1000).toFixed(1)} s`,
)
