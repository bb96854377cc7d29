// Sir Tommy's default goal, the most cards, asks the search to prove a count, and a count short
// of 52 is proved only by a complete search whose bound cuts no more than "cannot beat the best
// count met". Its proofs of loss (the relaxed game, blockers: "no line wins", a bound of 51) then
// cut nothing until a line of 51 cards is known. So the search first asks only "can this deal be
// won?" (goal 'win', where a bound short of 52 cuts), which settles far more deals within the
// same positions (docs/solvability.md), and spends what that leaves on the most cards. The answer
// is the better of the two: a win, or a proof that no line wins, holds whichever search found it.
import {
  DEFAULT_NODE_BUDGET,
  type SolveBudget,
  type SolveResult,
  type SolverOptions,
} from '../budget.js'
import type { GameState } from '../../types.js'
import { compactPositionOf } from './positions.js'
import { solveCompact } from './search.js'

/** The win search's share of the budget (the rest is the most-cards search's). */
const WIN_SHARE = 0.8

export function solveWinFirst(
  state: GameState,
  budget: SolveBudget,
  options: Required<SolverOptions>,
): SolveResult | null {
  const position = compactPositionOf(state, options)
  if (position === null) return null
  const nodes = budget.nodes ?? DEFAULT_NODE_BUDGET
  const winNodes = Math.floor(nodes * WIN_SHARE)
  const win = solveCompact(position, { ...budget, nodes: winNodes }, { ...options, goal: 'win' })
  if (win.cards === win.total) return win
  const most = solveCompact(position, { ...budget, nodes }, options, win.nodes)
  const best = most.cards >= win.cards ? most : win
  return {
    ...best,
    // The most-cards search's count is proved only by its own complete search.
    proved: most.proved,
    lost: win.lost || most.lost,
    nodes: win.nodes + most.nodes,
  }
}
