// Watching and replaying fit the first screen (issue 24): the spectator's switch and the board it
// shows (either racer's, one at a time) and the replay's switch, board (either racer's too) and
// play button sit inside 390×844
// without scrolling; the seats-taken page follows the race live; masked cards and unknown ids say
// what they are.
import { expect, test, type Locator, type Page } from '../support/test.js'
import {
  clickMove,
  DESKTOP,
  newPage,
  PHONE,
  readyAndStart,
  resign,
  seatTwo,
} from '../support/race.js'
import { shot } from '../support/shots.js'

/** The element's box lies inside the first screen (the page not scrolled). */
async function expectInFirstScreen(page: Page, el: Locator): Promise<void> {
  await expect(el).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  const box = (await el.boundingBox())!
  const { width, height } = page.viewportSize()!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width)
  expect(box.y + box.height).toBeLessThanOrEqual(height)
}

test('a phone spectator: the seats-taken page turns into both boards, then the results and a replay that fits', async ({
  browser,
  baseURL,
}, testInfo) => {
  const { a, b, url } = await seatTwo(browser, baseURL, 'sir-tommy')

  const { page: phone } = await newPage(browser, baseURL, PHONE)
  await phone.goto(url)
  await expect(phone.getByTestId('invitation-full')).toContainText('Both seats are taken')

  // Nobody clicks Watch: the page itself becomes the spectator view once the race starts.
  await readyAndStart(a, b)
  await expect(phone.getByTestId('race-status')).toHaveAttribute('data-status', 'live', {
    timeout: 15_000,
  })
  await expectInFirstScreen(phone, phone.getByTestId('spectator-switch'))
  await expectInFirstScreen(phone, phone.getByTestId('spectator-board-0'))
  await phone.getByTestId('show-board-1').click()
  await expectInFirstScreen(phone, phone.getByTestId('spectator-board-1'))
  await phone.getByTestId('show-board-0').click()
  await expect(phone.getByTestId('mask-legend')).toContainText('has not seen yet')
  // The chart is folded below the boards.
  await expect(phone.getByTestId('spectator-chart')).not.toHaveAttribute('open')
  await shot(phone, testInfo, 'spectator-phone')

  // A wide spectator sees the chart open and both boards starting on the first screen.
  const { page: wide } = await newPage(browser, baseURL, DESKTOP)
  await wide.goto(`${url}?watch`)
  await expect(wide.getByTestId('spectator-chart')).toHaveAttribute('open')
  for (const seat of [0, 1]) {
    const box = (await wide.getByTestId(`spectator-board-${seat}`).boundingBox())!
    expect(box.y + 100).toBeLessThan(DESKTOP.height)
  }
  await shot(wide, testInfo, 'spectator-desktop')

  // Each racer moves (a race with no moves is called off), then both resign: the same page
  // shows the results.
  expect(await clickMove(a)).not.toBeNull()
  expect(await clickMove(b)).not.toBeNull()
  await resign(a)
  await resign(b)
  await expect(phone.getByTestId('race-status')).toHaveAttribute('data-status', 'finished')

  const raceId = new URL(url).pathname.split('/').pop()!
  // The replay is published once the server has stored the finish: reload until it is.
  await expect
    .poll(async () => {
      await phone.goto(`/r/${raceId}/replay`)
      return phone.getByTestId('replay-play').or(phone.getByTestId('replay-error')).textContent()
    })
    .not.toMatch(/published/)
  // One board at a time, as the spectator's: the switch shows either racer's in the first screen.
  await expectInFirstScreen(phone, phone.getByTestId('replay-play'))
  await expectInFirstScreen(phone, phone.getByTestId('spectator-switch'))
  await expectInFirstScreen(phone, phone.getByTestId('replay-board-0'))
  await phone.getByTestId('show-board-1').click()
  await expectInFirstScreen(phone, phone.getByTestId('replay-board-1'))
  await phone.getByTestId('show-board-0').click()
  await expect(phone.getByTestId('replay-details')).not.toHaveAttribute('open')
  await shot(phone, testInfo, 'replay-phone')

  await wide.goto(`/r/${raceId}/replay`)
  await expectInFirstScreen(wide, wide.getByTestId('replay-play'))
  const board = (await wide.getByTestId('replay-board-0').boundingBox())!
  expect(board.y + 100).toBeLessThan(DESKTOP.height)
  await shot(wide, testInfo, 'replay-desktop')
})

test('an unknown replay id says there is no such race, on a phone and a laptop', async ({
  browser,
  baseURL,
}) => {
  for (const viewport of [PHONE, DESKTOP]) {
    const { page } = await newPage(browser, baseURL, viewport)
    await page.goto('/r/no-such-race-here/replay')
    await expect(page.getByTestId('replay-error')).toContainText('No such race')
  }
})
