// Accounts made through the UI, as a person would: the sign-up form, the recovery codes put
// away, and the header naming the account (the page then knows it is signed in).
import { expect, type Page } from '@playwright/test'

/** A username no other test of this server's run has taken (3–20 characters). */
export function uniqueName(prefix: string): string {
  const tail = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`
  return `${prefix}${tail}`.slice(0, 20)
}

export async function signUp(page: Page, username: string): Promise<void> {
  await page.goto('/signup')
  await page.getByTestId('signup-username').fill(username)
  await page.getByTestId('signup-password').fill('a long and unusual phrase')
  await page.getByTestId('signup-submit').click()
  await page.getByTestId('codes-saved').click()
  await expect(page.getByTestId('account-link')).toHaveText(username)
}
