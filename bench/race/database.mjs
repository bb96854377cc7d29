// The database under test: a fresh Postgres database (dropped afterwards) or a fresh PGlite
// folder, and the durability count read straight from the tables after the run.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

const DEFAULT_ADMIN_URL = 'postgresql://postgres@127.0.0.1:5432/postgres'

const MOVES_PER_RACE_SQL = 'select race_id, count(*)::int as n from moves group by race_id'

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
  const adminUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL
  const name = `bench_race_${process.pid}_${Date.now()}`
  await withClient(adminUrl, (client) => client.query(`create database ${name}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const databaseUrl = url.toString()
  return {
    label: `Postgres (${url.host})`,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    countMoves: () => withClient(databaseUrl, (client) => movesPerRace(client)),
    /** Postgres backend processes serving the bench database (same machine: /proc works). */
    backendPids: () =>
      withClient(adminUrl, async (client) => {
        const { rows } = await client.query('select pid from pg_stat_activity where datname = $1', [
          name,
        ])
        return rows.map((row) => Number(row.pid))
      }),
    dispose: async () => {
      await withClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      )
      await rm(dataDir, { recursive: true, force: true })
    },
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

async function movesPerRace(client) {
  const { rows } = await client.query(MOVES_PER_RACE_SQL)
  return toMap(rows)
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
