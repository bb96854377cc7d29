// Saratoga's joined steps (saratoga/uncovering.ts) prune whole families of lines, which is what
// settles deals, but they change the order in which lines are met: deals the plain search wins
// within a few thousand positions, by luck of its order, can take the joined search millions.
// So a short plain search goes first, and the joined one gets the rest of the budget.
//
// With `restarts`, short runs of the joined search in shuffled move orders come between the two
// (restarts-first.ts); the complete search in the default order gets the rest.
import {
  SARATOGA_NODE_BUDGET,
  type SolveBudget,
  type SolveResult,
  type SolverOptions,
} from '../budget.js'
import type { GameState } from '../../types.js'
import { compactPositionOf } from './positions.js'
import { type RestartShares, solveRestartsFirst } from './restarts-first.js'
import { solveCompact } from './search.js'

/**
 * How the budget is shared out: the plain search's share, then the restarted runs', each up to
 * at most so many positions; the complete search gets the rest.
 */
interface PlainFirstShares extends RestartShares {
  plain: number
  plainMost: number
  restartsMost: number
}

// Each position the plain search and the runs take is one fewer for the complete search, which
// proves losses and finds the wins that lie deep under its first choices. At 100,000 positions
// (the server's par) the plain search has 10 % and the runs 30 % (held-out solvability-240 needs
// the complete search's 60 %); at Saratoga's default budget of 1,000,000 they stop at 20,000
// (most wins the plain search finds at all it finds within that) and 250,000 (solvability-61 is
// won in the 218th run), so the complete search has 73 % (solvability-81 is proved lost at
// 919,744 positions). Short runs in many orders win more than long runs in few (solvability-302
// is won in a run of 1,000). docs/solvability.md, "Saratoga: the budget and its shares".
const PLAIN_FIRST_SHARES: PlainFirstShares = {
  plain: 0.1,
  plainMost: 20_000,
  restarts: 0.3,
  restartsMost: 250_000,
  run: 1000,
}

export function solvePlainFirst(
  state: GameState,
  budget: SolveBudget,
  options: Required<SolverOptions>,
  shares = PLAIN_FIRST_SHARES,
): SolveResult | null {
  const plainOptions = { ...options, uncovering: false }
  const plainPosition = compactPositionOf(state, plainOptions)
  if (plainPosition === null) return null
  const nodes = budget.nodes ?? SARATOGA_NODE_BUDGET
  const plainNodes = Math.min(Math.floor(nodes * shares.plain), shares.plainMost)
  const plain = solveCompact(plainPosition, { ...budget, nodes: plainNodes }, plainOptions)
  if (plain.proved || plain.lost) return plain
  const restarts = nodes > 0 ? Math.min(nodes * shares.restarts, shares.restartsMost) / nodes : 0
  const restartShares = { restarts, run: shares.run }
  return solveRestartsFirst(state, { ...budget, nodes }, options, restartShares, plain.nodes, plain)
}
