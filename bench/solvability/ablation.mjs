// What each solver technique is worth: the same deals solved with one technique off at a time.
// Prints a Markdown table (docs/solvability.md). Options: --deals=N (per game/variant, default
// 200), --nodes=N (budget per deal, default 2000), --only=game/variant,… (default: each game's
// standard variant and Sir Tommy's Strategy, the one variant with a bound of its own), --goal=win
// (the solver's `goal` option: prove wins and losses only), --from=N (first seed number, default
// 0: a held-out sample), --rows=name,… (only the rows whose names contain one of these).
// "Settled" counts wins and proofs that no line wins; "lost" the proofs.
import { newGame, solveState } from '@patience-race/engine'

const args = process.argv.slice(2)
const option = (name, fallback) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const deals = Number(option('deals', 200))
const nodes = Number(option('nodes', 2000))
const goal = option('goal', 'most-cards')
const from = Number(option('from', 0))
const rows = option('rows', '')
  .split(',')
  .filter((r) => r !== '')
const targets = option(
  'only',
  'sir-tommy/standard,sir-tommy/strategy,saratoga/standard,grandmas-game/no-reorder',
).split(',')

const CONFIGS = [
  ['all on', {}],
  ['no transposition table', { transposition: false }],
  ['no safe moves', { safeMoves: false }],
  ['no pile symmetry (Grandma: the sets not one pool)', { symmetry: false }],
  ['no bound', { bound: false }],
  ['no dead cards', { deadCards: false }],
  ['no blockers', { blockers: false }],
  ['cross-pile check on (off by default)', { crossPiles: true }],
  ['no relaxed game (static solve)', { staticSolve: false }],
  ['neither (the solver before 2026-12-06)', { staticSolve: false }],
  ['stock lookahead on (off by default)', { stockLookahead: true }],
  ['no suit-blind table', { suitBlind: false }],
  ['no joined steps (Saratoga)', { uncovering: false }],
  ['no stuck cards (Saratoga)', { stuckCards: false }],
  ['no stock cycle in the stuck cards (Saratoga)', { stockCycle: false }],
  ['no cards apart in the stuck cards (Saratoga)', { separation: false }],
  ['no shared parents in the stuck cards (Saratoga)', { sharedParents: false }],
  ['no win-first (Sir Tommy, goal most-cards)', { winFirst: false }],
  ['win-first without restarts (Sir Tommy)', { restarts: false }],
  ['win-first runs not sharing their proved losses (Sir Tommy)', { shareLost: false }],
  ['win-first runs of 0.5 %, not 1 % (Sir Tommy)', { shortRuns: true }],
  ['no restarted runs (Saratoga)', { restarts: false }],
  ['win-first runs growing as the Luby sequence (Sir Tommy; off by default)', { lubyRuns: true }],
  ['deadline orders in the win search (Sir Tommy; off by default)', { deadlineOrders: true }],
  ['no free order (Grandma standard: reorders left out)', { freeOrder: false }],
  ['no dead cards and no free order (Grandma)', { deadCards: false, freeOrder: false }],
  ['no restarted runs (Grandma)', { restarts: false }],
  ['no deals first (Grandma standard)', { dealsFirst: false }],
  ['no free twins (Grandma standard)', { freeTwins: false }],
  ['no meetings as one (Grandma: slides one at a time)', { meetings: false }],
  ['engine states, not compact', { compact: false }],
]

console.log(
  `${deals} deals per row from solvability-${from}, node budget ${nodes} per deal, goal ${goal}\n`,
)
console.log('| game / variant | search | settled | won | lost | mean nodes | mean cards | CPU ms |')
console.log('|---|---|---:|---:|---:|---:|---:|---:|')
for (const target of targets) {
  const [game, variant] = target.split('/')
  for (const [name, options] of CONFIGS) {
    if (rows.length > 0 && !rows.some((r) => name.includes(r))) continue
    let proved = 0
    let won = 0
    let spent = 0
    let cards = 0
    const started = process.cpuUsage()
    for (let i = from; i < from + deals; i++) {
      const state = newGame(game, { seed: `solvability-${i}` }, variant)
      const result = solveState(state, { nodes }, { ...options, goal })
      proved += result.proved || result.lost ? 1 : 0
      won += result.cards === result.total ? 1 : 0
      spent += result.nodes
      cards += result.cards
    }
    const cpu = process.cpuUsage(started)
    const ms = (cpu.user + cpu.system) / 1000
    console.log(
      `| ${target} | ${name} | ${proved} | ${won} | ${proved - won} | ${Math.round(spent / deals)} | ${(cards / deals).toFixed(1)} | ${Math.round(ms)} |`,
    )
  }
}
