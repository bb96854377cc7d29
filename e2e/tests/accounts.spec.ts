// Accounts in a real browser: sign up with a passkey on a virtual WebAuthn authenticator
// (Chrome DevTools Protocol), sign out, and sign in again from a second browser context given
// the same credential, as a second device would; and a password sign-up on a phone-sized page.
// The second device races as the account: "Race anyone" (ranked, accounts only) → a bot →
// a move, resign → the ranked result, on the profile. A guest on a phone who asks for a ranked
// race is offered sign-up right there.
import { expect, test, type BrowserContext, type Page } from '../support/test.js'
import { clickMove, newPage, PHONE, readyAgainstQueueBot, resign } from '../support/race.js'
import { shot } from '../support/shots.js'

/** WebAuthn needs a domain, not an IP: the same server, named localhost. */
function localhost(baseURL: string | undefined): string {
  return (baseURL ?? '').replace('127.0.0.1', 'localhost')
}

/** Types `password` into the sign-up or sign-in form and submits it. */
async function submitPassword(page: Page, form: 'signup' | 'signin', password: string) {
  await page.getByTestId(`${form}-password`).fill(password)
  await page.getByTestId(`${form}-submit`).click()
}

function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}`
}

interface VirtualAuthenticator {
  cdp: Awaited<ReturnType<BrowserContext['newCDPSession']>>
  authenticatorId: string
}

async function addAuthenticator(
  context: BrowserContext,
  page: Page,
): Promise<VirtualAuthenticator> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, authenticatorId }
}

test('signs up with a passkey, signs out, signs in with it from a second device and races ranked there', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  const origin = localhost(baseURL)
  const name = uniqueName('Key')
  const first = await newPage(browser, origin)
  const device = await addAuthenticator(first.context, first.page)

  await first.page.goto('/signup')
  await first.page.getByTestId('signup-username').fill(name)
  await first.page.getByTestId('signup-passkey').click()
  const codes = first.page.getByTestId('recovery-codes')
  await expect(codes).toBeVisible()
  await expect(codes.locator('code')).toHaveCount(8)
  await first.page.getByTestId('codes-saved').click()
  await expect(first.page.getByTestId('account-link')).toHaveText(name)

  const { credentials } = await device.cdp.send('WebAuthn.getCredentials', {
    authenticatorId: device.authenticatorId,
  })
  expect(credentials).toHaveLength(1)

  await first.page.goto('/settings')
  await first.page.getByTestId('sign-out').click()
  await expect(first.page.getByTestId('account-link')).toHaveText('Sign in')
  await first.page.reload()
  await expect(first.page.getByTestId('account-link')).toHaveText('Sign in')

  const second = await newPage(browser, origin)
  const other = await addAuthenticator(second.context, second.page)
  await other.cdp.send('WebAuthn.addCredential', {
    authenticatorId: other.authenticatorId,
    credential: credentials[0]!,
  })
  await second.page.goto('/signin')
  await second.page.getByTestId('signin-passkey').click()
  await expect(second.page.getByTestId('account-link')).toHaveText(name)
  await second.page.goto(`/@/${name.toLowerCase()}`)
  await expect(second.page.getByTestId('profile-name')).toHaveText(name)

  // A ranked race on the second device, as the account: no name to type, no sign-up offer;
  // with the account's settings (four-colour suits, left-handed) in force on the board.
  const page = second.page
  await page.goto('/settings')
  await page.getByTestId('setting-fourColourSuits').check()
  await expect(page.getByTestId('settings-message')).toHaveText('Saved to your account.')
  await page.getByTestId('setting-leftHanded').check()
  await expect(page.locator('html')).toHaveAttribute('data-left-handed', '')
  await page.goto('/')
  await expect(page.getByTestId('racing-as')).toContainText(name)
  await page.getByTestId('game-sir-tommy').click()
  await page.getByTestId('race-anyone').click()
  await expect(page.getByTestId('ranked-signup')).toHaveCount(0)
  // Nobody else is waiting: a bot steps in.
  const raceId = await readyAgainstQueueBot(page)
  await expect(page.getByTestId('my-progress')).toContainText(name)
  await shot(page, testInfo, 'passkey-ranked-board-four-colour-left-handed')
  if (!(await clickMove(page, { prefer: /^foundation/ })))
    await page.getByTestId('pile-stock').click()
  await resign(page)
  await expect(page.getByTestId('race-status')).toHaveAttribute('data-status', 'finished', {
    timeout: 90_000,
  })
  await expect(page.getByTestId('results-kind')).toHaveText('Ranked')
  await shot(page, testInfo, 'passkey-ranked-results')
  // The account's profile has the race, with its replay.
  await page.goto(`/@/${name}`)
  await expect(page.locator(`a[href="/r/${raceId}/replay"]`).first()).toBeVisible()
  await expect(page.getByTestId('streak-days')).toHaveText('1')
  await expect(page.getByTestId(`player-rating-sir-tommy-standard`)).toBeVisible()
  // Totals and bests per game and variant, the variant named.
  const variantRow = page.getByTestId('player-variant-sir-tommy-standard')
  await expect(variantRow.getByTestId('variant-name')).toHaveText('Standard')
  await expect(variantRow.locator('td').nth(1)).toHaveText('1')
  await page.setViewportSize(PHONE)
  await variantRow.scrollIntoViewIfNeeded()
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(PHONE.width)
  await shot(page, testInfo, 'profile-phone')

  await first.context.close()
  await second.context.close()
})

test('signs up with a password on a phone-sized page, and a wrong password is refused', async ({
  browser,
  baseURL,
}) => {
  const name = uniqueName('Pw')
  const { context, page } = await newPage(browser, baseURL, PHONE)
  await page.goto('/')
  await page.getByTestId('account-link').click()
  await page.getByRole('link', { name: 'Create an account' }).click()
  await page.getByTestId('signup-username').fill(name)
  await submitPassword(page, 'signup', 'password')
  await expect(page.getByTestId('signup-password-error')).toContainText('common passwords')
  await submitPassword(page, 'signup', 'a long and unusual phrase')
  await expect(page.getByTestId('recovery-codes')).toBeVisible()
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(PHONE.width)
  await page.getByTestId('codes-saved').click()
  await expect(page.getByTestId('account-link')).toHaveText(name)

  await page.goto('/settings')
  await page.getByTestId('setting-fourColourSuits').check()
  await expect(page.getByTestId('settings-message')).toHaveText('Saved to your account.')
  await page.reload()
  await expect(page.getByTestId('setting-fourColourSuits')).toBeChecked()
  // Applied to the app (settings.css): four-colour suits on every board, kept across reloads.
  await expect(page.locator('html')).toHaveAttribute('data-four-colour', '')
  await page.getByTestId('setting-leftHanded').check()
  await expect(page.getByTestId('settings-message')).toHaveText('Saved to your account.')
  await expect(page.locator('html')).toHaveAttribute('data-left-handed', '')
  await page.getByTestId('sign-out-everywhere').click()
  await expect(page.getByTestId('account-link')).toHaveText('Sign in')
  // Signed out: the racing identity is gone with the session (a guest again, by name).
  await page.goto('/')
  await expect(page.getByTestId('name-input')).toBeVisible()
  await page.goto('/signin')
  await page.getByTestId('signin-username').fill(name)
  await submitPassword(page, 'signin', 'not the phrase at all')
  await expect(page.getByTestId('signin-error')).toHaveText('wrong username or password')
  await submitPassword(page, 'signin', 'a long and unusual phrase')
  await expect(page.getByTestId('account-link')).toHaveText(name)
  await context.close()
})

test('a guest who asks for a ranked race on a phone is offered sign-up right there', async ({
  browser,
  baseURL,
}, testInfo) => {
  const { context, page } = await newPage(browser, baseURL, PHONE)
  await page.goto('/')
  await page.getByTestId('name-input').fill('Just a guest')
  await page.getByTestId('race-anyone').click()
  await expect(page.getByTestId('ranked-signup')).toContainText('Race anyone needs an account')
  // "Just a guest" is no username (spaces): the field starts empty.
  await expect(page.getByTestId('ranked-signup-username')).toHaveValue('')
  await expect(page.getByTestId('queue-waiting')).toHaveCount(0)
  await page.getByTestId('ranked-signup').scrollIntoViewIfNeeded()
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(PHONE.width)
  await shot(page, testInfo, 'ranked-signup-phone')
  await context.close()
})
