// Engine benchmark: random playouts through the public API of the built engine.
// Prints one JSON object. Run with `pnpm bench:engine` (builds the engine first).
// Options: --seconds=N (per measurement, default 1), --all-variants (every variant, not just the
// default), --seed-prefix=P (deal seeds P + "deal-0", …: "v2:" measures version 2 of the shuffle).
import { applyMove, games, legalMoves, newGame } from '@patience-race/engine'
import { printReport } from './report.mjs'

const args = process.argv.slice(2)
const seconds = Number(args.find((a) => a.startsWith('--seconds='))?.split('=')[1] ?? 1)
const allVariants = args.includes('--all-variants')
const seedPrefix =
  args.find((a) => a.startsWith('--seed-prefix='))?.slice('--seed-prefix='.length) ?? ''
const MAX_PLAYOUT = 1000

// A tiny deterministic PRNG for the move choices (xorshift32), so runs are comparable.
let x = 2463534242
const random = (n) => {
  x ^= x << 13
  x ^= x >>> 17
  x ^= x << 5
  return (x >>> 0) % n
}

/** Random playouts: every step is one legalMoves + one applyMove (dealing is not timed). */
function measureMoves(game, variant) {
  let moves = 0
  let deals = 0
  let elapsedMs = 0
  let cpuMs = 0
  while (elapsedMs < seconds * 1000) {
    let state = newGame(game, { seed: `${seedPrefix}bench-${deals}` }, variant)
    deals++
    const started = performance.now()
    const cpuStarted = process.cpuUsage()
    for (let i = 0; i < MAX_PLAYOUT; i++) {
      const legal = legalMoves(state)
      if (legal.length === 0) break
      const result = applyMove(state, legal[random(legal.length)])
      if (!result.ok)
        throw new Error(`${game}/${variant}: a listed move was refused: ${result.error.message}`)
      state = result.state
      moves++
    }
    elapsedMs += performance.now() - started
    const cpu = process.cpuUsage(cpuStarted)
    cpuMs += (cpu.user + cpu.system) / 1000
  }
  const elapsed = elapsedMs / 1000
  return {
    movesPerSecond: Math.round(moves / elapsed),
    // Per second of CPU time this process actually got (all its threads, GC included): less
    // sensitive than wall-clock time to other processes sharing the cores.
    movesPerCpuSecond: Math.round(moves / (cpuMs / 1000)),
    moves,
    playouts: deals,
    avgPlayoutLength: +(moves / deals).toFixed(1),
  }
}

/** Seeded deals: shuffle + layout. */
function measureDeals(game, variant) {
  let deals = 0
  const started = performance.now()
  const cpuStarted = process.cpuUsage()
  const stopAt = started + seconds * 1000
  while (performance.now() < stopAt) {
    for (let i = 0; i < 100; i++) newGame(game, { seed: `${seedPrefix}deal-${deals++}` }, variant)
  }
  const cpu = process.cpuUsage(cpuStarted)
  return {
    dealsPerSecond: Math.round(deals / ((performance.now() - started) / 1000)),
    dealsPerCpuSecond: Math.round(deals / ((cpu.user + cpu.system) / 1e6)),
  }
}

const results = {}
const skipped = {}
for (const info of games) {
  const variants = allVariants ? info.variants.map((v) => v.id) : [info.variants[0].id]
  for (const variant of variants) {
    const key = variants.length > 1 || allVariants ? `${info.id}/${variant}` : info.id
    try {
      newGame(info.id, { seed: 'probe' }, variant)
    } catch (error) {
      // A game whose rules are still a placeholder throws "… not implemented yet": skip it.
      if (/not implemented/i.test(String(error?.message))) {
        skipped[key] = 'not implemented yet'
        continue
      }
      throw error
    }
    measureMoves(info.id, variant) // warm-up so the JIT has compiled the hot path
    results[key] = { ...measureMoves(info.id, variant), ...measureDeals(info.id, variant) }
  }
}

printReport({
  secondsPerMeasurement: seconds,
  seedPrefix,
  maxPlayoutLength: MAX_PLAYOUT,
  results,
  skipped,
})
