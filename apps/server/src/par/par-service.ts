// Par for finished races: solve each deal once in the pool, store it, and read it back. The
// solves waiting are bounded, and a solve asked for by a reader (a race finished before a
// restart) starts only while the pool is nearly idle: a crowd of GETs cannot queue CPU.
import type { ParPool } from './par-pool.js'
import type { Deal, SolvedPar } from './par-types.js'

export interface ParStorage {
  findPar(deal: Deal): Promise<SolvedPar | null>
  savePar(deal: Deal, par: SolvedPar): Promise<void>
}

export interface ParService {
  /** A race finished: solve its deal in the background unless solved (or being solved). */
  solveLater(deal: Deal): void
  /** A reader asks for a missing par: solved only while fewer than `backfillMax` are running. */
  backfill(deal: Deal): void
  /** The stored par of a deal, or null while it is unknown. */
  find(deal: Deal): Promise<SolvedPar | null>
  /** The deal's par once a solve of it under way (if any) has ended; null when there is none. */
  whenSolved(deal: Deal): Promise<SolvedPar | null>
  /** Deals being solved now. */
  solving(): number
  /** Resolves when every solve asked for so far has been stored (or has failed). */
  settled(): Promise<void>
  close(): Promise<void>
}

const keyOf = (deal: Deal) => `${deal.game}\u0000${deal.variant}\u0000${deal.seed}`

export interface ParLimits {
  /** Solves running or waiting at most; past it a finish's deal is left for a later backfill. */
  queueMax: number
  /** A reader's backfill starts only while fewer solves than this are running or waiting. */
  backfillMax: number
}

const DEFAULT_LIMITS: ParLimits = { queueMax: 200, backfillMax: 1 }

export function createParService(
  pool: Pick<ParPool, 'solve' | 'close'>,
  storage: ParStorage,
  log: { error(details: object, message: string): void },
  limits: ParLimits = DEFAULT_LIMITS,
): ParService {
  const solving = new Map<string, Promise<void>>()
  let closed = false

  async function solveOnce(deal: Deal): Promise<void> {
    if (await storage.findPar(deal)) return
    const par = await pool.solve(deal)
    if (!closed) await storage.savePar(deal, par)
  }

  function start(deal: Deal, upTo: number): void {
    const key = keyOf(deal)
    if (closed || solving.has(key) || solving.size >= upTo) return
    const job = solveOnce(deal)
      .catch((error: unknown) => {
        if (!closed) log.error({ err: error, game: deal.game }, 'par: the solve failed')
      })
      .finally(() => solving.delete(key))
    solving.set(key, job)
  }

  return {
    solveLater: (deal) => start(deal, limits.queueMax),
    backfill: (deal) => start(deal, limits.backfillMax),
    find: (deal) => storage.findPar(deal),
    async whenSolved(deal) {
      await solving.get(keyOf(deal))
      return storage.findPar(deal)
    },
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
