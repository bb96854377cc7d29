// Sir Tommy settled by a SAT solver: the position as a formula (pile-order-cnf.ts, and the
// foundations' rule: rank-, suit- or interval-foundations.ts), solved within a conflict budget. A model is a winning line, checked move
// by move through the engine; no model proves that no line wins.
import { rulesFor } from '../../../games/index.js'
import type { GameState, Move } from '../../../types.js'
import type { SatFactory } from '../../sat/sat-solver.js'
import { exactLine } from './exact-line.js'
import { pileOrderCnf, type PileOrderCnf } from './pile-order-cnf.js'
import type { FoundationTargets } from './foundation-targets.js'
import { addIntervalFoundations } from './interval-foundations.js'
import { pileProblemOf, type FoundationRule } from './pile-problem.js'
import { addRankFoundations } from './rank-foundations.js'
import { addSuitFoundations } from './suit-foundations.js'

export const FOUNDATION_RULES: Record<FoundationRule, (cnf: PileOrderCnf) => FoundationTargets> = {
  rank: addRankFoundations,
  suit: addSuitFoundations,
  interval: addIntervalFoundations,
}

export type ExactVerdict =
  { verdict: 'won'; line: Move[] } | { verdict: 'lost' } | { verdict: 'unknown' }

/** Null where the exact search cannot read the position (another variant). */
export function solveExactly(
  state: GameState,
  sat: SatFactory,
  conflicts: number,
  checkpoint?: () => void,
): ExactVerdict | null {
  const problem = pileProblemOf(state)
  if (problem === null) return null
  const cnf = pileOrderCnf(problem)
  const targets = FOUNDATION_RULES[problem.foundationRule](cnf)
  const solver = sat()
  try {
    for (const clause of cnf.clauses) solver.addClause(clause)
    const verdict = solver.solve(conflicts, checkpoint)
    if (verdict === 'unsatisfiable') return { verdict: 'lost' }
    if (verdict === 'unknown') return { verdict: 'unknown' }
    const played = exactLine(state, cnf, targets, (v) => solver.value(v))
    if (played === null || rulesFor('sir-tommy').foundationCount(played.end) !== 52) {
      throw new Error('exact search: the model is not a winning line')
    }
    return { verdict: 'won', line: played.line }
  } finally {
    solver.dispose()
  }
}
