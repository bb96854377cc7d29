// Short runs of the search in shuffled move orders, each with a table of its own, then the
// complete search in the default order on the rest of the budget. A depth-first search spends
// its budget under its first few choices, and most wins it finds at all it finds within a few
// thousand positions. A run asks only "can this be won?" (goal 'win'); one that ends without a
// win proves that no line wins, as the complete search would; one stopped by its budget proves
// nothing. Saratoga's plain-first solve (plain-first.ts) and Grandma's Game's solve use it.
import {
  DEFAULT_NODE_BUDGET,
  type SolveBudget,
  type SolveResult,
  type SolverOptions,
} from '../budget.js'
import type { GameState } from '../../types.js'
import { compactPositionOf } from './positions.js'
import { solveCompact } from './search.js'

/** The restarted runs' share of the budget, all together, and each run's positions. */
export interface RestartShares {
  restarts: number
  run: number
}

/**
 * `spent` positions of the budget are gone already, and `earlier` is what an earlier search of
 * the same solve found (its count is kept if nothing beats it). Without `restarts`, only the
 * complete search.
 */
export function solveRestartsFirst(
  state: GameState,
  budget: SolveBudget,
  options: Required<SolverOptions>,
  shares: RestartShares,
  spent = 0,
  earlier: SolveResult | null = null,
): SolveResult | null {
  const nodes = budget.nodes ?? DEFAULT_NODE_BUDGET
  let best = earlier
  let lost = false
  if (options.restarts) {
    const until = spent + Math.floor(nodes * shares.restarts)
    for (let order = 1; spent < until && !lost; order++) {
      const runOptions = { ...options, goal: 'win' as const, moveOrder: options.moveOrder + order }
      const runPosition = compactPositionOf(state, runOptions)
      if (runPosition === null) return null
      const runBudget = { ...budget, nodes: Math.min(until, spent + shares.run) }
      const run = solveCompact(runPosition, runBudget, runOptions, spent)
      runPosition.release?.()
      spent += run.nodes
      if (run.cards === run.total) return { ...run, nodes: spent }
      if (best === null || run.cards > best.cards) best = run
      lost = run.lost // a run that ran to its end: no line wins
      if (lost && options.goal === 'win') return { ...run, lost, nodes: spent }
      if (run.nodes === 0) break
    }
  }
  // Built only now: the runs settle most deals, and a board made before them was thrown away.
  const position = compactPositionOf(state, options)
  if (position === null) return null
  const complete = solveCompact(position, { ...budget, nodes }, options, spent)
  position.release?.()
  // An earlier count kept over the complete search's is a line, not a proof: a run's `proved`
  // says only that it searched its goal 'win' to the end, not that no line beats its count.
  const kept = best !== null && !complete.proved && complete.cards < best.cards
  const result = kept ? { ...best!, proved: false } : complete
  return { ...result, lost: lost || complete.lost || result.lost, nodes: spent + complete.nodes }
}
