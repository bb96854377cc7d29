// What each solver technique is worth: the same deals solved with one technique off at a time.
// Prints a Markdown table (docs/solvability.md). Options: --deals=N (per game/variant, default
// 200), --nodes=N (budget per deal, default 2000), --only=game/variant,… (default: each game's
// standard variant and Sir Tommy's Strategy, the one variant with a bound of its own).
import { newGame, solveState } from '@patience-race/engine'

const args = process.argv.slice(2)
const option = (name, fallback) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const deals = Number(option('deals', 200))
const nodes = Number(option('nodes', 2000))
const targets = option(
  'only',
  'sir-tommy/standard,sir-tommy/strategy,saratoga/standard,grandmas-game/no-reorder',
).split(',')

const CONFIGS = [
  ['all on', {}],
  ['no transposition table', { transposition: false }],
  ['no safe moves', { safeMoves: false }],
  ['no pile symmetry', { symmetry: false }],
  ['no bound', { bound: false }],
]

console.log(`${deals} deals per row, node budget ${nodes} per deal\n`)
console.log('| game / variant | search | solved to a proof | won | mean nodes | mean cards | ms |')
console.log('|---|---|---:|---:|---:|---:|---:|')
for (const target of targets) {
  const [game, variant] = target.split('/')
  for (const [name, options] of CONFIGS) {
    let proved = 0
    let won = 0
    let spent = 0
    let cards = 0
    const started = performance.now()
    for (let i = 0; i < deals; i++) {
      const state = newGame(game, { seed: `solvability-${i}` }, variant)
      const result = solveState(state, { nodes }, options)
      proved += result.proved ? 1 : 0
      won += result.cards === result.total ? 1 : 0
      spent += result.nodes
      cards += result.cards
    }
    const ms = performance.now() - started
    console.log(
      `| ${target} | ${name} | ${proved} | ${won} | ${Math.round(spent / deals)} | ${(cards / deals).toFixed(1)} | ${Math.round(ms)} |`,
    )
  }
}
