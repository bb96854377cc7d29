// Saratoga's joined steps (saratoga/uncovering.ts) prune whole families of lines, which is what
// settles deals, but they change the order in which lines are met: deals the plain search wins
// within a few thousand positions, by luck of its order, can take the joined search millions.
// So a short plain search goes first, and the joined one gets the rest of the budget.
//
// With `restarts`, short runs of the joined search in shuffled move orders (each with a table of
// its own) come between the two: a depth-first search spends its budget under its first few
// choices, and most wins it finds at all it finds within a few thousand positions. A run asks
// only "can this be won?" (goal 'win'); one that ends without a win proves that no line wins,
// as the complete search would. The complete search in the default order gets the rest.
import {
  DEFAULT_NODE_BUDGET,
  type SolveBudget,
  type SolveResult,
  type SolverOptions,
} from '../budget.js'
import type { GameState } from '../../types.js'
import { compactPositionOf } from './positions.js'
import { solveCompact } from './search.js'

/** How the budget is shared out. */
interface PlainFirstShares {
  /** The plain search's share. */
  plain: number
  /** The restarted runs' share, all together (with `restarts`). */
  restarts: number
  /** Each restarted run's positions. */
  run: number
}

// On deals solvability-0 … -199 every win the runs added came within their first four runs (10,000
// positions); each position they take is one fewer for the complete search, which proves losses.
const PLAIN_FIRST_SHARES: PlainFirstShares = { plain: 0.25, restarts: 0.15, run: 2500 }

export function solvePlainFirst(
  state: GameState,
  budget: SolveBudget,
  options: Required<SolverOptions>,
  shares = PLAIN_FIRST_SHARES,
): SolveResult | null {
  const plainOptions = { ...options, uncovering: false }
  const plainPosition = compactPositionOf(state, plainOptions)
  const position = compactPositionOf(state, options)
  if (plainPosition === null || position === null) return null
  const nodes = budget.nodes ?? DEFAULT_NODE_BUDGET
  const plainNodes = Math.floor(nodes * shares.plain)
  const plain = solveCompact(plainPosition, { ...budget, nodes: plainNodes }, plainOptions)
  if (plain.proved || plain.lost) return plain
  let spent = plain.nodes
  let best = plain
  let lost = false
  if (options.restarts) {
    const until = spent + Math.floor(nodes * shares.restarts)
    for (let order = 1; spent < until && !lost; order++) {
      const runOptions = { ...options, goal: 'win' as const, moveOrder: options.moveOrder + order }
      const runPosition = compactPositionOf(state, runOptions)
      if (runPosition === null) return null
      const runBudget = { ...budget, nodes: Math.min(until, spent + shares.run) }
      const run = solveCompact(runPosition, runBudget, runOptions, spent)
      spent += run.nodes
      if (run.cards === run.total) return { ...run, nodes: spent }
      if (run.cards > best.cards) best = run
      lost = run.lost // a run that ran to its end: no line wins
      if (lost && options.goal === 'win') return { ...run, lost, nodes: spent }
      if (run.nodes === 0) break
    }
  }
  const joined = solveCompact(position, { ...budget, nodes }, options, spent)
  if (joined.proved || joined.lost || joined.cards >= best.cards) best = joined
  return { ...best, lost: lost || best.lost, nodes: spent + joined.nodes }
}
