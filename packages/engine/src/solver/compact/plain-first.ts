// Saratoga's joined steps (saratoga/uncovering.ts) prune whole families of lines, which is what
// settles deals, but they change the order in which lines are met: deals the plain search wins
// within a few thousand positions, by luck of its order, can take the joined search millions.
// So a short plain search goes first, and the joined one gets the rest of the budget.
//
// With `restarts`, short runs of the joined search in shuffled move orders come between the two
// (restarts-first.ts); the complete search in the default order gets the rest.
import {
  DEFAULT_NODE_BUDGET,
  type SolveBudget,
  type SolveResult,
  type SolverOptions,
} from '../budget.js'
import type { GameState } from '../../types.js'
import { compactPositionOf } from './positions.js'
import { type RestartShares, solveRestartsFirst } from './restarts-first.js'
import { solveCompact } from './search.js'

/** How the budget is shared out: the plain search's share, then the restarted runs'. */
interface PlainFirstShares extends RestartShares {
  plain: number
}

// Each position the plain search and the runs take is one fewer for the complete search, which
// proves losses: together they keep to 40 % (held-out solvability-240 needs the complete search's
// 60 %). Short runs in many orders win more than long runs in few (solvability-302 is won in a run
// of 1,000; docs/solvability.md, 2026-12-07), and most wins the plain search finds it finds within
// 10 %.
const PLAIN_FIRST_SHARES: PlainFirstShares = { plain: 0.1, restarts: 0.3, run: 1000 }

export function solvePlainFirst(
  state: GameState,
  budget: SolveBudget,
  options: Required<SolverOptions>,
  shares = PLAIN_FIRST_SHARES,
): SolveResult | null {
  const plainOptions = { ...options, uncovering: false }
  const plainPosition = compactPositionOf(state, plainOptions)
  if (plainPosition === null) return null
  const nodes = budget.nodes ?? DEFAULT_NODE_BUDGET
  const plainNodes = Math.floor(nodes * shares.plain)
  const plain = solveCompact(plainPosition, { ...budget, nodes: plainNodes }, plainOptions)
  if (plain.proved || plain.lost) return plain
  return solveRestartsFirst(state, budget, options, shares, plain.nodes, plain)
}
