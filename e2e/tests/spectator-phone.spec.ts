// A spectator on a phone reads the cards (issue: two side-by-side boards of 22 px cards were too
// small): one board at a time at the page's width, picked with a switch naming each racer with
// their cards up. A laptop still shows both boards side by side, with no switch.
import { expect, test, type Page } from '../support/test.js'
import {
  clickMove,
  createRace,
  DESKTOP,
  joinByLink,
  newPage,
  PHONE,
  raceTwo,
  readyAndStart,
} from '../support/race.js'
import { shot } from '../support/shots.js'
import { boxOf, cardWidth } from '../support/boxes.js'

test('a phone spectator reads one racer’s board at full width and switches to the other', async ({
  browser,
  baseURL,
}, testInfo) => {
  const { a, b, url } = await raceTwo(browser, baseURL, 'sir-tommy')
  // A few moves each, so both boards have face-up cards in their piles.
  for (let i = 0; i < 4; i++) {
    expect(await clickMove(a)).not.toBeNull()
    expect(await clickMove(b)).not.toBeNull()
  }

  const { page: phone } = await newPage(browser, baseURL, PHONE)
  await phone.goto(`${url}?watch`)
  const ada = phone.getByTestId('spectator-board-0')
  const grace = phone.getByTestId('spectator-board-1')
  await expect(ada).toBeVisible()
  await expect(grace).toBeHidden()
  // The switch names both racers with their cards up; Ada's is pressed.
  await expect(phone.getByTestId('show-board-0')).toContainText('Ada')
  await expect(phone.getByTestId('show-board-1')).toContainText('Grace')
  await expect(phone.getByRole('button', { name: /^Grace, \d+ of 52 up/ })).toBeVisible()
  await expect(phone.getByTestId('show-board-0')).toHaveAttribute('aria-pressed', 'true')
  await expect(phone.getByTestId('progress-0')).toBeVisible()
  await expect(phone.getByTestId('progress-1')).toBeHidden()

  // Nearly the page's width, and cards big enough to read their rank and suit (they were 22 px).
  const board = await boxOf(phone, 'spectator-board-0')
  expect(board.width).toBeGreaterThanOrEqual(PHONE.width - 40)
  expect(await cardWidth(ada)).toBeGreaterThanOrEqual(44)
  await shot(phone, testInfo, 'spectator-phone-ada')

  // Grace's board takes Ada's place, as big.
  await phone.getByTestId('show-board-1').click()
  await expect(grace).toBeVisible()
  await expect(ada).toBeHidden()
  await expect(phone.getByTestId('show-board-1')).toHaveAttribute('aria-pressed', 'true')
  await expect(phone.getByTestId('progress-1')).toBeVisible()
  expect(await boxOf(phone, 'spectator-board-1')).toEqual(board)
  expect(await cardWidth(grace)).toBeGreaterThanOrEqual(44)
  expect(
    await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0)
  await shot(phone, testInfo, 'spectator-phone-grace')

  // A laptop: both boards side by side, no switch.
  const { page: wide } = await newPage(browser, baseURL, DESKTOP)
  await wide.goto(`${url}?watch`)
  await expect(wide.getByTestId('spectator-board-1')).toBeVisible()
  await expect(wide.getByTestId('spectator-board-0')).toBeVisible()
  await expect(wide.getByTestId('spectator-switch')).toBeHidden()
  const left = await boxOf(wide, 'spectator-board-0')
  const right = await boxOf(wide, 'spectator-board-1')
  expect(right.y).toBe(left.y)
  expect(right.x).toBeGreaterThanOrEqual(left.x + left.width)
  await shot(wide, testInfo, 'spectator-desktop-two')
})

test('a phone spectator: the shown racer’s line sits under the switch whatever the hidden one’s says', async ({
  browser,
  baseURL,
}, testInfo) => {
  // Grace's name is long: at 390 px it is cut with "…" in its column (issue 41: the line is a grid
  // of fixed columns), so her line is as tall as Ada's, never a line taller.
  const { page: a } = await newPage(browser, baseURL)
  const { page: b } = await newPage(browser, baseURL)
  const url = await createRace(a, 'Ada', 'sir-tommy')
  await joinByLink(b, url, 'Grace Brewster M. Hopper')
  await readyAndStart(a, b)
  expect(await clickMove(a)).not.toBeNull()

  const { page: phone } = await newPage(browser, baseURL, PHONE)
  await phone.goto(`${url}?watch`)
  await expect(phone.getByTestId('spectator-board-0')).toBeVisible()
  await expect(phone.getByTestId('progress-0-presence')).toHaveText('online')
  await shot(phone, testInfo, 'spectator-phone-long-name-hidden')
  const header = await headerOf(phone, 0)
  // Ada's line right under the switch, her bar right under her line, her board under her bar.
  expect(header.line.y - header.switchBottom).toBeLessThanOrEqual(10)
  expect(header.bar.y - (header.line.y + header.line.height)).toBeLessThanOrEqual(8)
  expect(header.board.y - (header.bar.y + header.bar.height)).toBeLessThanOrEqual(10)
  // And what comes under her board right under it: no room kept for Grace's taller seat.
  const legend = await boxOf(phone, 'mask-legend')
  expect(legend.y - (header.board.y + header.board.height)).toBeLessThanOrEqual(10)

  // Grace's line sits where Ada's did, her name cut; back on Ada's, Ada's header is where it was.
  await phone.getByTestId('show-board-1').click()
  await expect(phone.getByTestId('spectator-board-1')).toBeVisible()
  const grace = await headerOf(phone, 1)
  expect(grace.line.y - grace.switchBottom).toBeLessThanOrEqual(10)
  expect(grace.line.height).toBe(header.line.height)
  const name = phone.getByTestId('progress-1').locator('strong')
  expect(await name.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true)
  await shot(phone, testInfo, 'spectator-phone-long-name-shown')
  await phone.getByTestId('show-board-0').click()
  expect(await headerOf(phone, 0)).toEqual(header)
})

/** Where a phone spectator sees a racer's status line, bar and board, and the switch's bottom. */
async function headerOf(page: Page, seat: number) {
  const progress = page.getByTestId(`progress-${seat}`)
  const switchBox = await boxOf(page, 'spectator-switch')
  return {
    switchBottom: switchBox.y + switchBox.height,
    line: (await progress.locator('.line').boundingBox())!,
    bar: (await progress.getByRole('progressbar').boundingBox())!,
    board: await boxOf(page, `spectator-board-${seat}`),
  }
}
