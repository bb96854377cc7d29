// The standings of the arenas this node pushes, in memory (arena-tally.ts), so a push once a
// second reads nothing from the store. What changes them is folded in when it happens: a race
// that ended (its results read once, from the store that has just taken them), the entrants (read
// again after a join or a leave). Everything is read again once, at the next table, when the
// arena moved on (a round started or closed, the arena finished), at the round clock's periodic
// look, or when another node of a cluster changed it (its notice): so a restart, a node taking
// over a dead one's races, or a missed notice end in the store's truth.
import type { ArenaStore } from './arena-store.js'
import { ArenaTally } from './arena-tally.js'

/** What the tallies read of the store. */
export type TallyStore = Pick<ArenaStore, 'get' | 'entrants' | 'races' | 'results' | 'raceEnd'>

interface Pending {
  everything: boolean
  entrants: boolean
  races: Set<string>
}

export class ArenaTallies {
  private readonly tallies = new Map<string, ArenaTally>()
  private readonly pending = new Map<string, Pending>()
  /** By arena: the read under way, so reads of one arena never overlap (a fold is never lost). */
  private readonly reading = new Map<string, Promise<ArenaTally | null>>()

  constructor(private readonly store: TallyStore) {}

  /** Everything read again before the next table. */
  stale(arenaId: string): void {
    this.pendingOf(arenaId).everything = true
  }

  entrantsChanged(arenaId: string): void {
    this.pendingOf(arenaId).entrants = true
  }

  /** An arena race ended (its results are stored): folded in before the next table. */
  raceEnded(arenaId: string, raceId: string): void {
    this.pendingOf(arenaId).races.add(raceId)
  }

  /** Only these arenas kept (the unfinished ones): a late look at another reads it again. */
  keepOnly(arenaIds: readonly string[]): void {
    const kept = new Set(arenaIds)
    for (const id of this.tallies.keys()) if (!kept.has(id)) this.tallies.delete(id)
    for (const id of this.pending.keys()) if (!kept.has(id)) this.pending.delete(id)
  }

  /** The arena's tally with every change it was told of folded in; null: no such arena. */
  of(arenaId: string): Promise<ArenaTally | null> {
    const before = this.reading.get(arenaId) ?? Promise.resolve(null)
    const next = before
      .catch(() => null)
      .then(() => this.update(arenaId))
      .finally(() => {
        if (this.reading.get(arenaId) === next) this.reading.delete(arenaId)
      })
    this.reading.set(arenaId, next)
    return next
  }

  private async update(arenaId: string): Promise<ArenaTally | null> {
    const todo = this.pending.get(arenaId)
    this.pending.delete(arenaId)
    try {
      const tally = this.tallies.get(arenaId)
      if (!tally || todo?.everything) {
        const loaded = await this.load(arenaId)
        if (loaded) this.tallies.set(arenaId, loaded)
        else this.tallies.delete(arenaId)
        return loaded
      }
      if (todo?.entrants) tally.entrantsChanged(await this.store.entrants(arenaId))
      for (const raceId of todo?.races ?? []) {
        const ended = await this.store.raceEnd(raceId)
        if (ended) tally.raceEnded(ended.race, ended.results)
      }
      return tally
    } catch (error) {
      // Nothing of what was read is trusted: read it all again next time.
      this.stale(arenaId)
      throw error
    }
  }

  private async load(arenaId: string): Promise<ArenaTally | null> {
    const row = await this.store.get(arenaId)
    if (!row) return null
    const [entrants, races, results] = await Promise.all([
      this.store.entrants(arenaId),
      this.store.races(arenaId),
      this.store.results(arenaId),
    ])
    return new ArenaTally({ row, entrants, races, results })
  }

  private pendingOf(arenaId: string): Pending {
    let p = this.pending.get(arenaId)
    if (!p) {
      p = { everything: false, entrants: false, races: new Set() }
      this.pending.set(arenaId, p)
    }
    return p
  }
}
