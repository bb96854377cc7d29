// Saratoga's joined steps (saratoga/uncovering.ts) prune whole families of lines, which is what
// settles deals, but they change the order in which lines are met: deals the plain search wins
// within a few thousand positions, by luck of its order, can take the joined search millions.
// So a short plain search goes first, and the joined one gets the rest of the budget.
import {
  DEFAULT_NODE_BUDGET,
  type SolveBudget,
  type SolveResult,
  type SolverOptions,
} from '../budget.js'
import type { GameState } from '../../types.js'
import { compactPositionOf } from './positions.js'
import { solveCompact } from './search.js'

/** The plain search's share of the budget. */
const PLAIN_SHARE = 0.25

export function solvePlainFirst(
  state: GameState,
  budget: SolveBudget,
  options: Required<SolverOptions>,
): SolveResult | null {
  const plainOptions = { ...options, uncovering: false }
  const plainPosition = compactPositionOf(state, plainOptions)
  const position = compactPositionOf(state, options)
  if (plainPosition === null || position === null) return null
  const nodes = budget.nodes ?? DEFAULT_NODE_BUDGET
  const plainNodes = Math.floor(nodes * PLAIN_SHARE)
  const plain = solveCompact(plainPosition, { ...budget, nodes: plainNodes }, plainOptions)
  if (plain.proved || plain.lost) return plain
  const joined = solveCompact(position, { ...budget, nodes: nodes - plain.nodes }, options)
  const best = joined.proved || joined.lost || joined.cards >= plain.cards ? joined : plain
  return { ...best, nodes: plain.nodes + joined.nodes }
}
