// The lobby's way back to every unfinished race of yours (as lichess's "games in progress"):
// not only a live race but a daily attempt left before it started and an invite nobody has
// taken yet (neither is in the public live list), one labelled line each with when it was made,
// at phone and desktop size, each link landing on its race.
import { expect, test } from '../support/test.js'
import { createRace, DESKTOP, PHONE, raceTwo } from '../support/race.js'
import { shot } from '../support/shots.js'

test('the lobby links back to a live race, a daily attempt and a waiting invite', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000)
  // Grace (on a phone) races Ada, and goes back to the lobby mid-race.
  const { b: grace, url: liveUrl } = await raceTwo(browser, baseURL, 'sir-tommy', { b: PHONE })
  await grace.getByTestId('home-link').click()
  await expect(grace.getByTestId('own-race')).toContainText(
    'You have a race in progress against Ada (Sir Tommy)',
  )

  // Today's Saratoga daily, opened and left before it starts (daily attempts are never listed).
  await grace.getByTestId('daily-play-saratoga').click()
  await grace.waitForURL(/\/r\/[^/]+$/)
  const dailyUrl = grace.url()
  await expect(grace.getByTestId('daily-tag')).toBeVisible()
  // An invite she sends and leaves before anyone takes the seat.
  const inviteUrl = await createRace(grace, 'Grace', 'saratoga')
  await grace.getByTestId('home-link').click()

  const lines = grace.getByTestId('own-races').getByRole('listitem')
  await expect(lines).toHaveCount(3)
  // Newest first; an invite nobody has joined yet can be cancelled from here.
  await expect(lines.nth(0)).toHaveText(
    /^Your race is waiting for an opponent \(Saratoga\) · made (just now|\d+ min ago) — back to it\s*Cancel$/,
  )
  await expect(lines.nth(0)).toHaveAttribute('data-testid', 'own-race-waiting')
  await expect(lines.nth(1)).toHaveText(
    /^Your daily attempt \(Saratoga\) · made (just now|\d+ min ago) — back to it$/,
  )
  await expect(lines.nth(1)).toHaveAttribute('data-testid', 'own-race-daily')
  await expect(lines.nth(2)).toHaveText(
    /^You have a race in progress against Ada \(Sir Tommy\) · made (just now|\d+ min ago) — back to it$/,
  )
  // Nothing scrolls sideways on the phone.
  expect(await grace.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  )
  await shot(grace, testInfo, 'lobby-own-races-phone')
  await grace.setViewportSize(DESKTOP)
  await shot(grace, testInfo, 'lobby-own-races-desktop')
  await grace.setViewportSize(PHONE)

  await grace.getByTestId('own-race-daily-link').click()
  await expect(grace).toHaveURL(dailyUrl)
  await expect(grace.getByTestId('daily-tag')).toBeVisible()
  await expect(grace.getByTestId('ready-button')).toBeVisible()

  await grace.getByTestId('home-link').click()
  await grace.getByTestId('own-race-waiting-link').click()
  await expect(grace).toHaveURL(inviteUrl)
  await expect(grace.getByTestId('seat-free')).toBeVisible()

  await grace.getByTestId('home-link').click()
  await grace.getByTestId('own-race-link').click()
  await expect(grace).toHaveURL(liveUrl)
  await expect(grace.getByTestId('my-board')).toBeVisible()
})
