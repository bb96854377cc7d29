// The races this process holds in memory, keyed by id, with when each was last used; ids the
// store does not know, remembered for a while so a flood of made-up ids costs no database
// round trip each; and one load at a time per id.
import type { Clock } from '../ports.js'

/** Unknown ids are answered from memory this long; at most this many are remembered. */
const UNKNOWN_ID_TTL_MS = 60_000
const UNKNOWN_IDS_KEPT = 10_000

export class RaceCache<Race extends { readonly id: string }> {
  private readonly races = new Map<string, { race: Race; usedAt: number }>()
  private readonly loading = new Map<string, Promise<Race | null>>()
  private readonly unknownIds = new Map<string, number>()

  constructor(private readonly clock: Clock) {}

  /** The race if it is held here, marked as used now. */
  use(id: string): Race | undefined {
    const entry = this.races.get(id)
    if (entry) entry.usedAt = this.clock.now()
    return entry?.race
  }

  /** The race if it is held here, without marking it used. */
  peek(id: string): Race | undefined {
    return this.races.get(id)?.race
  }

  remember(race: Race): void {
    this.races.set(race.id, { race, usedAt: this.clock.now() })
    this.unknownIds.delete(race.id)
  }

  /** Drops the race, unless another instance of it has replaced it since. */
  forget(race: Race): void {
    if (this.races.get(race.id)?.race === race) this.races.delete(race.id)
  }

  all(): Race[] {
    return [...this.races.values()].map((entry) => entry.race)
  }

  /** Every race held, with when it was last used (for the sweep). */
  entries(): Array<{ race: Race; usedAt: number }> {
    return [...this.races.values()]
  }

  /**
   * Loads the race once however many ask at the same time; an id the store does not know is
   * remembered as unknown. `keep` says whether a loaded race is held here.
   */
  async load(
    id: string,
    read: () => Promise<Race | null>,
    keep: (race: Race) => boolean,
  ): Promise<Race | null> {
    const unknownUntil = this.unknownIds.get(id)
    if (unknownUntil !== undefined) {
      if (unknownUntil > this.clock.now()) return null
      this.unknownIds.delete(id)
    }
    let loading = this.loading.get(id)
    if (!loading) {
      loading = read().then((race) => {
        this.loading.delete(id)
        if (!race) {
          this.rememberUnknown(id)
          return null
        }
        const again = this.races.get(id)
        if (again) return again.race
        if (keep(race)) this.remember(race)
        return race
      })
      loading.catch(() => this.loading.delete(id))
      this.loading.set(id, loading)
    }
    return loading
  }

  /** Forgets unknown ids whose time is up. */
  sweepUnknown(): void {
    const now = this.clock.now()
    for (const [id, until] of this.unknownIds) if (until <= now) this.unknownIds.delete(id)
  }

  private rememberUnknown(id: string): void {
    if (this.unknownIds.size >= UNKNOWN_IDS_KEPT) {
      const oldest = this.unknownIds.keys().next()
      if (!oldest.done) this.unknownIds.delete(oldest.value)
    }
    this.unknownIds.set(id, this.clock.now() + UNKNOWN_ID_TTL_MS)
  }
}
