// Reads a test database as stored, after the server and its store are closed.
import type { TestDatabase } from './databases.js'
import type { TestServer } from './server.js'

export type Look = <Row = Record<string, unknown>>(
  sql: string,
  params?: unknown[],
) => Promise<Row[]>

/**
 * The database as stored, read after the server and its store are closed (one PGlite process
 * at a time): `look(sql, params)` for each question, then everything is closed again.
 */
export async function inspect(
  db: TestDatabase,
  server: TestServer,
  questions: (look: Look) => Promise<void>,
): Promise<void> {
  await server.close()
  await db.store.close()
  const session = await db.session()
  try {
    await questions((sql, params) => session.query(sql, params))
  } finally {
    await session.close()
  }
}
