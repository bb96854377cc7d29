// Solver benchmark: positions searched and deals solved per second on one core, through the
// built engine's solver. Prints one JSON object. Run with `pnpm bench:solver` (builds the
// engine first). Options: --seconds=N (per game/variant and search, default 3), --nodes=N
// (budget per deal, default 1000), --warm-up=N (seconds of other deals before each measurement,
// default 1), --all-variants (every variant, not just each game's standard one), --game=ID
// (that game only), --engine-states (search the engine's own states even where a game has a
// compact position), --options=JSON (more solver options, e.g.
// '{"deadCards":false,"blockers":false}').
//
// Each figure comes twice: `positionsPerCpuSecond` counts the CPU of dealing too (the engine's
// `newGame`, as this bench always did), `positionsPerCpuSecondSolving` only the solver's: the
// deals are made a batch at a time outside the solver's timed part. At 1,000 positions a deal a
// Grandma's Game deal settles in about 35 positions, and its `newGame` costs about a fifth as
// much as its solve (half as much until 2026-12-07).
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
const warmUp = option('warm-up', 1)
const allVariants = args.includes('--all-variants')
const onlyGame = args.find((a) => a.startsWith('--game='))?.slice('--game='.length)
const extra = args.find((a) => a.startsWith('--options='))?.slice('--options='.length)
const options = {
  compact: !args.includes('--engine-states'),
  ...(extra === undefined ? {} : JSON.parse(extra)),
}

/** Deals made at a time, outside the solver's timed part. */
const BATCH = 100
const cpuNow = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1e6
}

/** The seeded deal (`newGame`), as solveDeal makes it. */
const deal = (game, seed, variant) => newGame(game, { seed }, variant)

/** solveDeal's search, with the options, on a deal made already. */
const solve = (state, chosen = options) => solveState(state, { nodes }, chosen)

/** Solves seeded deals one after another for `seconds`; the same seeds every run. */
function measure(game, variant, chosen) {
  let deals = 0
  let proved = 0
  let spent = 0
  let dealing = 0 // CPU seconds
  let solving = 0
  const started = performance.now()
  while (performance.now() - started < seconds * 1000) {
    const dealt = cpuNow()
    const batch = []
    for (let i = 0; i < BATCH; i++) batch.push(deal(game, `solver-bench-${deals + i}`, variant))
    const solved = cpuNow()
    dealing += solved - dealt
    for (const state of batch) {
      const result = solve(state, chosen)
      deals++
      proved += result.proved ? 1 : 0
      spent += result.nodes
    }
    solving += cpuNow() - solved
  }
  const elapsed = (performance.now() - started) / 1000
  const cpuSeconds = dealing + solving
  return {
    dealsPerSecond: +(deals / elapsed).toFixed(1),
    // Per second of CPU time this process got: less sensitive to other processes on the cores.
    dealsPerCpuSecond: +(deals / cpuSeconds).toFixed(1),
    // Positions expanded (the budget's nodes) per CPU second, dealing included.
    positionsPerCpuSecond: Math.round(spent / cpuSeconds),
    // The same per CPU second of the solver alone (the deals made outside its timed part).
    positionsPerCpuSecondSolving: Math.round(spent / solving),
    deals,
    provedShare: +(proved / deals).toFixed(3),
  }
}

const boundsOff = { ...options, bound: false }
const results = {}
const compactPositionBoundsOff = {}
for (const info of games.filter((g) => onlyGame === undefined || g.id === onlyGame)) {
  const variants = allVariants ? info.variants.map((v) => v.id) : [info.variants[0].id]
  for (const variant of variants) {
    for (const [chosen, into] of [
      [options, results],
      [boundsOff, compactPositionBoundsOff],
    ]) {
      // Other deals first, so that the JIT has compiled the hot path: one deal did not (the first
      // measurement of a game ran a third slower than the same measured second).
      const warm = performance.now()
      for (let i = 0; performance.now() - warm < warmUp * 1000; i++) {
        solve(deal(info.id, `warm-up-${i}`, variant), chosen)
      }
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
