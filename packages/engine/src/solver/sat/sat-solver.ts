// What the solver needs of a SAT solver: clauses in, a verdict within a conflict budget, the
// model out. The engine builds formulas and reads models; the solver itself is loaded by the
// caller (`@patience-race/engine/exact`), because loading WebAssembly is asynchronous and the
// web client, which imports the engine, never solves.

/** A clause: non-zero literals, `v` for variable v true, `-v` for it false. */
export type Clause = readonly number[]

type SatVerdict = 'satisfiable' | 'unsatisfiable' | 'unknown'

export interface SatSolver {
  addClause(clause: Clause): void
  /**
   * Gives up ('unknown') after `conflicts` conflicts: a budget that does not depend on time. It
   * runs in slices, with `checkpoint` called between two (as the search calls it between
   * positions), so a solve can be held without changing its answer.
   */
  solve(conflicts: number, checkpoint?: () => void, assumptions?: readonly number[]): SatVerdict
  /** The model's value of variable `v` after 'satisfiable'. */
  value(v: number): boolean
  /** Frees the solver's memory; it cannot be used after. */
  dispose(): void
}

/** A fresh solver for each formula. */
export type SatFactory = () => SatSolver
