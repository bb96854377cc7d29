// One arena's standings kept in memory on this node (issue 42's scale: 1,000 entrants scored and
// pushed every second): what the store holds of it (the arena, its entrants, its races and their
// results), read once and then changed by folding in what happens (a race ended, the entrants
// changed), and the table scored from it only when something it depends on moved. Pure.
import type { ArenaStanding } from '@patience-race/protocol'
import type { ArenaRaceRow, ArenaResultRow, ArenaRow, EntrantRow } from './arena-rows.js'
import { standingsOf, type LiveSeat } from './arena-standings.js'
import { withRaces } from './arena-view.js'

/** What the standings are scored from, as the store holds it. */
export interface TallyFacts {
  row: ArenaRow
  entrants: EntrantRow[]
  races: ArenaRaceRow[]
  results: ArenaResultRow[]
}

export class ArenaTally {
  private facts: TallyFacts
  /** The last table scored, and the live cards it was scored with. */
  private scored: { rows: ArenaStanding[]; live: string } | null = null

  constructor(facts: TallyFacts) {
    this.facts = facts
  }

  get row(): ArenaRow {
    return this.facts.row
  }

  /** An arena race ended: its row and its seats' results in place of what was known of it. */
  raceEnded(race: ArenaRaceRow, results: readonly ArenaResultRow[]): void {
    const { races, results: known } = this.facts
    this.facts = {
      ...this.facts,
      races: [...races.filter((r) => r.raceId !== race.raceId), race],
      results: [...known.filter((r) => r.raceId !== race.raceId), ...results],
    }
    this.scored = null
  }

  entrantsChanged(entrants: EntrantRow[]): void {
    this.facts = { ...this.facts, entrants }
    this.scored = null
  }

  /**
   * The standings with the live seats' cards (the round under way), each with its finished races.
   * Scored again only when a fold or the live cards changed since the last call; otherwise the
   * very same rows (so whoever sent them can tell nothing moved).
   */
  standings(live: readonly LiveSeat[]): ArenaStanding[] {
    const liveKey = live.map((s) => `${s.playerId} ${s.foundation} ${s.foundationAt}`).join()
    if (this.scored?.live === liveKey) return this.scored.rows
    const { row, entrants, races, results } = this.facts
    const rows = withRaces(standingsOf(entrants, results, row.round, live), races, row.round)
    this.scored = { rows, live: liveKey }
    return rows
  }
}
