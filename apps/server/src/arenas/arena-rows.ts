// The rows of the arena store (arena-store.ts): arenas, entrants, results, races and places as
// the arena's services read and write them.
import type { GameId } from '@patience-race/engine'
import type { ArenaStatus, RaceStatus } from '@patience-race/protocol'

export interface ArenaRow {
  id: string
  name: string
  game: GameId
  variant: string
  status: ArenaStatus
  startsAt: Date
  rounds: number
  roundSec: number
  round: number
  seeds: string[]
  seedHashes: string[]
  createdBy: { id: string; name: string } | null
  createdAt: Date
  finishedAt: Date | null
  entrants: number
  roundRows: RoundRow[]
  /** Made by a player (not the schedule): listed only for its creator and its entrants. */
  private: boolean
}

export interface RoundRow {
  round: number
  startsAt: Date
  endsAt: Date
  endedAt: Date | null
}

export interface NewArena {
  id: string
  name: string
  game: GameId
  variant: string
  startsAt: Date
  rounds: number
  roundSec: number
  seeds: string[]
  seedHashes: string[]
  createdBy: string | null
  scheduleKey?: string
}

export interface EntrantRow {
  playerId: string
  name: string
  firstRound: number
}

/** One seat's end of an arena race: what the round's scoring reads. */
export interface ArenaResultRow {
  round: number
  raceId: string
  playerId: string
  foundation: number
  foundationAt: number | null
  abandoned: boolean
}

/** A finished arena a player entered; `place` null until stored (arenas finished before it was). */
export interface FinishedEntry {
  id: string
  rounds: number
  place: number | null
}

export interface FinalPlace {
  playerId: string
  place: number
}

/** An arena race: its round, status and who sits in it. */
export interface ArenaRaceRow {
  raceId: string
  round: number
  status: RaceStatus
  playerIds: string[]
}

/**
 * A round's group as stored with the round (docs/arena.md): its race's id (fixed here, so the
 * group has one race whichever node deals it), the node assigned to deal it, its players.
 */
// A type, not an interface: stored as JSON, it needs the implicit index signature.
export type RoundGroup = {
  raceId: string
  node: string
  players: Array<{ id: string; name: string }>
}
