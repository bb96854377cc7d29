// `@patience-race/engine/exact`: the SAT solver the exact searches run on (CaDiCaL compiled to
// WebAssembly), loaded once. Pass the factory as the solver option `sat` (docs/solvability.md,
// "Sir Tommy solved exactly").
import { Cadical, loadCadical } from 'cadical-wasm'
import type { SatFactory, SatSolver } from './solver/sat/sat-solver.js'

export type { SatFactory } from './solver/sat/sat-solver.js'

/**
 * Conflicts a slice: most Sir Tommy deals need fewer, and a slice takes a few tenths of a second.
 * The slices are the same with or without a checkpoint, so the answer does not depend on it.
 */
const SLICE_CONFLICTS = 10_000

export async function loadSatSolver(): Promise<SatFactory> {
  const module = await loadCadical()
  return (): SatSolver => {
    const solver = new Cadical(module, { quiet: true })
    return {
      addClause: (clause) => solver.addClause(clause),
      solve(conflicts, checkpoint, assumptions = []) {
        for (let left = conflicts; left > 0; left -= SLICE_CONFLICTS) {
          const verdict = solver.solve({
            conflicts: Math.min(left, SLICE_CONFLICTS),
            assumptions,
          })
          if (verdict !== 'unknown') return verdict
          checkpoint?.()
        }
        return 'unknown'
      },
      value: (v) => solver.value(v),
      dispose: () => solver.dispose(),
    }
  }
}
