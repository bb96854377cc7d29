// One raw database session for the migrator: a single connection, so a session advisory lock
// and BEGIN/COMMIT all apply to the same backend. Prisma Client runs on a pool and cannot
// promise that, and prepared statements cannot hold a multi-statement migration script.
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

export interface SqlSession {
  /** Runs a script of one or more statements (simple query protocol), no parameters. */
  exec(sql: string): Promise<void>
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>
  close(): Promise<void>
}

export async function openPgSession(connectionString: string): Promise<SqlSession> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  return {
    async exec(sql) {
      await client.query(sql)
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params)
      return result.rows as Row[]
    },
    close: () => client.end(),
  }
}

/** PGlite is a single connection already; closing the session leaves the database open. */
export function pgliteSession(db: PGlite): SqlSession {
  return {
    async exec(sql) {
      await db.exec(sql)
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await db.query<Row>(sql, params)
      return result.rows
    },
    close: async () => {},
  }
}
