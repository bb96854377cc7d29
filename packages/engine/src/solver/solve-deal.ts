// Solving a seeded deal: newGame's layout, then the search.
import { defaultVariant, isGameId, isVariant, rulesFor } from '../games/index.js'
import { shuffledDeck } from '../shuffle.js'
import type { GameId } from '../types.js'
import { solveState, type SolveBudget, type SolveResult, type SolverOptions } from './search.js'

/**
 * The most cards a deal can put on the foundations with the stock order known, and the
 * shortest line found that does it (docs/solvability.md). Pure and deterministic: the budget
 * counts positions, not time. Throws on an unknown game or variant, as `newGame` does.
 */
export function solveDeal(
  game: GameId,
  seed: string,
  variant?: string,
  budget: SolveBudget = {},
  options: SolverOptions = {},
): SolveResult {
  if (!isGameId(game)) throw new Error(`unknown game ${String(game)}`)
  const chosen = variant ?? defaultVariant(game)
  if (!isVariant(game, chosen)) throw new Error(`unknown variant ${chosen} of ${game}`)
  return solveState(rulesFor(game).deal(shuffledDeck(game, seed), chosen), budget, options)
}
