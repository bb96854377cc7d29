// What a newcomer meets (issue 41): a first visit that makes no failing request and logs nothing,
// and plain words where something is refused.
import { expect, test } from '../support/test.js'
import { createRace, DESKTOP, newPage, PHONE, resign } from '../support/race.js'
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

const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}`

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`sign-up says what is wrong, in words, next to each field (${size})`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const { page } = await newPage(browser, baseURL, viewport)
    await page.goto('/signup')
    await page.getByTestId('signup-username').fill('Ada')
    await page.getByTestId('signup-submit').click()
    const passwordError = page.getByTestId('signup-password-error')
    await expect(passwordError).toHaveText('Type a password, or sign up with a passkey instead.')
    await expect(passwordError).toBeInViewport()
    await expect(page.getByText(/Too small|expected string/)).toHaveCount(0)

    const long = 'Ada_Lovelace_of_Byron_1815'
    await page.getByTestId('signup-username').fill(long)
    await expect(page.getByTestId('signup-username')).toHaveValue(long)
    await expect(page.getByTestId('signup-username-count')).toHaveText('26/20 · too long')
    await expect(page.getByTestId('signup-username-error')).toHaveText(
      'A username has at most 20 characters: this one has 26.',
    )
    await shot(page, testInfo, `newcomer-signup-refused-${size}`)
  })

  test(`a refused display name is said under its field, in view (${size})`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const { page } = await newPage(browser, baseURL, viewport)
    await page.goto('/')
    await page.getByTestId('name-input').fill('Medium bot')
    await page.getByTestId('create-race').click()
    const error = page.getByTestId('name-error')
    await expect(error).toHaveText('That name belongs to a bot or the site: pick another.')
    await expect(error).toBeInViewport()
    await expect(page.getByTestId('name-input')).toBeFocused()
    await expect(page.getByTestId('create-error')).toHaveCount(0)
    await shot(page, testInfo, `newcomer-name-refused-${size}`)
  })

  test(`a guest is told the same rule by both ranked ways (${size})`, async ({
    browser,
    baseURL,
  }) => {
    const { page } = await newPage(browser, baseURL, viewport)
    await page.goto('/')
    await expect(page.getByTestId('anyone-account-note')).toHaveText(
      'Needs an account, so that strangers race real people.',
    )
    await expect(page.getByTestId('bot-account-note')).toHaveText(
      'No account needed. It rates you; the boards show you once you have an account.',
    )
    await page.getByTestId('name-input').fill('Newcomer')
    await page.getByTestId('race-anyone').click()
    await expect(page.getByTestId('ranked-signup')).toContainText('Race anyone needs an account')
  })

  test(`an account's name in the header opens its profile, Settings one tap away (${size})`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const { page } = await newPage(browser, baseURL, viewport)
    const name = uniqueName('Prof')
    await page.goto('/signup')
    await page.getByTestId('signup-username').fill(name)
    await page.getByTestId('signup-password').fill('a long and unusual phrase')
    await page.getByTestId('signup-submit').click()
    await page.getByTestId('codes-saved').click()
    // The header's link turns from "Sign in" to the name once the account is known.
    await expect(page.getByTestId('account-link')).toHaveText(name)
    await page.getByTestId('account-link').click()
    await expect(page).toHaveURL(new RegExp(`/@/${name}$`))
    await expect(page.getByTestId('profile-name')).toHaveText(name)
    await shot(page, testInfo, `newcomer-profile-${size}`)
    await page.getByTestId('settings-link').click()
    await expect(page.getByTestId('setting-theme')).toBeVisible()
  })
}

test('key hints show on a laptop and not on a touch-only phone', async ({ browser, baseURL }) => {
  const laptop = (await newPage(browser, baseURL, DESKTOP)).page
  const phoneContext = await browser.newContext({
    baseURL,
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
  })
  const phone = await phoneContext.newPage()
  for (const page of [laptop, phone]) {
    await page.goto('/')
    await page.getByTestId('name-input').fill('Keys')
    await page.getByTestId('game-saratoga').click()
    await page.getByTestId('race-bot-easy').click()
    await page.waitForURL(/\/r\/[^/?]+$/)
    await page.getByTestId('ready-button').click()
    await expect(page.getByTestId('draw-button')).toBeVisible({ timeout: 15_000 })
  }
  await expect(laptop.getByTestId('draw-button').locator('kbd')).toBeVisible()
  await expect(laptop.getByTestId('key-help').getByText('draws / deals')).toBeAttached()
  await expect(phone.getByTestId('draw-button').locator('kbd')).toBeHidden()
  await expect(phone.getByTestId('draw-button')).toHaveText(/^Draw\s*D?$/)
  await phone.getByTestId('key-help').locator('summary').click()
  await expect(phone.getByTestId('key-help').getByText('draws / deals')).toBeHidden()
  await expect(phone.getByTestId('key-help').getByText(/Tap the stock/)).toBeVisible()
})

