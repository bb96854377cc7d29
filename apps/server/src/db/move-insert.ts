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

/** Runs `work` in one transaction on one connection; `query` returns rows. */
export type InTransaction = <T>(
  work: (query: <Row>(sql: string, params: unknown[]) => Promise<Row[]>) => Promise<T>,
) => Promise<T>

/**
 * Cluster mode: the same batch, written only for the races this node still owns at the epoch it
 * holds. The races' rows are locked FOR SHARE first, in the same transaction, so a claim by
 * another node (an UPDATE of that row) either waits for this batch to commit — and then
 * rebuilds the race with these moves — or has committed already, and these moves are not
 * written. Returns the races whose moves were not written.
 */
export async function insertMovesFenced(
  inTransaction: InTransaction,
  moves: MoveRecord[],
  nodeId: string,
  epochs: ReadonlyMap<string, number>,
): Promise<{ fenced: string[] }> {
  if (moves.length === 0) return { fenced: [] }
  return inTransaction(async (query) => {
    const ids = [...new Set(moves.map((m) => m.raceId))]
    const rows = await query<{ id: string; owner_epoch: number }>(
      `SELECT id, owner_epoch FROM races WHERE id = ANY($1::text[]) AND owner_node = $2 FOR SHARE`,
      [ids, nodeId],
    )
    const ours = new Set(rows.filter((r) => epochs.get(r.id) === r.owner_epoch).map((r) => r.id))
    const writable = moves.filter((m) => ours.has(m.raceId))
    if (writable.length > 0)
      await insertMoves((sql, params) => query(sql, params).then(() => undefined), writable)
    return { fenced: ids.filter((id) => !ours.has(id)) }
  })
}
