// The exact search ahead of the search (the solver option `sat`): a win with its line, or a proof
// of loss and then the most cards, proved by the SAT solver where it decides within its budget;
// the search runs only where it does not.
import { cardCount, rulesFor } from '../../../games/index.js'
import type { GameState } from '../../../types.js'
import type { SolveBudget, SolveResult, SolverOptions } from '../../budget.js'
import { mostCardsExactly } from './most-cards.js'
import { solveExactly } from './solve-exact.js'

/** Null where the exact search cannot read the position or decide whether it wins. */
export function solveExactFirst(
  state: GameState,
  budget: SolveBudget,
  options: Required<SolverOptions>,
  search: (options: SolverOptions) => SolveResult,
): SolveResult | null {
  if (options.sat === null) return null
  const exact = solveExactly(state, options.sat, options.satConflicts, budget.checkpoint)
  if (exact === null || exact.verdict === 'unknown') return null
  const total = cardCount(state.game)
  if (exact.verdict === 'won') {
    return { cards: total, total, line: exact.line, proved: true, lost: false, nodes: 0 }
  }
  if (options.goal === 'win') {
    const cards = rulesFor(state.game).foundationCount(state)
    return { cards, total, line: [], proved: false, lost: true, nodes: 0 }
  }
  const most = mostCardsExactly(state, options.sat, options.satConflicts, budget.checkpoint)
  if (most?.proved) return { ...most, total, lost: true, nodes: 0 }
  // Not proved: the search's whole budget goes to the most cards, and the better line counts.
  const searched = search({ sat: null, winFirst: false })
  const better = most && most.cards > searched.cards ? { cards: most.cards, line: most.line } : {}
  return { ...searched, ...better, lost: true }
}
