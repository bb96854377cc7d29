// The worker-thread pool (piscina) that runs the engine's solver off the event loop.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Piscina } from 'piscina'
import type { Deal, SeatAnalysis, SolvedPar } from './par-types.js'
import type { AnalyseTask } from './analyse.js'
import type { ParTask } from './par-worker.js'
import type { SolverGate } from './solver-gate.js'

/** Solves one racer's slip search may run at most: a binary search over ~2^12 positions. */
const ANALYSIS_SOLVES = 14
/**
 * Positions each of those solves may expand unless the pool is given a budget: the analysis is
 * due in the replay within seconds of the finish, so not Saratoga's million a deal.
 */
const ANALYSIS_NODE_BUDGET = 100_000

export interface ParPool {
  solve(deal: Deal): Promise<SolvedPar>
  /** Where each racer's win slipped (analyse.ts), at the pool's budget per solve. */
  analyse(task: Omit<AnalyseTask, 'nodes' | 'solves' | 'gate'>): Promise<SeatAnalysis[]>
  close(): Promise<void>
}

/**
 * The worker runs built JavaScript: from the sources (tests run them through vitest) the
 * sibling `par-worker-entry.cjs` does not exist, so the built one in dist/ is used.
 */
function workerFile(): string {
  const beside = fileURLToPath(new URL('./par-worker-entry.cjs', import.meta.url))
  if (existsSync(beside)) return beside
  return beside.replace(/([/\\])src([/\\]par[/\\]par-worker-entry\.cjs)$/, '$1dist$2')
}

export function createParPool(options: {
  threads: number
  /** Positions a solve may expand; unset, each game's own default (solveDeal's). */
  nodes?: number
  /** Watched while any solve runs; its threads wait while it is shut. */
  gate?: SolverGate
}): ParPool {
  const { gate } = options
  let running = 0
  const piscina = new Piscina<ParTask, SolvedPar | SeatAnalysis[]>({
    filename: workerFile(),
    minThreads: 0,
    maxThreads: Math.max(1, options.threads),
    idleTimeout: 30_000,
  })
  async function run(task: ParTask): Promise<SolvedPar | SeatAnalysis[]> {
    running++
    gate?.watch()
    try {
      return await piscina.run({ ...task, ...(gate ? { gate: gate.task } : {}) })
    } finally {
      if (--running === 0) gate?.stop()
    }
  }
  return {
    solve: async (deal) =>
      (await run({
        ...deal,
        ...(options.nodes === undefined ? {} : { nodes: options.nodes }),
      })) as SolvedPar,
    analyse: async (task) =>
      (await run({
        ...task,
        nodes: options.nodes ?? ANALYSIS_NODE_BUDGET,
        solves: ANALYSIS_SOLVES,
      })) as SeatAnalysis[],
    close: () => {
      gate?.stop()
      return piscina.destroy()
    },
  }
}
