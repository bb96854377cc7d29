// The daily deal (issue 23) on a phone: play today's daily from the lobby (a few moves, then
// resign), see the place and the board, copy the share card and read it back from the
// clipboard; a second Play goes to the day's board (one attempt a day).
import { expect, test } from '../support/test.js'
import { expectMyMoves, PHONE, resign } from '../support/race.js'
import { shot } from '../support/shots.js'

test("play today's daily on a phone and copy the share card", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    permissions: ['clipboard-read', 'clipboard-write'],
  })
  const page = await context.newPage()

  await page.goto('/')
  await page.getByTestId('name-input').fill('Ada')
  const daily = page.getByTestId('daily-today')
  await expect(daily).toBeVisible()
  await expect(daily.getByTestId('daily-saratoga')).toContainText('Daily #')
  await daily.scrollIntoViewIfNeeded()
  await shot(page, testInfo, 'daily-lobby-phone')
  await page.getByTestId('daily-play-saratoga').click()
  await page.waitForURL(/\/r\/[^/]+$/)
  const raceUrl = page.url()
  await expect(page.getByTestId('daily-tag')).toHaveText(/^Daily #\d+$/)
  await expect(page.getByTestId('race-kind')).toHaveText('Daily deal')
  await expect(page.getByTestId('daily-intro')).toBeVisible()
  await shot(page, testInfo, 'daily-waiting-phone')
  await page.getByTestId('ready-button').click()
  await expect(page.getByTestId('race-status')).toHaveAttribute('data-status', 'live', {
    timeout: 15_000,
  })
  for (let n = 1; n <= 3; n++) {
    await page.getByTestId('pile-stock').click()
    await expectMyMoves(page, n)
  }
  await shot(page, testInfo, 'daily-live-phone')
  await resign(page)

  await expect(page.getByTestId('results')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('daily-place')).toContainText('#1')
  // Alone on the board so far: no percentile to speak of.
  await expect(page.getByTestId('daily-percentile')).toHaveCount(0)
  await expect(page.getByTestId('rematch-button')).toHaveCount(0)
  await expect(page.getByTestId('seed')).toHaveCount(0)
  await page.getByTestId('share-card').click()
  await expect(page.getByTestId('share-copied')).toBeVisible()
  await expect(page.getByTestId('share-card')).toHaveText('Copied')
  const text = await page.evaluate(() => navigator.clipboard.readText())
  expect(text).toMatch(/^Patience Race Daily #\d+ · Saratoga\n\d+\/52 in \d+:\d\d\n[🟩⬜]{10}/u)
  await page.getByTestId('daily-result').scrollIntoViewIfNeeded()
  await shot(page, testInfo, 'daily-results-phone')

  // One attempt a day: Play again opens the day's board instead.
  await page.goto('/')
  await page.getByTestId('daily-play-saratoga').click()
  await page.waitForURL(/\/daily\/saratoga\/\d{4}-\d\d-\d\d$/)
  const boardUrl = page.url()
  await expect(page.getByTestId('daily-page')).toBeVisible()
  await expect(page.getByTestId('daily-place')).toContainText('#1')
  await expect(page.getByTestId('daily-play')).toHaveCount(0)
  await shot(page, testInfo, 'daily-board-phone')
  // The attempt's page still shows its results.
  await page.goto(raceUrl)
  await expect(page.getByTestId('results')).toBeVisible()

  // Signing up keeps the guest's player: the attempt joins the board, the profile shows a streak.
  const name = `Daily${Date.now().toString(36)}`
  await page.goto('/signup')
  await page.getByTestId('signup-username').fill(name)
  await page.getByTestId('signup-password').fill('a long and unusual phrase')
  await page.getByTestId('signup-submit').click()
  await page.getByTestId('codes-saved').click()
  await expect(page.getByTestId('account-link')).toHaveText(name)
  await page.goto(boardUrl)
  await expect(page.getByTestId('daily-place')).toHaveText('You placed #1')
  await expect(page.getByTestId('daily-rows')).toContainText(name)
  await shot(page, testInfo, 'daily-board-account-phone')
  await page.goto(`/@/${name}`)
  await expect(page.getByTestId('streak-played')).toHaveText('1')
  await shot(page, testInfo, 'daily-profile-phone')
  // The archive lists past days (none yet on launch day) and links back.
  await page.goto('/daily')
  await expect(page.getByTestId('daily-archive')).toBeVisible()
  await shot(page, testInfo, 'daily-archive-phone')
  await context.close()
})
