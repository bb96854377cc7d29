// The worker-thread pool (piscina) that runs the engine's solver off the event loop.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Piscina } from 'piscina'
import type { Deal, SolvedPar } from './par-types.js'
import type { SolveTask } from './par-worker.js'
import type { SolverGate } from './solver-gate.js'

export interface ParPool {
  solve(deal: Deal): Promise<SolvedPar>
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
  const piscina = new Piscina<SolveTask, SolvedPar>({
    filename: workerFile(),
    minThreads: 0,
    maxThreads: Math.max(1, options.threads),
    idleTimeout: 30_000,
  })
  return {
    async solve(deal) {
      running++
      gate?.watch()
      try {
        return await piscina.run({
          ...deal,
          nodes: options.nodes,
          ...(gate ? { gate: gate.task } : {}),
        })
      } finally {
        if (--running === 0) gate?.stop()
      }
    },
    close: () => {
      gate?.stop()
      return piscina.destroy()
    },
  }
}
