// Sounds: off on a first visit; the speaker button turns them on and the choice is remembered;
// the countdown, the start and an opponent finishing are heard (each sound's notes are counted
// where the page starts them: WebAudio oscillators, by pitch).
import { expect, test, type Page } from '../support/test.js'
import { createRace, joinByLink, newPage, PHONE, readyAndStart, resign } from '../support/race.js'
import { shot } from '../support/shots.js'

/** Records the pitch of every note the page plays. */
async function listen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const played: number[] = []
    ;(window as unknown as { played: number[] }).played = played
    const start = OscillatorNode.prototype.start
    OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
      played.push(this.frequency.value)
      return start.call(this, when)
    }
  })
}
const played = (page: Page) =>
  page.evaluate(() => (window as unknown as { played: number[] }).played)
const COUNTDOWN = 660
const START = 990
const OPPONENT_FINISHED = 440

test('sounds are off at first, turned on from the race page, remembered, and heard', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  const { page: a } = await newPage(browser, baseURL, PHONE)
  const { page: b } = await newPage(browser, baseURL)
  await listen(a)
  const url = await createRace(a, 'Ada', 'sir-tommy')
  const toggle = a.getByTestId('sound-toggle')
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  // Remembered: a reload keeps it on.
  await a.reload()
  await expect(a.getByTestId('sound-toggle')).toHaveAttribute('aria-pressed', 'true')
  await shot(a, testInfo, 'sound-on-phone')

  await joinByLink(b, url, 'Grace')
  await readyAndStart(a, b)
  const atStart = await played(a)
  expect(atStart).toContain(COUNTDOWN)
  expect(atStart).toContain(START)
  // The other racer, who never turned sound on, heard nothing.
  await expect(b.getByTestId('sound-toggle')).toHaveAttribute('aria-pressed', 'false')

  await resign(b)
  await expect.poll(() => played(a)).toContain(OPPONENT_FINISHED)
})
