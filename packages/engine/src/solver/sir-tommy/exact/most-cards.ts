// The most cards a Sir Tommy position can put up, proved by the SAT solver: the formula of
// pile-order-cnf.ts with cards allowed to stay down, and a totalizer over "goes up" asked for one
// card more than the best line so far until it has no model (docs/solvability.md, "Sir Tommy
// solved exactly"). Each model is played through the engine, so every count comes with a line.
import { rulesFor } from '../../../games/index.js'
import type { GameState, Move } from '../../../types.js'
import { atLeast } from '../../sat/at-least.js'
import type { SatFactory } from '../../sat/sat-solver.js'
import { exactLine } from './exact-line.js'
import { pileOrderCnf } from './pile-order-cnf.js'
import { pileProblemOf } from './pile-problem.js'
import { FOUNDATION_RULES } from './solve-exact.js'

export interface ExactMost {
  cards: number
  line: Move[]
  /** No line puts up more (the solver found no model with one card more). */
  proved: boolean
}

/**
 * Null where the exact search cannot read the position. Each ask gets `conflicts`; an ask left
 * undecided ends the search with its best line, unproved.
 */
export function mostCardsExactly(
  state: GameState,
  sat: SatFactory,
  conflicts: number,
  checkpoint?: () => void,
): ExactMost | null {
  const problem = pileProblemOf(state)
  if (problem === null) return null
  const cnf = pileOrderCnf(problem, true)
  const targets = FOUNDATION_RULES[problem.foundationRule](cnf)
  const upLiterals = Array.from({ length: cnf.cardCount }, (_, c) => cnf.goesUp(c) as number)
  const atLeastUp = atLeast(
    upLiterals,
    () => ++cnf.variables,
    (clause) => cnf.add(clause),
  )
  const count = (s: GameState): number => rulesFor('sir-tommy').foundationCount(s)
  const already = count(state)
  let best = { cards: already, line: [] as Move[] }
  const solver = sat()
  try {
    for (const clause of cnf.clauses) solver.addClause(clause)
    for (;;) {
      const more = best.cards - already + 1
      if (more > upLiterals.length) return { ...best, proved: true }
      const verdict = solver.solve(conflicts, checkpoint, [atLeastUp[more - 1]!])
      if (verdict !== 'satisfiable') return { ...best, proved: verdict === 'unsatisfiable' }
      const played = exactLine(state, cnf, targets, (v) => solver.value(v))
      if (played === null || count(played.end) < best.cards + 1) {
        throw new Error('exact search: the model is not a line to its count')
      }
      best = { cards: count(played.end), line: played.line }
    }
  } finally {
    solver.dispose()
  }
}
