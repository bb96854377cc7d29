// The cards of a round under way for the live standings (docs/arena.md), over the nodes of a
// cluster: this node's own races read from memory, and the other nodes' as they last sent them
// (each node running races of the round sends its seats once a second to the node that pushes).
import type { RaceRegistry } from '../races/registry/race-registry.js'
import type { Clock } from '../races/ports.js'
import type { LiveSeat } from './arena-standings.js'

/** One node's live seats of an arena's round, as sent over the adapter. */
export interface LiveCardsNote {
  arenaId: string
  round: number
  node: string
  seats: LiveSeat[]
}

/** Seats another node sent longer ago than this are left out (that node stopped sending). */
const FRESH_MS = 3000

export class ArenaLiveCards {
  /** By arena, by node: its last seats of a round, and when they came. */
  private readonly heard = new Map<
    string,
    Map<string, { round: number; at: number; seats: LiveSeat[] }>
  >()

  constructor(
    private readonly registry: Pick<RaceRegistry, 'running'>,
    private readonly clock: Clock,
  ) {}

  /** The seats of the races of `raceIds` this node runs, started ones only. */
  here(raceIds: readonly string[]): LiveSeat[] {
    return raceIds.flatMap((id) => {
      const race = this.registry.running(id)
      if (!race?.record.startedAt) return []
      return [...race.seats.values()].map((seat) => ({
        playerId: seat.player.id,
        foundation: seat.game?.progress().foundation ?? 0,
        foundationAt: seat.foundationAt,
      }))
    })
  }

  /** This node's seats and the other nodes' fresh ones, of round `round`. */
  all(arenaId: string, round: number, raceIds: readonly string[]): LiveSeat[] {
    const now = this.clock.now()
    const others = [...(this.heard.get(arenaId)?.values() ?? [])]
      .filter((h) => h.round === round && now - h.at <= FRESH_MS)
      .flatMap((h) => h.seats)
    return [...this.here(raceIds), ...others]
  }

  heardFrom(note: LiveCardsNote): void {
    let byNode = this.heard.get(note.arenaId)
    if (!byNode) this.heard.set(note.arenaId, (byNode = new Map()))
    byNode.set(note.node, { round: note.round, at: this.clock.now(), seats: note.seats })
  }

  /** An arena finished or left this node: its heard seats go. */
  forget(arenaId: string): void {
    this.heard.delete(arenaId)
  }
}
