// Accounts in a real browser: sign up with a passkey on a virtual WebAuthn authenticator
// (Chrome DevTools Protocol), sign out, and sign in again from a second browser context given
// the same credential, as a second device would; and a password sign-up on a phone-sized page.
// (Playing a ranked race after sign-up needs the ranked queue's ACCOUNT_REQUIRED wiring.)
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { newPage, PHONE } from '../support/race.js'

/** WebAuthn needs a domain, not an IP: the same server, named localhost. */
function localhost(baseURL: string | undefined): string {
  return (baseURL ?? '').replace('127.0.0.1', 'localhost')
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

test('signs up with a passkey, signs out, and signs in with it from a second device', async ({
  browser,
  baseURL,
}) => {
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
  await page.getByTestId('signup-password').fill('password')
  await page.getByTestId('signup-submit').click()
  await expect(page.getByTestId('signup-error')).toContainText('common passwords')
  await page.getByTestId('signup-password').fill('a long and unusual phrase')
  await page.getByTestId('signup-submit').click()
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
  await page.getByTestId('sign-out-everywhere').click()
  await expect(page.getByTestId('account-link')).toHaveText('Sign in')
  await page.goto('/signin')
  await page.getByTestId('signin-username').fill(name)
  await page.getByTestId('signin-password').fill('not the phrase at all')
  await page.getByTestId('signin-submit').click()
  await expect(page.getByTestId('signin-error')).toHaveText('wrong username or password')
  await page.getByTestId('signin-password').fill('a long and unusual phrase')
  await page.getByTestId('signin-submit').click()
  await expect(page.getByTestId('account-link')).toHaveText(name)
  await context.close()
})
