// The dark theme: followed from the system, every page turns dark while card faces stay
// white with dark (or red) ink; Settings can pin light or dark, remembered after a reload.
import { expect, test, type Page } from '../support/test.js'
import { DESKTOP, PHONE } from '../support/race.js'
import { shot } from '../support/shots.js'
import { tourPages } from '../support/tour.js'

/** Relative luminance of a CSS rgb() colour (WCAG). */
function luminance(css: string): number {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((v) => {
    const c = Number(v) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
const contrast = (x: string, y: string) => {
  const [l1, l2] = [luminance(x), luminance(y)].sort((p, q) => q - p)
  return (l1! + 0.05) / (l2! + 0.05)
}

async function colours(page: Page) {
  return page.evaluate(() => {
    const face = document.querySelector<HTMLElement>('.card.face')
    const style = (el: Element) => getComputedStyle(el)
    return {
      page: style(document.body).backgroundColor || style(document.documentElement).backgroundColor,
      root: style(document.documentElement).backgroundColor,
      text: style(document.body).color,
      face: face ? { bg: style(face).backgroundColor, ink: style(face).color } : null,
    }
  })
}

for (const [size, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
  test(`every page in the dark at ${size} size, card faces readable`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000)
    await tourPages(browser, baseURL, { viewport, colorScheme: 'dark' }, async (page, name) => {
      await shot(page, testInfo, `dark-${name}-${size}`)
      const seen = await colours(page)
      const background = seen.page === 'rgba(0, 0, 0, 0)' ? seen.root : seen.page
      expect.soft(luminance(background), `${name}: a dark page`).toBeLessThan(0.05)
      expect.soft(contrast(seen.text, background), `${name}: text on the page`).toBeGreaterThan(7)
      if (seen.face)
        expect
          .soft(contrast(seen.face.ink, seen.face.bg), `${name}: card faces`)
          .toBeGreaterThan(4.5)
    })
  })
}

test('Settings pins light or dark over the system, remembered after a reload', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: PHONE, colorScheme: 'dark' })
  const page = await context.newPage()
  const background = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
  await page.goto('/settings')
  await expect(page.getByTestId('setting-theme')).toHaveValue('system')
  const dark = await background()
  await page.getByTestId('setting-theme').selectOption('light')
  await expect.poll(background).not.toBe(dark)
  const light = await background()
  await page.reload()
  await expect(page.getByTestId('setting-theme')).toHaveValue('light')
  expect(await background()).toBe(light)
  await page.getByTestId('setting-theme').selectOption('system')
  await expect.poll(background).toBe(dark)
  await context.close()
})
