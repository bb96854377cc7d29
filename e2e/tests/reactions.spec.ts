// Reactions: a spectator on a phone cheers during the race and both racers see it; a racer gets
// the reaction buttons only once its game is over. After a rematch, the finished race's page
// shows its racers "in the rematch".
import { expect, test } from '../support/test.js'
import { createRace, joinByLink, newPage, PHONE, readyAndStart, resign } from '../support/race.js'
import { artifact, shot } from '../support/shots.js'
import { expectApart } from '../support/boxes.js'

test('spectators cheer during the race; racers react once their game is over', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  const { page: a } = await newPage(browser, baseURL)
  const { page: b } = await newPage(browser, baseURL, PHONE)
  const { page: watcher } = await newPage(browser, baseURL, PHONE)
  const url = await createRace(a, 'Ada', 'saratoga')
  await joinByLink(b, url, 'Grace')
  await readyAndStart(a, b)

  await watcher.goto(`${url}?watch`)
  await expect(watcher.getByTestId('spectator-board-0')).toBeVisible()
  // Racers still playing have nothing to send.
  await expect(a.getByTestId('react-toggle')).toHaveCount(0)

  // The React button covers none of the progress chart, opened and scrolled to, on the phone
  // (it floated over the chart's right half) or on a laptop.
  const { page: wide } = await newPage(browser, baseURL)
  await wide.goto(`${url}?watch`)
  await watcher.getByTestId('spectator-chart').getByText('Progress chart').click()
  for (const [page, name] of [
    [watcher, 'reactions-chart-phone'],
    [wide, 'reactions-chart-desktop'],
  ] as const) {
    const chart = page.getByTestId('progress-chart')
    await expect(chart).toBeVisible()
    await expect(page.getByTestId('react-toggle')).toBeVisible()
    // The chart at the bottom of the screen, then the page scrolled to its end.
    await chart.evaluate((e) => e.scrollIntoView({ block: 'end' }))
    await expectApart(page.getByTestId('react-toggle'), chart)
    await page.screenshot({ path: artifact(testInfo, name) })
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expectApart(page.getByTestId('react-toggle'), chart)
  }

  await watcher.getByTestId('react-toggle').click()
  await shot(watcher, testInfo, 'reactions-choices-phone')
  await watcher.getByTestId('react-good-luck').click()
  for (const page of [a, b, watcher])
    await expect(page.getByTestId('reaction-shown')).toContainText('A spectator Good luck')
  await shot(b, testInfo, 'reaction-shown-racer-phone')
  // Shown briefly: it goes away by itself.
  await expect(a.getByTestId('reaction-shown')).toHaveCount(0, { timeout: 10_000 })

  await resign(a)
  await a.getByTestId('react-toggle').click()
  await a.getByTestId('react-well-played').click()
  await expect(b.getByTestId('reaction-shown')).toContainText('Ada Well played')
  await expect(watcher.getByTestId('reaction-shown')).toContainText('Ada Well played')
  await expect(a.getByTestId('reaction-shown')).toContainText('You Well played')
  await shot(a, testInfo, 'reaction-after-finish-desktop')

  // The racers go on to a rematch: the finished race's page shows them "in the rematch", not
  // disconnected.
  await resign(b)
  await a.getByTestId('rematch-button').click()
  await b.getByTestId('rematch-accept').click()
  await a.waitForURL((u) => !u.pathname.endsWith(url.split('/r/')[1]!))
  const { page: late } = await newPage(browser, baseURL, PHONE)
  await late.goto(url)
  await expect(late.getByTestId('results')).toBeVisible()
  await expect(late.getByTestId('progress-0-presence')).toHaveText('in the rematch')
  await shot(late, testInfo, 'finished-race-in-the-rematch-phone')
})
