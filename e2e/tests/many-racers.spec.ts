// A race of more than two (issue 23): four browsers on one invitation link — one of them a
// phone — the creator starts once everyone seated is ready, everyone plays, each racer sees the
// others in the opponents' strip, a spectator sees four boards, the results give places, and the
// phone's replay shows any one of the four boards, picked in its switch.
import { expect, test, type Page } from '../support/test.js'
import {
  clickMove,
  DESKTOP,
  expectMyMoves,
  joinByLink,
  newPage,
  PHONE,
  resign,
} from '../support/race.js'
import { shot } from '../support/shots.js'
import { expectUncut } from '../support/boxes.js'

/** Lobby: name, Sir Tommy, `seats` racers, create. Returns the invitation link. */
async function createRaceOf(page: Page, name: string, seats: number): Promise<string> {
  await page.goto('/')
  await page.getByTestId('name-input').fill(name)
  await page.getByTestId('game-sir-tommy').click()
  await page.getByTestId('seat-count-select').selectOption(String(seats))
  await page.getByTestId('create-race').click()
  await page.waitForURL(/\/r\/[^/]+$/)
  await expect(page.getByTestId('seats-free')).toContainText(`${seats - 1} of ${seats} seats free`)
  return page.getByTestId('invite-url').inputValue()
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test('four racers on one link, one on a phone: started by the creator, watched on four boards', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000)
  const { page: ada } = await newPage(browser, baseURL, DESKTOP)
  const { page: bo } = await newPage(browser, baseURL, DESKTOP)
  const { page: cy } = await newPage(browser, baseURL, DESKTOP)
  const { page: di } = await newPage(browser, baseURL, PHONE)
  const { page: watcher } = await newPage(browser, baseURL, DESKTOP)
  const { page: phoneWatcher } = await newPage(browser, baseURL, PHONE)
  const racers = [ada, bo, cy, di]

  const url = await createRaceOf(ada, 'Ada', 6)
  // The invitation says how many seats are free.
  await bo.goto(url)
  await expect(bo.getByTestId('invitation-free-seats')).toContainText('5 free seats')
  await joinByLink(bo, url, 'Bo')
  await joinByLink(cy, url, 'Cy')
  await joinByLink(di, url, 'Di')
  await expect(ada.getByTestId('seat-3')).toContainText('Di')
  await expect(ada.getByTestId('seats-free')).toContainText('2 of 6 seats free')

  for (const page of racers) await page.getByTestId('ready-button').click()
  const start = ada.getByTestId('start-now')
  await expect(start).toHaveText('Start now with 4 racers')
  await expect(start).toBeEnabled()
  await shot(ada, testInfo, 'many-waiting-room')
  await shot(di, testInfo, 'many-waiting-room-phone')
  // Only the creator may start.
  await expect(bo.getByTestId('start-now')).toHaveCount(0)

  await watcher.goto(`${url}?watch`)
  await phoneWatcher.goto(`${url}?watch`)
  await start.click()
  for (const page of racers)
    await expect(page.getByTestId('race-status')).toHaveAttribute('data-status', 'live', {
      timeout: 15_000,
    })

  // Everyone plays two moves; each sees the other three in the strip.
  for (let round = 1; round <= 2; round++) {
    for (const page of racers) {
      expect(await clickMove(page, { prefer: /^foundation/ })).not.toBeNull()
      await expectMyMoves(page, round)
    }
  }
  for (const [i, page] of racers.entries()) {
    const strip = page.getByTestId('opponent-strip')
    await expect(strip.locator('li')).toHaveCount(3)
    for (const seat of [0, 1, 2, 3].filter((s) => s !== i))
      await expect(page.getByTestId(`opponent-${seat}`)).toBeVisible()
  }
  expect(await noSidewaysScroll(di)).toBeLessThanOrEqual(0)
  await shot(di, testInfo, 'many-racing-phone')
  await shot(ada, testInfo, 'many-racing-desktop')

  // The spectators see all four boards, each with its racer's progress: side by side on a
  // laptop, one at a time on a phone, picked in the switch that lists all four.
  for (const seat of [0, 1, 2, 3]) {
    await expect(watcher.getByTestId(`spectator-board-${seat}`)).toBeVisible()
    await expect(watcher.getByTestId(`progress-${seat}`)).toContainText('2 moves')
  }
  await expect(phoneWatcher.getByTestId('spectator-switch').getByRole('button')).toHaveCount(4)
  for (const seat of [0, 1, 2, 3]) {
    await phoneWatcher.getByTestId(`show-board-${seat}`).click()
    await expect(phoneWatcher.getByTestId(`spectator-board-${seat}`)).toBeVisible()
    await expect(phoneWatcher.getByTestId(`progress-${seat}`)).toContainText('2 moves')
  }
  expect(await noSidewaysScroll(phoneWatcher)).toBeLessThanOrEqual(0)
  await shot(watcher, testInfo, 'many-spectator-desktop')
  await shot(phoneWatcher, testInfo, 'many-spectator-phone')

  // Everyone resigns: the results give each racer a place.
  for (const page of racers) await resign(page)
  for (const page of racers) await expect(page.getByTestId('results')).toBeVisible()
  for (const seat of [0, 1, 2, 3])
    await expect(di.getByTestId(`result-${seat}-place`)).toHaveText(/^[1-4]$/)
  expect(await noSidewaysScroll(di)).toBeLessThanOrEqual(0)
  await shot(di, testInfo, 'many-results-phone')

  // The replay on the phone: one board at a time too, any of the four picked in its switch.
  const raceId = new URL(url).pathname.split('/').pop()!
  await expect
    .poll(async () => {
      await di.goto(`/r/${raceId}/replay`)
      return di.getByTestId('replay-play').or(di.getByTestId('replay-error')).textContent()
    })
    .not.toMatch(/published/)
  await expect(di.getByTestId('spectator-switch').getByRole('button')).toHaveCount(4)
  for (const seat of [3, 0, 2, 1]) {
    await di.getByTestId(`show-board-${seat}`).click()
    await expect(di.getByTestId(`replay-board-${seat}`)).toBeVisible()
    for (const other of [0, 1, 2, 3].filter((s) => s !== seat))
      await expect(di.getByTestId(`replay-board-${other}`)).toBeHidden()
  }
  await di.keyboard.press('End')
  await expect(di.getByTestId('replay-time')).toHaveText(/^(\d+:\d+) \/ \1$/)
  // At the end each button says its racer resigned, whole: three buttons a row left each note
  // room for "r…" beside the name, so it goes under the name.
  for (const seat of [0, 1, 2, 3]) {
    const note = di.getByTestId(`show-board-${seat}-note`)
    await expect(note).toHaveText('resigned')
    await expectUncut(note, di.getByTestId(`show-board-${seat}`))
  }
  expect(await noSidewaysScroll(di)).toBeLessThanOrEqual(0)
  await shot(di, testInfo, 'many-replay-phone')
})
