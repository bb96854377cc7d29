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

/**
 * The element's text is all there to read: not cut with an ellipsis (its text no wider than its
 * box) and its box inside `within`'s (not spilling out of a button).
 */
export async function expectUncut(element: Locator, within: Locator): Promise<void> {
  await expect(element).toBeVisible()
  const { scroll, client } = await element.evaluate((e) => ({
    scroll: e.scrollWidth,
    client: e.clientWidth,
  }))
  expect(scroll, 'text wider than its box (cut)').toBeLessThanOrEqual(client)
  // Both boxes from one layout, in the browser: two boundingBox() calls can straddle a scroll
  // (the page settling after a click) and compare boxes of two different scroll positions.
  const outer = await within.elementHandle()
  const { box, around } = await element.evaluate(
    (e, o) => ({
      box: e.getBoundingClientRect().toJSON() as DOMRect,
      around: (o as Element).getBoundingClientRect().toJSON() as DOMRect,
    }),
    outer,
  )
  const inside =
    box.left >= around.left &&
    box.top >= around.top &&
    box.right <= around.right &&
    box.bottom <= around.bottom
  expect(inside, `${JSON.stringify(box)} spills out of ${JSON.stringify(around)}`).toBe(true)
}

/** The two elements' boxes, where the page is scrolled to now, do not overlap: neither covers the other. */
export async function expectApart(a: Locator, b: Locator): Promise<void> {
  const one = (await a.boundingBox())!
  const two = (await b.boundingBox())!
  const overlapX = Math.min(one.x + one.width, two.x + two.width) - Math.max(one.x, two.x)
  const overlapY = Math.min(one.y + one.height, two.y + two.height) - Math.max(one.y, two.y)
  expect(
    overlapX <= 0 || overlapY <= 0,
    `${JSON.stringify(one)} overlaps ${JSON.stringify(two)}`,
  ).toBe(true)
}
