// Sir Tommy's default goal, the most cards, asks the search to prove a count, and a count short
// of 52 is proved only by a complete search whose bound cuts no more than "cannot beat the best
// count met". Its proofs of loss (the relaxed game, blockers: "no line wins", a bound of 51) then
// cut nothing until a line of 51 cards is known. So the search first asks only "can this deal be
// won?" (goal 'win', where a bound short of 52 cuts), and spends what that leaves on the most
// cards (with the goal 'win' the win search has the whole budget). The answer is the better of the two: a win, or a proof that no line wins (a win search
// that ran to its end), holds whichever search found it.
//
// The win search is restarted: a depth-first search spends its budget under the first few
// choices it made (on a lost deal's first 30 turned cards it never goes back), and most wins it
// finds at all, it finds within a few thousand positions. So it runs many times on a short
// budget, each time trying moves in another order (sir-tommy/board.ts's `moveOrder`), each with
// a table of its own: a position an earlier run met but did not finish is not known lost (with
// `shareLost` the runs share one table of the positions a run did finish without a win, which
// are lost: the game is acyclic, so that holds whatever path led to them). On
// deals solvability-0 … -99, at 5,000 positions a run, 12 orders won 72 deals where the
// default order alone won 41 (44 at 20,000 positions); runs of 2 % of the budget won a few
// more than runs of 5 %, and runs of 1 % (80 at the default budget) a few more again:
// docs/solvability.md. With `deadlineOrders`, the runs of even order in the second half of the
// win search's share use the deadline order (sir-tommy/deadline-order.ts), which wins other deals
// than the default's; from the first run on, it lost more deals the default wins early than it won.
import {
  DEFAULT_NODE_BUDGET,
  type SolveBudget,
  type SolveResult,
  type SolverOptions,
} from '../budget.js'
import type { GameState } from '../../types.js'
import { DEADLINE_ORDER } from '../sir-tommy/deadline-order.js'
import { PositionSet } from './position-set.js'
import { compactPositionOf } from './positions.js'
import { solveCompact } from './search.js'

/** How the budget is shared out. */
interface WinFirstShares {
  /** The win search's share of the budget (the rest is the most-cards search's). */
  win: number
  /** Each of the win search's runs' share of the budget. */
  run: number
  /** No run is shorter than this (within the win search's share); MIN_RUN unless given. */
  minRun?: number
}

// Runs of 1 % (80 at the default budget, each the 1,000 of MIN_RUN there) won 6 deals of
// solvability-0 … -299 more than runs of 2 % and lost none: more orders pay more than longer runs.
const WIN_FIRST_SHARES: WinFirstShares = { win: 0.8, run: 0.01 }
// With `shortRuns` (the default): runs of 0.25 %, 250 positions at the default budget. With the
// losses shared (`shareLost`), runs of 0.5 % won 5 deals of solvability-0 … -199 more than runs
// of 1 % (and lost 1), runs of 0.25 % 3 more again (losing none), and on the held-out 200 … 399
// 1 + 1 more (docs/solvability.md, "Sir Tommy: runs that share what they proved lost").
const SHORT_RUN_SHARES: WinFirstShares = { win: 0.8, run: 0.0025, minRun: 250 }
/**
 * With `lubyRuns`, each run's length in units of MIN_RUN, as the Luby sequence 1 1 2 1 1 2 4 1 …:
 * mostly short runs, and now and then one twice as long as any before it (solvability-38 is won
 * in its second order's run of 20,000 positions, in none of 40 runs of 2,000). Off by default:
 * on deals 0–199 it won one deal more than runs of 2 % and lost three they win late (in a late
 * order): it runs fewer orders.
 */
export function luby(run: number): number {
  for (let k = 1; ; k++) {
    const end = 2 ** k - 1
    if (run === end) return 2 ** (k - 1)
    if (run < end) return luby(run - 2 ** (k - 1) + 1)
  }
}
/**
 * No run is shorter than this (within the win search's share): at small budgets runs of 1–2 %
 * are a few dozen positions, too few to reach the end of any line. Deals solvability-0 … -199
 * at 1,000 positions: 20 settled with such runs, 74 with this floor, 23 without win-first.
 */
const MIN_RUN = 1000

export function solveWinFirst(
  state: GameState,
  budget: SolveBudget,
  options: Required<SolverOptions>,
  shares = options.shortRuns ? SHORT_RUN_SHARES : WIN_FIRST_SHARES,
): SolveResult | null {
  if (compactPositionOf(state, options) === null) return null
  const nodes = budget.nodes ?? DEFAULT_NODE_BUDGET
  // With the goal 'win' there is no count to prove: the restarted runs get the whole budget.
  const winOnly = options.goal === 'win'
  const winShare = winOnly ? 1 : shares.win
  const winNodes = Math.floor(nodes * winShare)
  const share = Math.floor(nodes * (options.restarts ? shares.run : winShare))
  const runNodes = Math.max(Math.min(shares.minRun ?? MIN_RUN, winNodes), share, 1)
  let spent = 0
  /** The run that put the most cards up, and whether a run proved that no line wins. */
  let win: SolveResult | null = null
  let lost = false
  const provedLost = options.shareLost ? new PositionSet() : undefined
  for (let order = 0; spent < winNodes && !lost; order++) {
    const late = spent >= winNodes / 2
    const deadline = options.deadlineOrders && late && order % 2 === 0 ? DEADLINE_ORDER : 0
    const moveOrder = options.moveOrder + order + deadline
    const position = compactPositionOf(state, { ...options, moveOrder })
    if (position === null) return null
    const length = options.restarts && options.lubyRuns ? MIN_RUN * luby(order + 1) : runNodes
    const until = Math.min(winNodes, spent + length)
    const run = solveCompact(
      position,
      { ...budget, nodes: until },
      { ...options, goal: 'win' },
      spent,
      provedLost,
    )
    spent += run.nodes
    if (run.cards === run.total) return { ...run, nodes: spent }
    if (win === null || run.cards > win.cards) win = run
    lost = run.lost // a run that ran to its end: no line wins
    if (run.nodes === 0) break
  }
  if (win === null) return null
  // A count short of 52 is only the best a run met, so only a win is `proved` here.
  if (winOnly) return { ...win, proved: false, lost, nodes: spent }
  const position = compactPositionOf(state, options)
  if (position === null) return null
  const most = solveCompact(position, { ...budget, nodes }, options, spent)
  const best = most.cards >= win.cards ? most : win
  return {
    ...best,
    // The most-cards search's count is proved only by its own complete search.
    proved: most.proved,
    lost: lost || most.lost,
    nodes: spent + most.nodes,
  }
}
