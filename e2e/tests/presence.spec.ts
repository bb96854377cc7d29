// Presence (issue 12.6): a racer closes its page; within a couple of seconds the other racer and
// a spectator see "disconnected m:ss" counting up; it comes back and both see "online".
import { expect, test } from '../support/test.js'
import { newPage, readyAndStart, resign, seatTwo } from '../support/race.js'
import { shot } from '../support/shots.js'

const WIDE = { width: 1366, height: 850 } as const
const PHONE = { width: 390, height: 844 } as const

test('a racer who closes the page shows as disconnected, then online again', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000)
  const { a, b: grace, url } = await seatTwo(browser, baseURL, 'saratoga', { a: WIDE, b: PHONE })
  // The waiting room shows the other racer's presence too.
  await expect(a.getByTestId('seat-1-presence')).toHaveText('online')
  await expect(a.getByTestId('seat-0-presence')).toHaveCount(0)
  const { page: c } = await newPage(browser, baseURL, WIDE)
  await c.goto(`${url}?watch`)
  await expect(c.getByTestId('seat-0-presence')).toHaveText('online')
  await expect(c.getByTestId('seat-1-presence')).toHaveText('online')
  await shot(c, testInfo, 'presence-waiting-room-desktop')
  await readyAndStart(a, grace)

  await expect(a.getByTestId('opponent-progress-presence')).toHaveText('online')
  await expect(grace.getByTestId('opponent-progress-presence')).toHaveText('online')
  await expect(a.getByTestId('my-progress-presence')).toHaveCount(0)
  for (const seat of [0, 1])
    await expect(c.getByTestId(`progress-${seat}-presence`)).toHaveText('online')

  // Grace closes her page (her session stays in the browser context).
  await grace.close()
  const closedAt = Date.now()
  const seen = a.getByTestId('opponent-progress-presence')
  await expect(seen).toHaveText(/^disconnected 0:0\d$/, { timeout: 3000 })
  await expect(c.getByTestId('progress-1-presence')).toHaveText(/^disconnected 0:0\d$/, {
    timeout: 3000,
  })
  expect(Date.now() - closedAt).toBeLessThan(3500)
  await expect(seen).toHaveAttribute('data-online', 'false')
  await expect(c.getByTestId('progress-0-presence')).toHaveText('online')
  // It counts up.
  await expect(seen).toHaveText(/^disconnected 0:0[3-9]$/, { timeout: 6000 })
  await shot(a, testInfo, 'presence-away-desktop')
  await c.setViewportSize(PHONE)
  // On a phone, where one board shows at a time, the switch says Grace is away.
  await expect(c.getByTestId('show-board-1-note')).toBeVisible()
  await expect(c.getByTestId('show-board-1-note')).toHaveText('away')
  await shot(c, testInfo, 'presence-away-spectator-phone')
  await c.setViewportSize(WIDE)

  // She comes back: online for both.
  const back = await grace.context().newPage()
  await back.goto(url)
  await expect(back.getByTestId('my-board')).toBeVisible()
  await expect(seen).toHaveText('online', { timeout: 3000 })
  await expect(c.getByTestId('progress-1-presence')).toHaveText('online', { timeout: 3000 })
  await expect(back.getByTestId('opponent-progress-presence')).toHaveText('online')
  await shot(back, testInfo, 'presence-online-phone')

  await resign(a)
  await resign(back)
  await expect(a.getByTestId('results')).toBeVisible()
})
