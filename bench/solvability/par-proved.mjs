// How often a Saratoga deal's par is proved, as the server's par solves it (`solveDeal` with its
// default goal, the most cards, as apps/server/src/par/par-worker.ts calls it): issue 44 asks for
// par proved on at least 99 % of finished races. One thread; prints one JSON line.
// `node bench/solvability/par-proved.mjs [--from=0] [--deals=100] [--nodes=N]` (--nodes: the
// budget, as PAR_NODE_BUDGET sets it; unset, solveDeal's own: Saratoga's 1,000,000).
import { solveDeal } from '@patience-race/engine'

const option = (name, fallback) =>
  process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3) ?? fallback
const from = Number(option('from', 0))
const deals = Number(option('deals', 100))
const nodes = option('nodes', undefined)
const budget = nodes === undefined ? {} : { nodes: Number(nodes) }

let proved = 0
let won = 0
let lost = 0
let lostProved = 0
const misses = []
for (let i = from; i < from + deals; i++) {
  const started = process.cpuUsage()
  const r = solveDeal('saratoga', `solvability-${i}`, 'standard', budget)
  const used = process.cpuUsage(started)
  const ms = Math.round((used.user + used.system) / 1000)
  if (r.cards === r.total) won++
  if (r.lost) lost++
  if (r.proved) proved++
  if (r.proved && r.cards < r.total) lostProved++
  if (!r.proved)
    misses.push(`${i}: ${r.cards}${r.lost ? ' lost' : ''}, ${r.nodes} positions, ${ms} ms`)
}
console.log(
  JSON.stringify({
    from,
    deals,
    nodes: budget.nodes ?? 'default',
    proved,
    won,
    lost,
    lostProved,
    misses,
  }),
)
