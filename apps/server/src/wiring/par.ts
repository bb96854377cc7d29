// Par and the analysis of where a win slipped (issue 44): one pool of solver threads, paused at
// the solver gate while the event loop is short, so races keep their pace while it works.
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.js'
import { createParPool } from '../par/par-pool.js'
import { createParService, type ParService } from '../par/par-service.js'
import { createAnalysisService, type AnalysisService } from '../par/race-analysis.js'
import { SolverGate } from '../par/solver-gate.js'
import type { Clock, RaceStore, Scheduler } from '../races/ports.js'

export function wirePar(deps: {
  config: Config
  store: RaceStore
  clock: Clock
  scheduler: Scheduler
  log: FastifyBaseLogger
  /** Whether solves wait at the solver gate (default: yes). */
  gate?: boolean
}): { par: ParService; analysis: AnalysisService } {
  const { config, store, log } = deps
  const pool = createParPool({
    threads: config.PAR_SOLVER_THREADS,
    ...(config.PAR_NODE_BUDGET === undefined ? {} : { nodes: config.PAR_NODE_BUDGET }),
    ...(deps.gate === false
      ? {}
      : {
          gate: new SolverGate(deps.clock, deps.scheduler, {
            busyAbove: config.PAR_PAUSE_ABOVE_LOAD,
          }),
        }),
  })
  const par = createParService(pool, store, log)
  // The analysis solves a race's positions after the race's par, on the same pool.
  const analysis = createAnalysisService(pool, store, log, undefined, (deal) =>
    par.whenSolved(deal),
  )
  return { par, analysis }
}
