// Rows from the generated client → the storage records of races/ports.ts. Statuses are typed by
// their Postgres enums; game ids and moves, written by the server itself, are read back as the
// types they were written as.
import { OUTCOME_REASONS, type GameId, type Move as EngineMove } from '@patience-race/engine'
import type { Move, Player, Race, Result, Seat } from '../generated/prisma/client.js'
import type { MoveRecord, RaceRecord, ResultRecord, StoredRace } from '../races/ports.js'

export type RaceWithRelations = Race & {
  seats: Array<Seat & { player: Player }>
  moves: Move[]
  results: Result[]
}

function toRaceRecord(row: Race): RaceRecord {
  return {
    id: row.id,
    game: row.game as GameId,
    variant: row.variant,
    seed: row.seed,
    seedHash: row.seedHash,
    seedKnown: row.seedKnown,
    status: row.status,
    timeLimitSec: row.timeLimitSec,
    rematchOf: row.rematchOf,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    pausedMs: row.pausedMs,
    kind: row.kind,
    spectatorsAllowed: row.spectatorsAllowed,
    spectatorDelaySec: row.spectatorDelaySec,
    seatCount: row.seatCount,
    ownerNode: row.ownerNode,
    ownerEpoch: row.ownerEpoch,
  }
}

function toMoveRecord(row: Move): MoveRecord {
  return {
    raceId: row.raceId,
    seat: row.seat,
    seq: row.seq,
    move: row.move as EngineMove,
    at: row.at,
  }
}

function toResultRecord(row: Result): ResultRecord {
  return {
    raceId: row.raceId,
    seat: row.seat,
    playerId: row.playerId,
    game: row.game as GameId,
    variant: row.variant,
    seedHash: row.seedHash,
    foundation: row.foundation,
    total: row.total,
    won: row.won,
    status: row.status,
    timeMs: row.timeMs,
    moves: row.moves,
    foundationAt: row.foundationAt,
    ranked: row.ranked,
    flagged: row.flagged,
    medianMoveMs: row.medianMoveMs,
    place: row.place,
    outcome: OUTCOME_REASONS.find((reason) => reason === row.outcome) ?? null,
    finishedAt: row.finishedAt,
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
      player: { id: seat.player.id, name: seat.player.name },
    })),
    moves: row.moves.map(toMoveRecord),
    results: row.results.map(toResultRecord),
    rematchId,
  }
}
