// The lobby draws its dailies, friends, arenas, Race TV and live races after the page loads, each
// moving what is below it: a click aimed before they have drawn can land on something else.
import { expect, type Page } from '@playwright/test'

/** Waits until every lobby section that loads after the page has drawn (none is aria-busy). */
export async function lobbySettled(page: Page): Promise<void> {
  await expect(page.getByTestId('lobby-arenas')).toBeVisible()
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
}
