// Where each racer's win slipped away (issue 44): analysed once per finished race in the par
// pool, stored, and read back. Like par (par-service.ts), the jobs waiting are bounded and a
// reader's backfill starts only while the pool is nearly idle.
import type { StoredRace } from '../races/records.js'
import type { ParPool } from './par-pool.js'
import type { Deal, SeatAnalysis, SolvedPar } from './par-types.js'

export interface AnalysisStorage {
  getRace(id: string): Promise<StoredRace | null>
  findAnalysis(raceId: string): Promise<SeatAnalysis[] | null>
  saveAnalysis(raceId: string, seats: SeatAnalysis[]): Promise<void>
}

export interface AnalysisService {
  /** A race finished: analyse it in the background unless analysed (or being analysed). */
  analyseLater(raceId: string): void
  /** A reader asks for a missing analysis: started only while fewer than `backfillMax` run. */
  backfill(raceId: string): void
  /** The stored analysis of a race, or null while there is none. */
  find(raceId: string): Promise<SeatAnalysis[] | null>
  /** Resolves when every analysis asked for so far has been stored (or has failed). */
  settled(): Promise<void>
  /** Stops taking work (the pool itself is closed by the par service). */
  close(): void
}

export function createAnalysisService(
  pool: Pick<ParPool, 'analyse'>,
  storage: AnalysisStorage,
  log: { error(details: object, message: string): void },
  limits = { queueMax: 200, backfillMax: 1 },
  /**
   * The deal's par once solved (par-service.ts): a deal par did not prove winnable is answered
   * from par with no search of its own, so a finish costs one solve of the deal, not one per racer.
   */
  parOf: (deal: Deal) => Promise<SolvedPar | null> = async () => null,
): AnalysisService {
  const running = new Map<string, Promise<void>>()
  let closed = false

  async function analyseOnce(raceId: string): Promise<void> {
    if (await storage.findAnalysis(raceId)) return
    const stored = await storage.getRace(raceId)
    if (!stored) return
    const { game, variant, seed } = stored.race
    const par = await parOf({ game, variant, seed })
    const seats =
      par && !provedWinnable(par) ? fromPar(stored, par) : await pool.analyse(taskOf(stored))
    if (!closed) await storage.saveAnalysis(raceId, seats)
  }

  function start(raceId: string, upTo: number): void {
    if (closed || running.has(raceId) || running.size >= upTo) return
    const job = analyseOnce(raceId)
      .catch((error: unknown) => {
        if (!closed) log.error({ err: error, raceId }, 'analysis: the search failed')
      })
      .finally(() => running.delete(raceId))
    running.set(raceId, job)
  }

  return {
    analyseLater: (raceId) => start(raceId, limits.queueMax),
    backfill: (raceId) => start(raceId, limits.backfillMax),
    find: (raceId) => storage.findAnalysis(raceId),
    async settled() {
      while (running.size > 0) await Promise.all(running.values())
    },
    close() {
      closed = true
    },
  }
}

const provedWinnable = (par: SolvedPar) => par.proved && par.cards === par.total

/** Each seat of a deal par did not prove winnable: won, or proved lost, or unknown. */
function fromPar({ seats, results }: StoredRace, par: SolvedPar): SeatAnalysis[] {
  return [...seats]
    .sort((a, b) => a.seat - b.seat)
    .map((s): SeatAnalysis => {
      if (results.some((r) => r.seat === s.seat && r.won))
        return { playerId: s.playerId, status: 'won', proved: true }
      return par.proved
        ? { playerId: s.playerId, status: 'not-winnable', proved: true }
        : { playerId: s.playerId, status: 'unknown', proved: false }
    })
}

/** Each seat's racer and moves, in seat order, from the stored race. */
function taskOf({ race, seats, moves }: StoredRace) {
  return {
    game: race.game,
    variant: race.variant,
    seed: race.seed,
    racers: [...seats]
      .sort((a, b) => a.seat - b.seat)
      .map((s) => ({
        playerId: s.playerId,
        moves: moves.filter((m) => m.seat === s.seat).map((m) => m.move),
      })),
  }
}
