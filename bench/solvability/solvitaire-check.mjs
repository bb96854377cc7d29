// Cross-check of Saratoga against Solvitaire (Blake & Gent), an independent solver: the same
// seeded deals, written as Solvitaire deal files, solved by both. Prints the agreement and every
// disagreement. Solvitaire is not a dependency: build it yourself (docs/solvability.md) and pass
// --solvitaire=path. Options: --deals=N (default 1000), --nodes=N (our budget, default 100000),
// --timeout=ms (Solvitaire's per deal, default 10000), --goals=a,b (our solver's goals to
// compare, each on its own: default most-cards,win; a win search proves more losses).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { newGame, solveState } from '@patience-race/engine'

const args = process.argv.slice(2)
const option = (name, fallback) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const binary = option('solvitaire', '')
const deals = Number(option('deals', 1000))
const nodes = Number(option('nodes', 100000))
const timeout = Number(option('timeout', 10000))
const goals = option('goals', 'most-cards,win').split(',')
if (binary === '') throw new Error('pass --solvitaire=/path/to/solvitaire')

// Saratoga (rules 2.4–2.6) in Solvitaire's rule language: Klondike, every card face up, any
// built run moves, draw three, unlimited redeals, no foundation takebacks.
const RULES = {
  'tableau piles': {
    count: 7,
    'build policy': 'red-black',
    'spaces policy': 'kings',
    'move built group': 'yes',
    'diagonal deal': true,
    'face up cards': 'all',
  },
  foundations: { removable: false },
  stock: { size: 24, 'deal count': 3, redeal: true },
}

const dir = mkdtempSync(join(tmpdir(), 'solvitaire-'))
const rulesFile = join(dir, 'saratoga-rules.json')
writeFileSync(rulesFile, JSON.stringify(RULES))
const name = (card) => (card[0] === 'T' ? `10${card[1]}` : card)

/**
 * Our deal as a Solvitaire deal file: piles bottom first, and the stock in our order too (its
 * last card is dealt first). The reverse order gave 5 "disagreements" in 100 deals that all
 * vanished with this one: it was a different deal.
 */
function dealFile(state, i) {
  const file = join(dir, `deal-${i}.json`)
  const tableau = [1, 2, 3, 4, 5, 6, 7].map((n) => state.piles[`tableau-${n}`].map(name))
  const stock = state.piles.stock.map(name)
  writeFileSync(file, JSON.stringify({ 'tableau piles': tableau, stock }))
  return file
}

function solvitaire(file) {
  let out
  try {
    out = execFileSync(binary, ['--custom-rules', rulesFile, '--timeout', String(timeout), file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
  } catch (error) {
    out = String(error.stdout ?? '')
  }
  return /Solution Type: *([a-z-]+)/i.exec(out)?.[1]?.toLowerCase() ?? 'error'
}

const tallies = Object.fromEntries(
  goals.map((goal) => [goal, { bothWin: 0, bothLose: 0, disagree: 0, undecided: 0 }]),
)
const disagreements = []
const theirTally = {}
for (let i = 0; i < deals; i++) {
  const seed = `solvability-${i}`
  const state = newGame('saratoga', { seed })
  const theirs = solvitaire(dealFile(state, i))
  theirTally[theirs] = (theirTally[theirs] ?? 0) + 1
  const theirsDecided = theirs === 'solved' || theirs === 'unsolvable'
  for (const goal of goals) {
    const tally = tallies[goal]
    const ours = solveState(state, { nodes }, { goal })
    const oursWin = ours.cards === 52
    // A complete search short of 52, or (goal win) one that proved no line wins.
    const oursDecided = oursWin || ours.lost
    if (!oursDecided || !theirsDecided) tally.undecided++
    else if (oursWin === (theirs === 'solved')) tally[oursWin ? 'bothWin' : 'bothLose']++
    else {
      tally.disagree++
      disagreements.push({
        seed,
        goal,
        ours: { cards: ours.cards, line: ours.line },
        solvitaire: theirs,
      })
    }
  }
  if ((i + 1) % 50 === 0)
    console.error(`${i + 1} deals`, JSON.stringify(tallies), JSON.stringify(theirTally))
}
console.log(
  JSON.stringify(
    { deals, nodes, timeoutMs: timeout, solvitaire: theirTally, tallies, disagreements },
    null,
    2,
  ),
)
