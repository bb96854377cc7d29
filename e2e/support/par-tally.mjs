// How often par was proved on the deals raced in a browser run (issue 44: par proved on at least
// 99 % of finished races): each Postgres server, as it stops, appends its `pars` rows counted by
// game and proof to one file, and the durations reporter prints the totals at the end of the run.
import { appendFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

const TALLY = join(dirname(fileURLToPath(import.meta.url)), '../artifacts/par-tally.jsonl')

/** Appends the database's pars, counted by game and proof; a failure is only logged. */
export async function tallyPars(dbUrl) {
  const client = new pg.Client({ connectionString: dbUrl })
  try {
    await client.connect()
    // One row a game and proof; the unproved rows name their deals, so a run's misses can be
    // solved again at the default budget (is the deal hard, or was the tests' budget too small?).
    const { rows } = await client.query(
      `SELECT game, proved, count(*)::int AS deals,
         CASE WHEN proved THEN NULL ELSE array_agg(variant || ' ' || seed || ' ' || cards || '/' || total) END AS unproved
       FROM pars GROUP BY game, proved`,
    )
    mkdirSync(dirname(TALLY), { recursive: true })
    for (const row of rows) appendFileSync(TALLY, `${JSON.stringify(row)}\n`)
  } catch (e) {
    console.error(`par tally: ${e instanceof Error ? e.message : e}`)
  } finally {
    await client.end().catch(() => {})
  }
}

export function clearParTally() {
  rmSync(TALLY, { force: true })
}

/**
 * "sir-tommy 12 of 12 proved, saratoga 8 of 9 proved (not: standard v2:… 31/52)", or null when
 * no par was solved.
 */
export function parTallyLine() {
  let text
  try {
    text = readFileSync(TALLY, 'utf8')
  } catch {
    return null
  }
  const byGame = new Map()
  for (const line of text.split('\n').filter(Boolean)) {
    const { game, proved, deals, unproved } = JSON.parse(line)
    const entry = byGame.get(game) ?? { proved: 0, all: 0, misses: [] }
    entry.all += deals
    if (proved) entry.proved += deals
    entry.misses.push(...(unproved ?? []))
    byGame.set(game, entry)
  }
  return [...byGame]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([game, { proved, all, misses }]) => {
      const named = misses.length === 0 ? '' : ` (not: ${misses.join('; ')})`
      return `${game} ${proved} of ${all} proved${named}`
    })
    .join(', ')
}
