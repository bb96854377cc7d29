// Accessibility of what goes wrong, in the light and the dark theme at both sizes (issue 41):
// a refused sign-in, a refused sign-up, the ranked queue's sign-up offer refusing a password,
// an unknown player, a link to no race, and the offline banner. axe's serious and critical
// findings (color-contrast among them) fail the test, each listed with where it is.
import { expect, test } from '../support/test.js'
import { axeFindings } from '../support/axe.js'
import { DESKTOP, PHONE } from '../support/race.js'
import { shot } from '../support/shots.js'

for (const theme of ['light', 'dark'] as const)
  for (const [size, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP }))
    test(`error states read well in the ${theme} theme at ${size} size`, async ({
      browser,
      baseURL,
    }, testInfo) => {
      test.setTimeout(120_000)
      const context = await browser.newContext({ baseURL, viewport, colorScheme: theme })
      const page = await context.newPage()
      const found: string[] = []
      const check = async (name: string) => {
        // The light tests run every rule on these states; the dark ones, the rules about colour.
        found.push(
          ...(await axeFindings(page, { label: name, rules: theme === 'dark' ? 'colour' : 'all' })),
        )
        await shot(page, testInfo, `errors-${name}-${theme}-${size}`)
      }

      await page.goto('/signin')
      await page.getByTestId('signin-username').fill('nobody_here')
      await page.getByTestId('signin-password').fill('not the password')
      await page.getByTestId('signin-submit').click()
      await expect(page.getByTestId('signin-error')).toBeVisible()
      await check('signin')

      await page.goto('/signup')
      await page.getByTestId('signup-username').fill('Weakling')
      await page.getByTestId('signup-password').fill('password')
      await page.getByTestId('signup-submit').click()
      await expect(page.getByTestId('signup-password-error')).toBeVisible()
      await check('signup')

      await page.goto('/')
      await page.getByTestId('name-input').fill('Newcomer')
      await page.getByTestId('race-anyone').click()
      await expect(page.getByTestId('ranked-signup')).toBeVisible()
      await page.getByTestId('ranked-signup-username').fill('Newcomer')
      await page.getByTestId('ranked-signup-password').fill('short')
      await page.getByTestId('ranked-signup-submit').click()
      await expect(page.getByTestId('ranked-signup-password-error')).toBeVisible()
      await check('ranked-signup')

      await page.goto('/@/nobody_here')
      await expect(page.getByText('No such player.')).toBeVisible()
      await check('profile')

      await page.goto('/r/no-such-race')
      await expect(page.getByText(/no race with this link/)).toBeVisible()
      await check('race-link')

      await page.goto('/')
      await expect(page.getByTestId('create-race')).toBeVisible()
      await context.setOffline(true)
      await expect(page.getByTestId('offline-banner')).toBeVisible()
      await check('offline')
      await context.setOffline(false)

      expect(found).toEqual([])
    })
