// What a newcomer meets (issue 41): a first visit that makes no failing request and logs nothing,
// and plain words where something is refused.
import { expect, test } from '../support/test.js'
import { DESKTOP, newPage, PHONE } from '../support/race.js'
import { shot } from '../support/shots.js'

const SIZES = { desktop: DESKTOP, phone: PHONE }

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`a first visit makes no failing request and logs no error (${size})`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const { page } = await newPage(browser, baseURL, viewport)
    const logged: string[] = []
    const failed: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') logged.push(`${m.type()}: ${m.text()}`)
    })
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.request().method()} ${r.url()}`)
    })
    page.on('requestfailed', (r) => failed.push(`failed ${r.method()} ${r.url()}`))
    await page.goto('/')
    await expect(page.getByTestId('create-race')).toBeVisible()
    await expect(page.getByTestId('account-link')).toHaveText('Sign in')
    // Whatever the lobby asks for after its first paint has had time to answer.
    await page.waitForLoadState('networkidle')
    await shot(page, testInfo, `newcomer-first-visit-${size}`)
    expect(failed).toEqual([])
    expect(logged).toEqual([])
  })
}
