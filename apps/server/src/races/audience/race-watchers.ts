// Who watches a race: one set of watcher ids (socket ids) with the address each came from, so
// the spectator count has one owner and one address cannot fill a race's audience alone.
export type AddWatcher = 'added' | 'already' | 'too-many-from-address'

export class RaceWatchers {
  private readonly addressOf = new Map<string, string>()
  private readonly perAddress = new Map<string, number>()

  /** `onRemoved`: a watcher left (cluster mode gives back its place in the cluster-wide cap). */
  constructor(
    private readonly maxPerAddress: number,
    private readonly onRemoved?: (address: string) => void,
  ) {}

  get count(): number {
    return this.addressOf.size
  }

  has(watcherId: string): boolean {
    return this.addressOf.has(watcherId)
  }

  add(watcherId: string, address: string): AddWatcher {
    if (this.addressOf.has(watcherId)) return 'already'
    const from = this.perAddress.get(address) ?? 0
    if (from >= this.maxPerAddress) return 'too-many-from-address'
    this.addressOf.set(watcherId, address)
    this.perAddress.set(address, from + 1)
    return 'added'
  }

  /** True when the watcher was there. */
  remove(watcherId: string): boolean {
    const address = this.addressOf.get(watcherId)
    if (address === undefined) return false
    this.addressOf.delete(watcherId)
    const left = (this.perAddress.get(address) ?? 1) - 1
    if (left > 0) this.perAddress.set(address, left)
    else this.perAddress.delete(address)
    this.onRemoved?.(address)
    return true
  }

  /** How many watch from each address. */
  byAddress(): IterableIterator<[string, number]> {
    return this.perAddress.entries()
  }
}

/**
 * Cluster mode (docs/scaling.md): a race's watchers are counted on every node. Each node keeps
 * its own spectators of a race in one RaceWatchers per race id (whether this node runs the race
 * or only relays its events), publishes its count, and reads the others' counts for the races
 * it runs. One process has no audience: each Race counts its own watchers.
 */
export interface Audience {
  /** This node's watchers of a race (the same object for every Race of that id here). */
  watchersOf(raceId: string): RaceWatchers
  /** This node's count of the race changed (published within a short interval). */
  changed(raceId: string): void
  /** The race's watchers on every live node, as last read (this node's own count exact). */
  count(raceId: string): number
  /** Reads the other nodes' counts of a race this node has just started to run. */
  refresh(raceId: string): Promise<void>
  /**
   * Takes a place for one more watcher of the race from this address under the cap over every
   * node; false when the address has its cap's worth already. A place not used (the watcher
   * was refused here after all) is given back with `release`; a watcher's leaving gives back
   * its own.
   */
  reserve(raceId: string, address: string): Promise<boolean>
  release(raceId: string, address: string): void
}
