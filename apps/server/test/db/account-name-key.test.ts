// The account_name_key migration (issue 40): existing accounts get their look-alike key folded
// in SQL exactly as accounts/usernames.ts `nameKey` folds a new name, and accounts that already
// collided keep their names — the oldest holds the key, the later ones none.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nameKey } from '../../src/accounts/usernames.js'
import { migrate } from '../../src/db/migrate.js'
import { migrationsDir } from '../../src/db/migrations-dir.js'
import { pgliteSession } from '../../src/db/sql-session.js'

const NAME_KEY = '20261205080000_account_name_key'

describe('the account_name_key migration', () => {
  let before: string
  beforeAll(() => {
    before = mkdtempSync(join(tmpdir(), 'pr-name-key-'))
    for (const name of readdirSync(migrationsDir()))
      if (name < NAME_KEY && name !== 'migration_lock.toml')
        cpSync(join(migrationsDir(), name), join(before, name), { recursive: true })
  })
  afterAll(() => rmSync(before, { recursive: true, force: true }))

  it('folds existing names as nameKey does, and leaves a later look-alike without a key', async () => {
    const db = new PGlite()
    try {
      await migrate(pgliteSession(db), before)
      const accounts = [
        ['p1', 'Victim', '2026-01-01'],
        ['p2', 'V1ct1m', '2026-02-01'],
        ['p3', 'Zo3_l-5t8', '2026-03-01'],
        ['p4', 'Other', '2026-04-01'],
      ]
      for (const [id, username, at] of accounts) {
        await db.query('INSERT INTO players (id, name) VALUES ($1, $2)', [id, username])
        await db.query(
          'INSERT INTO accounts (player_id, username, username_key, created_at) VALUES ($1, $2, $3, $4)',
          [id, username, username!.toLowerCase(), at],
        )
      }
      const report = await migrate(pgliteSession(db), migrationsDir())
      expect(report.applied).toContain(NAME_KEY)
      const rows = await db.query<{ username: string; name_key: string | null }>(
        'SELECT username, name_key FROM accounts ORDER BY created_at',
      )
      expect(rows.rows).toEqual([
        { username: 'Victim', name_key: nameKey('Victim') },
        { username: 'V1ct1m', name_key: null },
        { username: 'Zo3_l-5t8', name_key: nameKey('Zo3_l-5t8') },
        { username: 'Other', name_key: nameKey('Other') },
      ])
      expect(nameKey('V1ct1m')).toBe(nameKey('Victim'))
    } finally {
      await db.close()
    }
  })
})
