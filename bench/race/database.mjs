// The databases under test: a fresh Postgres database (dropped afterwards) or a fresh PGlite
// folder for our server, a fresh Postgres database for the boardgame.io peer, and the
// durability counts read straight from the tables after the run.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

const DEFAULT_ADMIN_URL = 'postgresql://postgres@127.0.0.1:5432/postgres'

const MOVES_PER_RACE_SQL = 'select race_id, count(*)::int as n from moves group by race_id'

// Races seat by seat, for the move-by-move check: each race's owner, and each seat's player
// and the seqs stored for it.
const SEQS_STORED_SQL = `select r.id as race_id, r.status, r.owner_node, r.owner_epoch,
    r.arena_round, p.name, s.seat,
    coalesce(array_agg(m.seq order by m.seq) filter (where m.seq is not null), '{}') as seqs
  from races r join seats s on s.race_id = r.id join players p on p.id = s.player_id
  left join moves m on m.race_id = s.race_id and m.seat = s.seat
  where r.id = any($1::text[])
  group by r.id, s.seat, p.name order by r.id, s.seat`

// bgio-postgres keeps one row per match in "Games" with the state of its last write: the moves
// stored are the `moves` count our engine keeps in each seat's state.
const PEER_MOVES_PER_MATCH_SQL = `select id as race_id,
  coalesce((state->'G'->'seats'->'0'->>'moves')::int, 0)
  + coalesce((state->'G'->'seats'->'1'->>'moves')::int, 0) as n
  from "Games"`

/** A fresh place for the server's data: { env, countMoves(), dispose() }. */
export async function prepareDatabase(kind) {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-race-'))
  if (kind === 'pglite') {
    return {
      label: 'PGlite',
      env: { DATA_DIR: dataDir },
      // Only once the server has stopped: PGlite holds its folder exclusively.
      countMoves: () => countPgliteMoves(join(dataDir, 'pglite')),
      // PGlite runs inside the server process: its CPU is the server's.
      backendPids: async () => [],
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    }
  }
  const database = await createPostgresDatabase('bench_race')
  return {
    label: `Postgres (${database.host})`,
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    countMoves: () => database.countMoves(MOVES_PER_RACE_SQL),
    seqsStored: (raceIds) => database.rows(SEQS_STORED_SQL, [raceIds]),
    backendPids: database.backendPids,
    dispose: async () => {
      await database.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * The boardgame.io peer's database: a fresh Postgres database of its own (bgio-postgres makes
 * its "Games" table), dropped at the end. `countMoves()` reads the moves stored per match.
 */
export async function preparePeerDatabase() {
  const database = await createPostgresDatabase('bench_peer')
  return {
    label: `Postgres (${database.host})`,
    url: database.url,
    countMoves: () => database.countMoves(PEER_MOVES_PER_MATCH_SQL),
    backendPids: database.backendPids,
    dispose: database.drop,
  }
}

/** `<prefix>_<pid>_<time>` on BENCH_DATABASE_URL / TEST_DATABASE_URL / the local default. */
async function createPostgresDatabase(prefix) {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL
  const name = `${prefix}_${process.pid}_${Date.now()}`
  await withClient(adminUrl, (client) => client.query(`create database ${name}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const databaseUrl = url.toString()
  return {
    host: url.host,
    url: databaseUrl,
    countMoves: (sql) =>
      withClient(databaseUrl, async (client) => toMap((await client.query(sql)).rows)),
    rows: (sql, params) =>
      withClient(databaseUrl, async (client) => (await client.query(sql, params)).rows),
    /** Postgres backend processes serving this database (same machine: /proc works). */
    backendPids: () =>
      withClient(adminUrl, async (client) => {
        const { rows } = await client.query('select pid from pg_stat_activity where datname = $1', [
          name,
        ])
        return rows.map((row) => Number(row.pid))
      }),
    drop: () =>
      withClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ),
  }
}

async function countPgliteMoves(folder) {
  const db = new PGlite(folder)
  try {
    await db.waitReady
    const { rows } = await db.query(MOVES_PER_RACE_SQL)
    return toMap(rows)
  } finally {
    await db.close()
  }
}

function toMap(rows) {
  return new Map(rows.map((row) => [row.race_id, Number(row.n)]))
}

async function withClient(connectionString, work) {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * The durability check: the moves acknowledged race by race (`ackedByRace`, an object) against
 * those stored (`storedByRace`, countMoves()'s Map): { storedMoves, mismatched }.
 */
export function compareMoves(ackedByRace, storedByRace) {
  let storedMoves = 0
  for (const n of storedByRace.values()) storedMoves += n
  const mismatched = []
  for (const id of new Set([...Object.keys(ackedByRace), ...storedByRace.keys()])) {
    const acked = ackedByRace[id] ?? 0
    const stored = storedByRace.get(id) ?? 0
    if (acked !== stored) mismatched.push({ raceId: id, acked, stored })
  }
  return { storedMoves, mismatched }
}
