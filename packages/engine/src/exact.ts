// `@patience-race/engine/exact`: the SAT solver the exact searches run on (CaDiCaL compiled to
// WebAssembly), loaded once. Pass the factory as the solver option `sat` (docs/solvability.md,
// "Sir Tommy solved exactly").
import { Cadical, loadCadical } from 'cadical-wasm'
import type { SatFactory, SatSolver } from './solver/sat/sat-solver.js'

export type { SatFactory } from './solver/sat/sat-solver.js'

export async function loadSatSolver(): Promise<SatFactory> {
  const module = await loadCadical()
  return (): SatSolver => {
    const solver = new Cadical(module, { quiet: true })
    return {
      addClause: (clause) => solver.addClause(clause),
      solve: (conflicts) => solver.solve({ conflicts }),
      value: (v) => solver.value(v),
      dispose: () => solver.dispose(),
    }
  }
}
