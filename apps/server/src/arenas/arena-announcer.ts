// What an arena tells the sockets (docs/arena.md): `arena:standings` (the top 20, and each
// entrant's own row) and `arena:finished`, to every entrant's sockets through their player rooms
// and to the sockets watching it (`arena:watch`) through the arena's room; both go through the
// adapter, so a push from any node reaches every node's sockets. An unchanged table is not sent
// again (the very same rows, as the tally hands back when nothing moved, are not even compared).
import type { ArenaStanding } from '@patience-race/protocol'
import type { ArenaEmitter, ArenaWatchersEmitter } from './arena-emitter.js'

/** How many rows of the standings `arena:standings` carries (and an entrant's own). */
const TOP = 20

export interface ArenaTable {
  round: number
  rows: ArenaStanding[]
  /** Every round's seed (told only once the arena is finished). */
  seeds: string[]
}

export interface AnnouncerDeps {
  emit: ArenaEmitter
  watchers: ArenaWatchersEmitter
  /** The arena's standings as they are now (null: no such arena). */
  table(arenaId: string): Promise<ArenaTable | null>
}

export class ArenaAnnouncer {
  /** By arena: the last `arena:standings` sent, and what it said. */
  private readonly sent = new Map<string, { rows: ArenaStanding[]; said: string }>()

  constructor(private readonly deps: AnnouncerDeps) {}

  /** `arena:standings` to entrants and watchers; false when there is no such arena. */
  async standings(arenaId: string): Promise<boolean> {
    const t = await this.deps.table(arenaId)
    if (!t) return false
    const last = this.sent.get(arenaId)
    if (last?.rows === t.rows) return true
    const said = JSON.stringify([t.round, t.rows.map((r) => [r.playerId, r.points, r.cards])])
    this.sent.set(arenaId, { rows: t.rows, said })
    if (last?.said === said) return true
    const top = t.rows.slice(0, TOP)
    const common = { arenaId, round: t.round, standings: top, entrants: t.rows.length }
    for (const row of t.rows)
      this.deps.emit([row.playerId], 'arena:standings', { ...common, you: row })
    this.deps.watchers(arenaId, entrantsOf(t), 'arena:standings', common)
    return true
  }

  /** `arena:finished`: the final standings and the seeds, to entrants and watchers alike. */
  async finished(arenaId: string): Promise<void> {
    const t = await this.deps.table(arenaId)
    if (!t) return
    const payload = { arenaId, standings: t.rows, seeds: t.seeds }
    this.deps.emit(entrantsOf(t), 'arena:finished', payload)
    this.deps.watchers(arenaId, entrantsOf(t), 'arena:finished', payload)
  }
}

const entrantsOf = (t: ArenaTable) => t.rows.map((r) => r.playerId)
