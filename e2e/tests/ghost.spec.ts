// Ghost races (issue 23): from a finished race's results, "Race this run" deals the same deal
// against that run, played back at its pace as a live opponent; labelled, unranked, on a phone.
import { expect, test } from '../support/test.js'
import { expectMyMoves, movesIn, newPage, PHONE, raceTwo, resign } from '../support/race.js'
import { shot } from '../support/shots.js'

test('race a recorded run from the results, on a phone', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(150_000)
  const { a, b, url } = await raceTwo(browser, baseURL, 'saratoga')
  for (let n = 1; n <= 3; n++) {
    await a.getByTestId('pile-stock').click()
    await expectMyMoves(a, n)
  }
  await resign(a)
  await resign(b)
  await expect(a.getByTestId('results')).toBeVisible()

  // Someone else, on a phone, races Ada's run from the race's results page.
  const { page: c } = await newPage(browser, baseURL, PHONE)
  await c.goto(url)
  await expect(c.getByTestId('race-this-run')).toBeVisible()
  await c.getByTestId('ghost-0').click()
  await c.getByTestId('ghost-name').fill('Linus')
  await c.getByTestId('ghost-0').click()
  await c.waitForURL((u) => u.pathname.startsWith('/r/') && !url.endsWith(u.pathname))
  await expect(c.getByTestId('race-kind')).toHaveText('Ghost race · unranked')
  await expect(c.getByText("Ada's run").first()).toBeVisible()
  await c.getByTestId('ready-button').click()
  await expect(c.getByTestId('race-status')).toHaveAttribute('data-status', 'live', {
    timeout: 15_000,
  })
  // The run's three draws arrive as a live opponent's progress.
  await expect.poll(() => movesIn(c.getByTestId('opponent-progress')), { timeout: 20_000 }).toBe(3)
  await shot(c, testInfo, 'ghost-race-phone')
  await resign(c)
  await expect(c.getByTestId('results')).toBeVisible({ timeout: 20_000 })
  await expect(c.getByTestId('result-1')).toContainText("Ada's run")
  await shot(c, testInfo, 'ghost-results-phone')
})
