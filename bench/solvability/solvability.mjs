// bench:solvability: solves many seeded deals of every game and variant with the engine's solver
// (worker threads across cores) and prints the solvability table of docs/solvability.md.
// Options: --deals=N (each game's standard variant, default 10000), --other-deals=N (every
// other variant, default 1000), --nodes=N (node budget per deal, default 1000), --threads=N
// (default: cores), --only=game[/variant],…, --goal=win (prove wins and losses only, not each
// lost deal's best count: the solver's `goal` option), --sat (the solver's `sat` option: Sir
// Tommy's Standard, Strategy and Calculation deals settled exactly first) and --json (one JSON object instead of the
// table).
import { availableParallelism, cpus } from 'node:os'
import { Worker } from 'node:worker_threads'
import { games } from '@patience-race/engine'
import { summarise } from './stats.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const found = args.find((a) => a.startsWith(`--${name}=`))
  return found === undefined ? fallback : found.slice(name.length + 3)
}
const standardDeals = Number(option('deals', 10000))
const otherDeals = Number(option('other-deals', 1000))
const nodes = Number(option('nodes', 1000))
const threads = Number(option('threads', availableParallelism()))
const goal = option('goal', 'most-cards')
const sat = args.includes('--sat')
const only = option('only', '')
  .split(',')
  .filter((s) => s !== '')
const CHUNK = 25

const jobs = games.flatMap((game) =>
  game.variants
    .map((variant, i) => ({
      game: game.id,
      variant: variant.id,
      deals: i === 0 ? standardDeals : otherDeals,
    }))
    .filter(
      ({ game, variant }) =>
        only.length === 0 || only.includes(game) || only.includes(`${game}/${variant}`),
    ),
)

/** Every job's seeds in chunks, handed to whichever worker is free next. */
async function run() {
  const queue = jobs.flatMap(({ game, variant, deals }) => {
    const chunks = []
    for (let start = 0; start < deals; start += CHUNK) {
      const seeds = []
      for (let i = start; i < Math.min(deals, start + CHUNK); i++) seeds.push(`solvability-${i}`)
      chunks.push({ game, variant, seeds, nodes, goal, sat })
    }
    return chunks
  })
  const results = new Map(jobs.map((j) => [`${j.game}/${j.variant}`, []]))
  const started = performance.now()
  await Promise.all(
    Array.from({ length: Math.max(1, threads) }, async () => {
      const worker = new Worker(new URL('./solve-worker.mjs', import.meta.url))
      for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
        const done = new Promise((resolve, reject) => {
          const fail = (error) => reject(error)
          worker.once('error', fail)
          worker.once('message', (message) => {
            worker.off('error', fail)
            resolve(message)
          })
        })
        worker.postMessage(chunk)
        results.get(`${chunk.game}/${chunk.variant}`).push(...(await done))
      }
      await worker.terminate()
    }),
  )
  return { results, seconds: (performance.now() - started) / 1000 }
}

const pct = (share) => `${(share * 100).toFixed(1)} %`
const { results, seconds } = await run()
const rows = jobs.map(({ game, variant }) => ({
  game,
  variant,
  ...summarise(results.get(`${game}/${variant}`)),
}))
const machine = { cpu: cpus()[0]?.model, threads, node: process.version }
if (args.includes('--json')) {
  console.log(JSON.stringify({ nodes, goal, seconds, machine, rows }, null, 2))
} else {
  console.log(
    `node budget ${nodes} per deal, goal ${goal}, ${threads} thread(s), ${seconds.toFixed(0)} s`,
  )
  console.log(`${machine.cpu}, Node ${machine.node}\n`)
  console.log(
    '| game | variant | deals | settled (won or proved lost) | proved winnable (95 % Wilson) | unresolved | median / p95 per deal |',
  )
  console.log('|---|---|---:|---:|---|---:|---:|')
  for (const r of rows) {
    console.log(
      `| ${r.game} | ${r.variant} | ${r.deals} | ${r.proved} | ${pct(r.winnable)} (${pct(r.winnableLow)}–${pct(r.winnableHigh)}) | ${pct(r.unresolved)} | ${r.medianMs.toFixed(1)} / ${r.p95Ms.toFixed(1)} ms |`,
    )
  }
}
