// Par for finished races: solve each deal once in the pool, store it, and read it back.
import type { ParPool } from './par-pool.js'
import type { Deal, SolvedPar } from './par-types.js'

export interface ParStorage {
  findPar(deal: Deal): Promise<SolvedPar | null>
  savePar(deal: Deal, par: SolvedPar): Promise<void>
}

export interface ParService {
  /** Solve the deal in the background unless it is solved already (or being solved). */
  solveLater(deal: Deal): void
  /** The stored par of a deal, or null while it is unknown. */
  find(deal: Deal): Promise<SolvedPar | null>
  /** Deals being solved now. */
  solving(): number
  /** Resolves when every solve asked for so far has been stored (or has failed). */
  settled(): Promise<void>
  close(): Promise<void>
}

const keyOf = (deal: Deal) => `${deal.game}\u0000${deal.variant}\u0000${deal.seed}`

export function createParService(
  pool: ParPool,
  storage: ParStorage,
  log: { error(details: object, message: string): void },
): ParService {
  const solving = new Map<string, Promise<void>>()
  let closed = false

  async function solveOnce(deal: Deal): Promise<void> {
    if (await storage.findPar(deal)) return
    const par = await pool.solve(deal)
    if (!closed) await storage.savePar(deal, par)
  }

  return {
    solveLater(deal) {
      const key = keyOf(deal)
      if (closed || solving.has(key)) return
      const job = solveOnce(deal)
        .catch((error: unknown) => {
          if (!closed) log.error({ err: error, game: deal.game }, 'par: the solve failed')
        })
        .finally(() => solving.delete(key))
      solving.set(key, job)
    },
    find: (deal) => storage.findPar(deal),
    solving: () => solving.size,
    async settled() {
      while (solving.size > 0) await Promise.all(solving.values())
    },
    async close() {
      closed = true
      await pool.close()
    },
  }
}