test('an expired invitation says so on load, with what to do', async ({
  browser,
  baseURL,
}, testInfo) => {
  // INVITE_IDLE_MS is 10 s in the test server (2 minutes by default): the creator leaves, the
  // link waits it out.
  test.setTimeout(120_000)
  const creator = await newPage(browser, baseURL, DESKTOP)
  const url = await createRace(creator.page, 'Ada', 'sir-tommy')
  await creator.context.close()
  await new Promise((resolve) => setTimeout(resolve, 13_000))
  for (const [size, viewport] of Object.entries(SIZES)) {
    const { page } = await newPage(browser, baseURL, viewport)
    await page.goto(url)
    await expect(page.getByTestId('invite-expired')).toHaveText('This invitation has expired')
    await expect(page.getByTestId('invitation')).toContainText(
      'Ask them for a new link, or start a race of your own.',
    )
    await expect(page.getByTestId('name-input')).toHaveCount(0)
    await expect(page.getByTestId('new-race-link')).toBeInViewport()
    await shot(page, testInfo, `newcomer-invite-expired-${size}`)
    await page.getByTestId('new-race-link').click()
    await expect(page.getByTestId('create-race')).toBeVisible()
  }
})

for (const [size, viewport] of Object.entries(SIZES))
  test(`a daily is worded as a solo race, to its player and to a stranger (${size})`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000)
    const { page } = await newPage(browser, baseURL, viewport)
    await page.goto('/')
    await page.getByTestId('name-input').fill(uniqueName('Day'))
    await page.getByTestId('daily-play-saratoga').click()
    await page.waitForURL(/\/r\/[^/]+$/)
    await expect(page.getByTestId('race-status')).toHaveText('Starts when you are ready')
    await shot(page, testInfo, `newcomer-daily-waiting-${size}`)

    const stranger = (await newPage(browser, baseURL, viewport)).page
    await stranger.goto(page.url())
    await expect(stranger.getByTestId('invitation-daily')).toContainText(
      "This is someone's attempt at the daily deal",
    )
    await expect(stranger.getByText(/chose to race without spectators/)).toHaveCount(0)
    await shot(stranger, testInfo, `newcomer-daily-stranger-${size}`)

    // Today's results offer no "Race this run": its deal is sealed until the day is over.
    await page.getByTestId('ready-button').click()
    await expect(page.getByTestId('race-status')).toHaveAttribute('data-status', 'live', {
      timeout: 15_000,
    })
    await page.getByTestId('pile-stock').click()
    await resign(page)
    await expect(page.getByTestId('results')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('race-this-run')).toHaveCount(0)
  })

for (const [size, viewport] of Object.entries(SIZES))
  test(`the lobby lists each waiting race with when it was made, and cancels one (${size})`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const { page } = await newPage(browser, baseURL, viewport)
    const first = await createRace(page, 'Ada', 'sir-tommy')
    const second = await createRace(page, 'Ada', 'sir-tommy')
    await page.getByTestId('home-link').click()
    const lines = page.getByTestId('own-races').getByRole('listitem')
    await expect(lines).toHaveCount(2)
    for (const i of [0, 1]) {
      await expect(lines.nth(i)).toContainText('Your race is waiting for an opponent (Sir Tommy)')
      await expect(lines.nth(i)).toContainText(/· made (just now|\d+ min ago)/)
    }
    await shot(page, testInfo, `newcomer-own-races-${size}`)
    // Newest first: cancel the second invite; the first stays, and still leads to its race.
    await expect(lines.nth(0)).toHaveAttribute('data-race-id', second.split('/').pop()!)
    await lines.nth(0).getByTestId('own-race-waiting-cancel').click()
    await expect(lines).toHaveCount(1)
    await expect(lines.nth(0)).toHaveAttribute('data-race-id', first.split('/').pop()!)
    await page.reload()
    await expect(page.getByTestId('own-races').getByRole('listitem')).toHaveCount(1)
  })

for (const [size, viewport] of Object.entries(SIZES))
  test(`a racer who resigns against a bot sees their own result at once (${size})`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const { page } = await newPage(browser, baseURL, viewport)
    await page.goto('/')
    await page.getByTestId('name-input').fill('Quitter')
    await page.getByTestId('game-saratoga').click()
    await page.getByTestId('race-bot-easy').click()
    await page.waitForURL(/\/r\/[^/?]+$/)
    await page.getByTestId('ready-button').click()
    await expect(page.getByTestId('race-status')).toHaveAttribute('data-status', 'live', {
      timeout: 15_000,
    })
    await page.getByTestId('pile-stock').click()
    await resign(page)
    // The bot plays on: the race is still live, and this racer's result is already there.
    await expect(page.getByTestId('race-status')).toHaveAttribute('data-status', 'live')
    await expect(page.getByTestId('my-result').locator('span:not(.unseen)')).toHaveText(
      /^Your result: \d+ of 52 cards up in 1 move\. The others' results come as they finish\.$/,
    )
    await shot(page, testInfo, `newcomer-resigned-${size}`)
  })
