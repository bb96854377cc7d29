// The move log's group commit as ONE raw statement on the driver (pg pool or PGlite), not
// through Prisma: building and compiling a createMany per flush cost ~20 % of the server's CPU
// under load (bench/README.md, finding 3). Still one round trip and one implicit transaction
// per batch; `created_at` keeps its column default.
//
// A move already stored at its (race, seat, seq) is skipped, so retries stay idempotent. A
// *different* move stored there is a conflict: the server's view of that seat is not what the
// log holds (a write that committed though the server was told it failed), so the move is
// refused, never acknowledged over the stored one. Nothing of that seat is written past the
// conflict either, so the log never holds moves that do not follow one another.
import type { MoveKey, MoveRecord } from '../races/records.js'

/** Runs one parameterised statement on the driver under the Prisma client; returns its rows. */
export type ExecuteSql = <Row>(sql: string, params: unknown[]) => Promise<Row[]>

// Moves travel as JSON text and are cast per row: both drivers serialise text[] alike. Every
// read of "moves" here sees the rows stored before this statement, not the ones it inserts.
const INSERT_MOVES = `WITH batch AS (
  SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::int[])
    AS b(race_id, seat, seq, move, at)
), first_conflict AS (
  SELECT b.race_id, b.seat, min(b.seq) AS seq
  FROM batch b JOIN "moves" s ON (s.race_id, s.seat, s.seq) = (b.race_id, b.seat, b.seq)
  WHERE s.move <> b.move::jsonb
  GROUP BY b.race_id, b.seat
), inserted AS (
  INSERT INTO "moves" ("race_id", "seat", "seq", "move", "at")
  SELECT b.race_id, b.seat, b.seq, b.move::jsonb, b.at FROM batch b
  WHERE NOT EXISTS (SELECT 1 FROM first_conflict c
    WHERE (c.race_id, c.seat) = (b.race_id, b.seat) AND c.seq <= b.seq)
  ON CONFLICT DO NOTHING
  RETURNING "race_id", "seat", "seq"
)
SELECT b.race_id, b.seat, b.seq FROM batch b
WHERE NOT EXISTS (SELECT 1 FROM inserted i
    WHERE (i.race_id, i.seat, i.seq) = (b.race_id, b.seat, b.seq))
  AND NOT EXISTS (SELECT 1 FROM "moves" s
    WHERE (s.race_id, s.seat, s.seq) = (b.race_id, b.seat, b.seq) AND s.move = b.move::jsonb)`

/** Writes the moves; returns the ones refused (conflicts), none when all are stored. */
export async function insertMoves(execute: ExecuteSql, moves: MoveRecord[]): Promise<MoveKey[]> {
  if (moves.length === 0) return []
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
  const refused = await execute<{ race_id: string; seat: number; seq: number }>(INSERT_MOVES, [
    raceIds,
    seats,
    seqs,
    bodies,
    ats,
  ])
  return refused.map((row) => ({ raceId: row.race_id, seat: row.seat, seq: row.seq }))
}

/** Runs `work` in one transaction on one connection. */
export type InTransaction = <T>(work: (query: ExecuteSql) => Promise<T>) => Promise<T>

/**
 * Cluster mode: the same batch, written only for the races this node still owns at the epoch it
 * holds. The races' rows are locked FOR SHARE first, in the same transaction, so a claim by
 * another node (an UPDATE of that row) either waits for this batch to commit — and then
 * rebuilds the race with these moves — or has committed already, and these moves are not
 * written. Returns the races whose moves were not written, and the moves refused as conflicts.
 */
export async function insertMovesFenced(
  inTransaction: InTransaction,
  moves: MoveRecord[],
  nodeId: string,
  epochs: ReadonlyMap<string, number>,
): Promise<{ fenced: string[]; conflicts: MoveKey[] }> {
  if (moves.length === 0) return { fenced: [], conflicts: [] }
  return inTransaction(async (query) => {
    const ids = [...new Set(moves.map((m) => m.raceId))]
    const rows = await query<{ id: string; owner_epoch: number }>(
      `SELECT id, owner_epoch FROM races WHERE id = ANY($1::text[]) AND owner_node = $2 FOR SHARE`,
      [ids, nodeId],
    )
    const ours = new Set(rows.filter((r) => epochs.get(r.id) === r.owner_epoch).map((r) => r.id))
    const conflicts = await insertMoves(
      query,
      moves.filter((m) => ours.has(m.raceId)),
    )
    return { fenced: ids.filter((id) => !ours.has(id)), conflicts }
  })
}
