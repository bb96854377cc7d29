// Cluster mode: race leases in Postgres (docs/scaling.md). A race is owned by `owner_node` at
// `owner_epoch`; a node is alive while its heartbeat is younger than the lease. A claim is one
// UPDATE that compares and raises the epoch it read (row-locked), so when two nodes race for an
// orphan exactly one wins: the loser's UPDATE waits for the winner's lock, re-reads the row,
// finds the epoch moved on and skips it.
import { RUNNING_STATES } from '../races/lifecycle/race-lifecycle.js'
import type { OwnershipStore } from '../races/ports.js'

export type Query = <Row>(sql: string, params: unknown[]) => Promise<Row[]>

const UNFINISHED = `(${RUNNING_STATES.map((s) => `'${s}'`).join(', ')})`
const OWNER_GONE = `(owner_node IS NULL OR owner_node NOT IN (
  SELECT id FROM nodes WHERE heartbeat_at > now() - make_interval(secs => $2::double precision / 1000)))`

export function createOwnershipStore(query: Query): OwnershipStore {
  return {
    async heartbeat(nodeId, url) {
      await query(
        `INSERT INTO nodes (id, url, heartbeat_at) VALUES ($1, $2, now())
         ON CONFLICT (id) DO UPDATE SET url = EXCLUDED.url, heartbeat_at = now()`,
        [nodeId, url],
      )
    },

    async claim(raceId, nodeId, leaseMs) {
      const rows = await query<{ owner_epoch: number }>(
        `UPDATE races r SET owner_node = $3, owner_epoch = r.owner_epoch + 1
         FROM (SELECT id, owner_epoch FROM races
               WHERE id = $1 AND status IN ${UNFINISHED} AND ${OWNER_GONE}) c
         WHERE r.id = c.id AND r.owner_epoch = c.owner_epoch
         RETURNING r.owner_epoch`,
        [raceId, leaseMs, nodeId],
      )
      return rows[0]?.owner_epoch ?? null
    },

    async claimOrphans(nodeId, leaseMs) {
      const rows = await query<{ id: string; owner_epoch: number }>(
        `UPDATE races r SET owner_node = $1, owner_epoch = r.owner_epoch + 1
         FROM (SELECT id, owner_epoch FROM races
               WHERE status IN ${UNFINISHED} AND ${OWNER_GONE}) c
         WHERE r.id = c.id AND r.owner_epoch = c.owner_epoch
         RETURNING r.id, r.owner_epoch`,
        [nodeId, leaseMs],
      )
      return rows.map((row) => ({ raceId: row.id, epoch: row.owner_epoch }))
    },

    async owner(raceId, leaseMs) {
      const rows = await query<{ owner_node: string; url: string; owner_epoch: number }>(
        `SELECT r.owner_node, n.url, r.owner_epoch FROM races r
         JOIN nodes n ON n.id = r.owner_node
         WHERE r.id = $1 AND n.heartbeat_at > now() - make_interval(secs => $2::double precision / 1000)`,
        [raceId, leaseMs],
      )
      const row = rows[0]
      return row ? { node: row.owner_node, url: row.url, epoch: row.owner_epoch } : null
    },

    async stillOwned(nodeId, races) {
      if (races.length === 0) return []
      const rows = await query<{ id: string }>(
        `SELECT r.id FROM races r
         JOIN unnest($2::text[], $3::int[]) AS m(id, epoch) ON m.id = r.id
         WHERE r.owner_node = $1 AND r.owner_epoch = m.epoch`,
        [nodeId, races.map((r) => r.raceId), races.map((r) => r.epoch)],
      )
      return rows.map((row) => row.id)
    },

    async liveNodes(leaseMs) {
      const rows = await query<{ id: string; url: string }>(
        `SELECT id, url FROM nodes
         WHERE heartbeat_at > now() - make_interval(secs => $1::double precision / 1000)
         ORDER BY id`,
        [leaseMs],
      )
      return rows.map((row) => ({ node: row.id, url: row.url }))
    },

    async releaseAll(nodeId) {
      await query(`UPDATE races SET owner_node = NULL WHERE owner_node = $1`, [nodeId])
      await query(`DELETE FROM nodes WHERE id = $1`, [nodeId])
    },
  }
}
