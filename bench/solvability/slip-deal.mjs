// Picks the deal the "where the win slipped" tests play (issue 44), so the choice is explained,
// not magic: a deal the solver proves winnable in few positions, and an early move (off the
// solver's winning line) after which the solver proves the deal lost, also in few positions.
//
//   pnpm --filter @patience-race/engine build && node bench/solvability/slip-deal.mjs [game] [count]
//
// For each seed `slip-0`, `slip-1`, … it solves the deal (goal: win). Along the first moves of
// the winning line it tries every other legal move and solves the position after it; the first
// such move proved lost is the blunder. Prints the first deals found, with the moves leading to
// the blunder (winning-line moves, then the blunder) and the positions each solve took.
//
// Sir Tommy found none in 400 seeds at this budget (few of its deals are proved winnable, and
// fewer still lost after a move, in 20,000 positions). Saratoga, on this machine (6 minutes):
//   slip-176  won in 1,138 positions; 3 moves of the line, then tableau-3 → tableau-6: lost (15)
//   slip-263  won in 936; 1 move, then tableau-3 → tableau-1 (2 cards): lost (89)
//   slip-338  won in 1,101; the first move tableau-2 → tableau-1: lost (1,005)
// The tests play slip-338 (the blunder is the first move, one card from pile to pile: easy to
// make from a browser) and slip-176 (a blunder after three good moves).
import { applyMove, legalMoves, newGame, solveState } from '@patience-race/engine'

const game = process.argv[2] ?? 'saratoga'
const wanted = Number(process.argv[3] ?? 3)
/** A solve the tests can afford many times over: proved in fewer positions than this. */
const NODES = 20_000
/** How far along the winning line a blunder is looked for. */
const EARLY = 6

const win = (state) => {
  const r = solveState(state, { nodes: NODES }, { goal: 'win' })
  return { won: r.cards === r.total, lost: r.lost, nodes: r.nodes, line: r.line }
}

let found = 0
for (let i = 0; found < wanted && i < 400; i++) {
  const seed = `slip-${i}`
  const start = newGame(game, { seed })
  const deal = win(start)
  if (!deal.won) continue
  let state = start
  search: for (let k = 0; k < Math.min(EARLY, deal.line.length); k++) {
    const onLine = JSON.stringify(deal.line[k])
    for (const move of legalMoves(state)) {
      if (JSON.stringify(move) === onLine) continue
      const next = applyMove(state, move)
      if (!next.ok) continue
      const after = win(next.state)
      if (!after.lost) continue
      found++
      console.log(
        JSON.stringify({
          seed,
          dealNodes: deal.nodes,
          before: deal.line.slice(0, k),
          blunder: move,
          lostNodes: after.nodes,
        }),
      )
      break search
    }
    state = applyMove(state, deal.line[k]).state
  }
}
