// The move log's group commit as ONE raw statement on the driver (pg pool or PGlite), not
// through Prisma: building and compiling a createMany per flush cost ~20 % of the server's CPU
// under load (bench/README.md, finding 3). Still one round trip and one implicit transaction
// per batch; ON CONFLICT DO NOTHING ignores a (race_id, seat, seq) already stored, so retries
// stay idempotent. `created_at` keeps its column default.
import type { MoveRecord } from '../races/ports.js'

/** Runs one parameterised statement on the driver under the Prisma client. */
export type ExecuteSql = (sql: string, params: unknown[]) => Promise<void>

// Moves travel as JSON text and are cast per row: both drivers serialise text[] alike.
const INSERT_MOVES = `INSERT INTO "moves" ("race_id", "seat", "seq", "move", "at")
SELECT m.race_id, m.seat, m.seq, m.move::jsonb, m.at
FROM unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::int[]) AS m(race_id, seat, seq, move, at)
ON CONFLICT DO NOTHING`

export async function insertMoves(execute: ExecuteSql, moves: MoveRecord[]): Promise<void> {
  if (moves.length === 0) return
  const raceIds: string[] = []
  const seats: number[] = []
  const seqs: number[] = []
  const bodies: string[] = []
  const ats: number[] = []
  for (const move of moves) {
    raceIds.push(move.raceId)
    seats.push(move.seat)
    seqs.push(move.seq)
    bodies.push(JSON.stringify(move.move))
    ats.push(move.at)
  }
  await execute(INSERT_MOVES, [raceIds, seats, seqs, bodies, ats])
}
