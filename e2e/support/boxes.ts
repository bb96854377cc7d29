// Sizes and places on the page, for specs that check what a phone shows.
import { expect, type Locator, type Page } from './test.js'

/** The narrowest face-up card on a board: its width in px. */
export async function cardWidth(board: Locator): Promise<number> {
  const widths = await board
    .locator('[data-card]')
    .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().width))
  expect(widths.length).toBeGreaterThan(0)
  return Math.min(...widths)
}

/** The box of the element with this test id (it must be shown). */
export const boxOf = async (page: Page, testid: string) =>
  (await page.getByTestId(testid).boundingBox())!
