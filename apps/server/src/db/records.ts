// Rows from the generated client → the storage records of races/ports.ts. Statuses are typed by
// their Postgres enums; game ids and moves, written by the server itself, are read back as the
// types they were written as.
import { OUTCOME_REASONS, type GameId, type Move as EngineMove } from '@patience-race/engine'
import type { Move, Player, Race, Result, Seat } from '#generated/prisma/client'
import type { MoveRecord, RaceRecord, ResultRecord, StoredRace } from '../races/records.js'

export type RaceWithRelations = Race & {
  seats: Array<Seat & { player: Player }>
  moves: Move[]
  results: Result[]
}

// Each record is its row less what the record does not carry (relations, columns only the read
// model reads), with the columns typed wider in Postgres narrowed back.

function toRaceRecord(row: RaceWithRelations): RaceRecord {
  const {
    seats: _seats,
    moves: _moves,
    results: _results,
    game,
    arenaId,
    arenaRound,
    ...columns
  } = row
  // Only an arena race carries its arena and round.
  return { ...columns, game: game as GameId, ...(arenaId !== null ? { arenaId, arenaRound } : {}) }
}

function toMoveRecord(row: Move): MoveRecord {
  const { createdAt: _createdAt, move, ...columns } = row
  return { ...columns, move: move as EngineMove }
}

function toResultRecord(row: Result): ResultRecord {
  const { ratingAfter: _ratingAfter, game, outcome, ...columns } = row
  return {
    ...columns,
    game: game as GameId,
    outcome: OUTCOME_REASONS.find((reason) => reason === outcome) ?? null,
  }
}

/** A result's figures as a player's recent results list them (profile and stats pages). */
export function resultFigures(r: Result) {
  return {
    raceId: r.raceId,
    game: r.game as GameId,
    foundation: r.foundation,
    total: r.total,
    won: r.won,
    timeMs: r.timeMs,
    ranked: r.ranked,
  }
}

export function toStoredRace(row: RaceWithRelations, rematchId: string | null): StoredRace {
  return {
    race: toRaceRecord(row),
    seats: row.seats.map((seat) => ({
      raceId: seat.raceId,
      seat: seat.seat,
      playerId: seat.playerId,
      ready: seat.ready,
      resigned: seat.resigned,
      abandoned: seat.abandoned,
      finishedAtMs: seat.finishedAtMs,
      player: { id: seat.player.id, name: seat.player.name },
    })),
    moves: row.moves.map(toMoveRecord),
    results: row.results.map(toResultRecord),
    rematchId,
  }
}
