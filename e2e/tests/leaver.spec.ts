// A racer who closes the page (issue 20): the other sees a countdown, then claims the win; the
// results say the leaver left.
import { expect, test } from '../support/test.js'
import { expectMyMoves, PHONE, raceTwo } from '../support/race.js'
import { shot } from '../support/shots.js'

test('one racer closes the page and the other claims the win', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  const { a, b: grace } = await raceTwo(browser, baseURL, 'saratoga', { a: PHONE })
  await grace.getByTestId('pile-stock').click()
  await expectMyMoves(grace, 1)

  await grace.close()
  const notice = a.getByTestId('opponent-left')
  await expect(notice).toContainText('Grace has left the race page')
  await expect(a.getByTestId('claim-countdown')).toHaveText(/^0:[0-3]\d$/)
  await shot(a, testInfo, 'leaver-countdown-phone')
  // ABANDON_AFTER_MS (10 s in the test server, 30 s by default): then the claim is offered.
  await a.getByTestId('claim-button').click({ timeout: 30_000 })
  await expect(a.getByTestId('results')).toBeVisible()
  await expect(a.getByTestId('winner')).toHaveText('You won!')
  await expect(a.getByTestId('result-1-status')).toHaveText('left the race')
  await shot(a, testInfo, 'leaver-claimed-phone')
})
