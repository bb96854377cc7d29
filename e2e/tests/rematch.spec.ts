// Rematch as on lichess (issue 12.3): "Rematch" is an offer the opponent accepts or declines;
// the offerer may cancel it; on accept both racers go to the new race, while a spectator stays
// where it is and is offered to follow ("Watch the rematch"). Against a bot the rematch starts
// at once (the bot accepts).
import { expect, test, type Page } from '../support/test.js'
import {
  clickMove,
  expectMyMoves,
  myMoves,
  newPage,
  readyAndStart,
  resign,
  seatTwo,
} from '../support/race.js'
import { shot } from '../support/shots.js'

const WIDE = { width: 1366, height: 850 } as const
const PHONE = { width: 390, height: 844 } as const

const raceIdOf = (page: Page) => new URL(page.url()).pathname.split('/')[2]!

/** One move (so the race is not called off), then both resign: everyone sees the results. */
async function playAndFinish(a: Page, b: Page, c: Page): Promise<void> {
  if (!(await clickMove(a))) {
    const before = await myMoves(a)
    await a.getByTestId('pile-stock').click()
    await expectMyMoves(a, before + 1)
  }
  await resign(a)
  await resign(b)
  for (const p of [a, b, c]) await expect(p.getByTestId('results')).toBeVisible()
}

/** Screenshots of the page at 1366×850 and 390×844, restoring its size after. */
async function bothSizes(page: Page, info: Parameters<typeof shot>[1], name: string) {
  const size = page.viewportSize()
  await page.setViewportSize(WIDE)
  await shot(page, info, `${name}-desktop`)
  await page.setViewportSize(PHONE)
  await shot(page, info, `${name}-phone`)
  if (size) await page.setViewportSize(size)
}

test('a rematch is offered, cancelled, declined, offered again and accepted; the spectator stays', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  const { a, b, url } = await seatTwo(browser, baseURL, 'sir-tommy', { a: WIDE, b: PHONE })
  const { page: c } = await newPage(browser, baseURL, WIDE)
  await c.goto(`${url}?watch`)
  await expect(c.getByTestId('waiting-room')).toBeVisible()
  await readyAndStart(a, b)
  await playAndFinish(a, b, c)
  const oldId = raceIdOf(a)

  // Ada offers: Grace is asked, the spectator is told, Ada waits and may cancel.
  await a.getByTestId('rematch-button').click()
  await expect(a.getByTestId('rematch-sent')).toHaveText('Rematch offer sent. Waiting for Grace…')
  await expect(b.getByTestId('rematch-offer')).toHaveText('Ada offers a rematch')
  await expect(b.getByTestId('rematch-accept')).toBeVisible()
  await expect(c.getByTestId('rematch-offer')).toHaveText('Ada offers a rematch.')
  await bothSizes(b, testInfo, 'rematch-offer')
  await bothSizes(a, testInfo, 'rematch-sent')

  // Ada cancels her own offer.
  await a.getByTestId('rematch-cancel').click()
  await expect(a.getByTestId('rematch-declined')).toHaveText('You cancelled your rematch offer.')
  await expect(b.getByTestId('rematch-declined')).toHaveText('Ada cancelled the rematch offer.')
  await expect(b.getByTestId('rematch-accept')).toHaveCount(0)
  await expect(c.getByTestId('rematch-offer')).toHaveCount(0)

  // Offered again; Grace declines: both see it, and so does the spectator.
  await a.getByTestId('rematch-button').click()
  await expect(b.getByTestId('rematch-offer')).toHaveText('Ada offers a rematch')
  await b.getByTestId('rematch-decline').click()
  await expect(a.getByTestId('rematch-declined')).toHaveText('Grace declined the rematch.')
  await expect(b.getByTestId('rematch-declined')).toHaveText('You declined the rematch.')
  await expect(c.getByTestId('rematch-declined')).toHaveText('Grace declined the rematch.')
  await expect(a.getByTestId('rematch-button')).toBeEnabled()
  await bothSizes(a, testInfo, 'rematch-declined')

  // Offered once more, accepted: both racers are on the new race, in their seats.
  await a.getByTestId('rematch-button').click()
  await expect(b.getByTestId('rematch-accept')).toBeVisible()
  await b.getByTestId('rematch-accept').click()
  for (const p of [a, b]) {
    await p.waitForURL((u) => /^\/r\/[^/]+$/.test(u.pathname) && !u.pathname.includes(oldId))
    await expect(p.getByTestId('waiting-room')).toBeVisible()
    await expect(p.getByTestId('ready-button')).toBeVisible()
  }
  const newId = raceIdOf(a)
  expect(raceIdOf(b)).toBe(newId)
  await expect(a.getByTestId('seat-0')).toContainText('Ada (you)')
  await expect(b.getByTestId('seat-1')).toContainText('Grace (you)')

  // The spectator was not moved: still on the old race's results, offered to follow.
  await expect(c.getByTestId('rematch-watch')).toHaveAttribute('href', `/r/${newId}?watch`)
  expect(raceIdOf(c)).toBe(oldId)
  await expect(c.getByTestId('results')).toBeVisible()
  await bothSizes(c, testInfo, 'rematch-spectator')
  await c.getByTestId('rematch-watch').click()
  await c.waitForURL(`**/r/${newId}?watch`)
  await expect(c.getByTestId('waiting-room')).toBeVisible()
  await expect(c.getByTestId('seat-0')).toContainText('Ada')
  await expect(c.getByTestId('ready-button')).toHaveCount(0)
})

test('against a bot the rematch starts at once', async ({ browser, baseURL }) => {
  test.setTimeout(150_000)
  const { page } = await newPage(browser, baseURL, WIDE)
  await page.goto('/')
  await page.getByTestId('name-input').fill('Bo')
  await page.getByTestId('game-sir-tommy').click()
  await page.getByTestId('race-bot-easy').click()
  await page.waitForURL(/\/r\/[^/?]+$/, { timeout: 15_000 })
  const first = raceIdOf(page)
  await page.getByTestId('ready-button').click()
  await expect(page.getByTestId('race-status')).toHaveAttribute('data-status', 'live', {
    timeout: 15_000,
  })
  if (!(await clickMove(page))) {
    const before = await myMoves(page)
    await page.getByTestId('pile-stock').click()
    await expectMyMoves(page, before + 1)
  }
  await resign(page)
  await expect(page.getByTestId('results')).toBeVisible({ timeout: 120_000 })
  await page.getByTestId('rematch-button').click()
  await page.waitForURL((u) => /^\/r\/[^/]+$/.test(u.pathname) && !u.pathname.includes(first))
  await expect(page.getByTestId('ready-button')).toBeVisible()
  await expect(page.getByTestId('seat-1')).toContainText('Easy bot')
})
