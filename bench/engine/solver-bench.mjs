// Solver benchmark: positions searched and deals solved per second on one core, through the
// built engine's solver. Prints one JSON object. Run with `pnpm bench:solver` (builds the
// engine first). Options: --seconds=N (per game/variant and search, default 3), --nodes=N
// (budget per deal, default 1000), --all-variants (every variant, not just each game's standard
// one), --engine-states (search the engine's own states even where a game has a compact
// position), --options=JSON (more solver options, e.g. '{"deadCards":false,"blockers":false}').
//
// Two blocks: `results`, the search with the options given (the defaults unless told), and
// `compactPositionBoundsOff`, the same deals searched with `bound: false` on top of them: no
// upper bound is computed, so the rate is the compact position's own (its moves and steps,
// applied and undone, and its hash) with the search around it, issue 44's "positions a second".
import { games, newGame, solveState } from '@patience-race/engine'
import { printReport } from './report.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback)
const seconds = option('seconds', 3)
const nodes = option('nodes', 1000)
const allVariants = args.includes('--all-variants')
const extra = args.find((a) => a.startsWith('--options='))?.slice('--options='.length)
const options = {
  compact: !args.includes('--engine-states'),
  ...(extra === undefined ? {} : JSON.parse(extra)),
}

/** solveDeal, with the options: the same deal and search. */
const solve = (game, seed, variant, chosen = options) =>
  solveState(newGame(game, { seed }, variant), { nodes }, chosen)

/** Solves seeded deals one after another for `seconds`; the same seeds every run. */
function measure(game, variant, chosen) {
  let deals = 0
  let proved = 0
  let spent = 0
  const started = performance.now()
  const cpuStarted = process.cpuUsage()
  while (performance.now() - started < seconds * 1000) {
    const result = solve(game, `solver-bench-${deals}`, variant, chosen)
    deals++
    proved += result.proved ? 1 : 0
    spent += result.nodes
  }
  const elapsed = (performance.now() - started) / 1000
  const cpu = process.cpuUsage(cpuStarted)
  const cpuSeconds = (cpu.user + cpu.system) / 1e6
  return {
    dealsPerSecond: +(deals / elapsed).toFixed(1),
    // Per second of CPU time this process got: less sensitive to other processes on the cores.
    dealsPerCpuSecond: +(deals / cpuSeconds).toFixed(1),
    // Positions expanded (the budget's nodes) per CPU second.
    positionsPerCpuSecond: Math.round(spent / cpuSeconds),
    deals,
    provedShare: +(proved / deals).toFixed(3),
  }
}

const boundsOff = { ...options, bound: false }
const results = {}
const compactPositionBoundsOff = {}
for (const info of games) {
  const variants = allVariants ? info.variants.map((v) => v.id) : [info.variants[0].id]
  for (const variant of variants) {
    for (const [chosen, into] of [
      [options, results],
      [boundsOff, compactPositionBoundsOff],
    ]) {
      solve(info.id, 'warm-up', variant, chosen) // so the JIT has compiled the hot path
      into[`${info.id}/${variant}`] = measure(info.id, variant, chosen)
    }
  }
}

printReport({
  secondsPerMeasurement: seconds,
  nodeBudget: nodes,
  options,
  results,
  compactPositionBoundsOff: { options: boundsOff, results: compactPositionBoundsOff },
})
