// Where each entrant is in the arenas this node runs: the race they play in the current round
// (`arena:round` again to a new socket), NOT_WHILE_RACING for a race of that round, and Race
// TV's arena pick (the leader's race, or the viewer's own while they still play).
import { err, type ArenaRoundEvent } from '@patience-race/protocol'
import { isOver } from '../races/lifecycle/race-lifecycle.js'
import type { RaceRecord } from '../races/records.js'
import type { RaceRegistry } from '../races/registry/race-registry.js'
import type { CurrentRound } from './arena-rounds.js'
import type { ArenaRow } from './arena-rows.js'

/** Race TV's arena pick: a race to show, or why none (the viewer's own round goes on). */
export interface ArenaLeader {
  raceId: string | null
  playing?: { arenaId: string; raceId: string }
}

export interface ArenaWhereaboutsDeps {
  /** By arena: its current round as this node last read it. */
  current: ReadonlyMap<string, CurrentRound>
  registry: RaceRegistry
  arena(id: string): Promise<ArenaRow | null>
  /** The arena's leader's race now, if any. */
  leaderRaceId(row: ArenaRow): Promise<string | null>
}

export class ArenaWhereabouts {
  constructor(private readonly deps: ArenaWhereaboutsDeps) {}

  /**
   * Race TV's fallback: the leader's race of the live arena with the most entrants that the
   * viewer may watch; when the viewer may watch none because they are still playing a round
   * (NOT_WHILE_RACING), their own race of it, so TV can say why it shows nothing.
   */
  async leaderRace(viewerId: string | null): Promise<ArenaLeader> {
    const ids = [...this.deps.current].filter(([, c]) => !c.ended).map(([id]) => id)
    const rows = await Promise.all(ids.map((id) => this.deps.arena(id)))
    const live = rows.filter((r) => r !== null).sort((a, b) => b.entrants - a.entrants)
    let playing: ArenaLeader['playing']
    for (const row of live) {
      const own = viewerId ? this.playingNow(row.id, row.round, viewerId) : null
      if (own) playing ??= { arenaId: row.id, raceId: own }
      // A private arena (a player's, found by its link) is never put on Race TV.
      if (own || row.private) continue
      const raceId = await this.deps.leaderRaceId(row)
      if (raceId) return { raceId }
    }
    return { raceId: null, ...(playing ? { playing } : {}) }
  }

  /** An entrant's new socket during a round: the race they play in it, again. */
  roundsOf(playerId: string): ArenaRoundEvent[] {
    return [...this.deps.current].flatMap(([arenaId, current]) => {
      const raceId = current.raceOf.get(playerId)
      if (!raceId || current.ended) return []
      return [{ arenaId, round: current.round, raceId, endsAt: current.endsAt.toISOString() }]
    })
  }

  /** NOT_WHILE_RACING: an entrant may not watch a race of the round they are still playing. */
  watchRefusal(race: RaceRecord, playerId: string | undefined) {
    if (!race.arenaId || !playerId || race.arenaRound == null) return null
    if (!this.playingNow(race.arenaId, race.arenaRound, playerId)) return null
    return err('NOT_WHILE_RACING', 'you are still playing this round: watch once you are done')
  }

  /** The player's race of the arena's round `round` while they still play it, else null. */
  private playingNow(arenaId: string, round: number, playerId: string): string | null {
    const current = this.deps.current.get(arenaId)
    if (!current || current.ended || current.round !== round) return null
    const own = current.raceOf.get(playerId)
    if (!own) return null
    const held = this.deps.registry.running(own)
    const seat = held?.seatOf(playerId)
    const done = held ? isOver(held.record) || (seat && seat.finishedAt !== null) : false
    return done ? null : own
  }
}
