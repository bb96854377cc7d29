// Where the win slipped away (issue 44): on a deal the solver proves winnable, Ada's first move
// loses it and she resigns; Grace resigns without a move, the win still on the board. Within 10 s
// of the finish the replay says so for both, and shows each winning line step by step, on a
// laptop (Ada) and a phone (Grace), in the light and the dark theme, axe clean.
import type { Browser, Page } from '@playwright/test'
import { expect, test } from '../support/test.js'
import { joinByLink, keyboardMove, newPage, PHONE, readyAndStart, resign } from '../support/race.js'
import { axeFindings } from '../support/axe.js'
import { shot } from '../support/shots.js'

/**
 * A Saratoga deal the solver proves winnable in about 1,100 positions, whose first move
 * tableau-2 → tableau-1 loses it (proved in about 1,000): bench/solvability/slip-deal.mjs.
 */
const SEED = 'slip-338'

/** Ada's race on SEED: the lobby deals a random seed, so it is opened through the API. */
async function raceOnSeed(browser: Browser, baseURL: string | undefined): Promise<[Page, Page]> {
  const { page: a } = await newPage(browser, baseURL)
  const session = await (await a.request.post('/api/session', { data: { name: 'Ada' } })).json()
  const created = await a.request.post('/api/races', {
    data: { game: 'saratoga', seed: SEED },
    headers: { authorization: `Bearer ${session.token}` },
  })
  expect(created.status()).toBe(201)
  const { url } = (await created.json()) as { url: string }
  // The page plays as that guest: the session the web app keeps in localStorage.
  await a.addInitScript((stored) => {
    localStorage.setItem('patience-race.session', stored)
    localStorage.setItem('patience-race.name', 'Ada')
  }, JSON.stringify(session))
  await a.goto(url)
  await expect(a.getByTestId('seat-free')).toBeVisible()
  const { page: b } = await newPage(browser, baseURL, PHONE)
  await joinByLink(b, url, 'Grace')
  await readyAndStart(a, b)
  return [a, b]
}

test('the replay shows where the win slipped and plays the winning line', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000)
  const [a, b] = await raceOnSeed(browser, baseURL)
  await keyboardMove(a, 'tableau-2', 'tableau-1')
  await resign(a)
  await resign(b)
  const finished = Date.now()

  for (const p of [a, b]) {
    await expect(p.getByTestId('results')).toBeVisible()
    await p.getByTestId('replay-link').click()
  }
  // Within 10 s of the finish: both slips, each with its control.
  await expect(a.getByTestId('show-slip-0')).toBeVisible({
    timeout: Math.max(1, finished + 10_000 - Date.now()),
  })
  expect(Date.now() - finished).toBeLessThan(10_000)
  await expect(a.getByTestId('slip-0')).toContainText("Ada's win slipped away at move 1 (proved)")
  await expect(b.getByTestId('slip-1')).toContainText(
    'Grace stopped before a move, on a deal that can be won (proved)',
  )
  // The race's move list marks the move that lost it.
  await expect(a.getByTestId('move-0').getByTestId('move-note')).toHaveText(/^:\s?win lost$/)
  await shot(a, testInfo, 'win-slipped-race')

  // Ada's slip: the board goes to the position before it, then the winning line plays.
  await a.getByTestId('show-slip-0').click()
  const heading = a.locator('section', { has: a.getByTestId('replay-board-0') }).locator('h2')
  await expect(heading).toContainText('Ada, then the winning line')
  await expect(heading).toContainText(/move 0 of \d+/)
  await expect(a.getByTestId('move-0').getByTestId('move-note')).toHaveText(/^:\s?winning line$/)
  await a.getByTestId('replay-next').click()
  await expect(heading).toContainText(/move 1 of \d+/)
  await a.getByTestId('replay-next').click()
  await expect(heading).toContainText(/move 2 of \d+/)
  await a.getByTestId('replay-prev').click()
  await expect(heading).toContainText(/move 1 of \d+/)
  await shot(a, testInfo, 'win-slipped-line')
  expect(await axeFindings(a)).toEqual([])
  await a.emulateMedia({ colorScheme: 'dark' })
  await shot(a, testInfo, 'win-slipped-line-dark')
  expect(await axeFindings(a, { rules: 'colour' })).toEqual([])
  await a.getByTestId('show-slip-0').click()
  await expect(a.getByTestId('show-slip-0')).toHaveText('Show where the win slipped')
  await expect(heading).toContainText('Ada ·')

  // Grace on a phone: her own stop, then the line from there; light and dark.
  await b.getByTestId('show-slip-1').click()
  const board = b.locator('section', { has: b.getByTestId('replay-board-1') })
  await expect(board.locator('h2')).toContainText('Grace, then the winning line')
  await b.getByTestId('replay-next').click()
  await expect(board.locator('h2')).toContainText(/move 1 of \d+/)
  await expect(board).toBeInViewport()
  await shot(b, testInfo, 'win-slipped-phone')
  expect(await axeFindings(b)).toEqual([])
  await b.emulateMedia({ colorScheme: 'dark' })
  await shot(b, testInfo, 'win-slipped-phone-dark')
  expect(await axeFindings(b, { rules: 'colour' })).toEqual([])
})
