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
  nodes: number
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
    solve: async (deal) => (await run({ ...deal, nodes: options.nodes })) as SolvedPar,
    analyse: async (task) =>
      (await run({ ...task, nodes: options.nodes, solves: ANALYSIS_SOLVES })) as SeatAnalysis[],
    close: () => {
      gate?.stop()
      return piscina.destroy()
    },
  }
}
