// A Postgres database of its own for one e2e server or cluster, made on the admin connection
// (TEST_DATABASE_URL) and dropped afterwards, so repeated runs leave nothing behind.
import pg from 'pg'

/** Creates `<prefix>_<time>_<pid>` and returns its URL. */
export async function freshDatabase(adminUrl, prefix) {
  const name = `${prefix}_${Date.now()}_${process.pid}`
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Drops the database of `dbUrl`, its connections too; a failure is only logged. */
export async function dropDatabase(adminUrl, dbUrl) {
  const name = new URL(dbUrl).pathname.slice(1)
  const client = new pg.Client({ connectionString: adminUrl })
  try {
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  } catch (e) {
    console.error(`could not drop ${name}: ${e instanceof Error ? e.message : e}`)
  } finally {
    await client.end().catch(() => {})
  }
}
