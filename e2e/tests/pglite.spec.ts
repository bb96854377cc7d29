// The embedded default, end to end: a newcomer's server with no DATABASE_URL keeps its data in
// PGlite under a fresh DATA_DIR. A first race there is played to its end; the server restarts
// on the same folder and the results, the leaderboard and the replay are all still there.
// (Every other browser test runs on Postgres; the server's integration tests cover both stores.)
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '../support/test.js'
import { clickMove, expectMyMoves, raceTwo, resign } from '../support/race.js'
import { startTestServer, type TestServer } from '../support/test-server.js'

let dataDir: string
let server: TestServer | undefined

test.beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'pr-e2e-embedded-'))
})
test.afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

test('a first race on a fresh embedded database survives a restart of the server', async ({
  browser,
  baseURL,
}) => {
  // Two server starts on a cold PGlite folder.
  test.setTimeout(180_000)
  const port = Number(new URL(baseURL!).port)
  server = await startTestServer({ db: 'pglite', port, dataDir })

  const { a, b, url } = await raceTwo(browser, baseURL, 'sir-tommy')
  const raceId = url.split('/').pop()!
  expect(await clickMove(a)).not.toBeNull()
  await expectMyMoves(a, 1)
  expect(await clickMove(b)).not.toBeNull()
  await expectMyMoves(b, 1)
  await resign(a)
  await resign(b)
  await expect(a.getByTestId('results')).toBeVisible()
  const seed = await a.getByTestId('seed').innerText()
  expect(seed).not.toBe('')

  await server.stop()
  server = await startTestServer({ db: 'pglite', port, dataDir })

  await a.goto('/leaderboards/sir-tommy?kind=friends')
  const rows = a.getByTestId('leaderboard-row')
  await expect(rows.filter({ hasText: 'Ada' }).first()).toBeVisible()
  await expect(rows.filter({ hasText: 'Grace' }).first()).toBeVisible()
  await a.goto(`/r/${raceId}/replay`)
  await expect(a.getByTestId('replay-seed')).toHaveText(seed)
  await expect(a.locator('h2', { hasText: 'Ada' })).toContainText('move 0 of 1')
  // The same browsers carry on as the same players after the restart: Grace's page still knows
  // her, and she can start a new race.
  await b.goto('/')
  await b.getByTestId('game-saratoga').click()
  await b.getByTestId('create-race').click()
  await b.waitForURL(/\/r\/[^/]+$/)
  await expect(b.getByTestId('seat-free')).toBeVisible()
})
