// Keyboard play shows where the keyboard is: a focused pile that is also a legal target keeps
// the focus outline (the target's green was drawn over it, so Tab seemed to go nowhere).
import { expect, test } from '../support/test.js'
import { raceTwo } from '../support/race.js'
import { shot } from '../support/shots.js'

const FOCUS_OUTLINE = 'rgb(255, 213, 74)'
const TARGET_OUTLINE = 'rgb(124, 252, 154)'

test('a focused legal target shows the focus outline, an unfocused one the target outline', async ({
  browser,
  baseURL,
}, testInfo) => {
  const { a } = await raceTwo(browser, baseURL, 'sir-tommy')
  await a.getByTestId('pile-pending').focus()
  await a.keyboard.press('Enter')
  const targets = a.getByTestId('my-board').locator('[data-legal-target="true"]')
  await expect(targets.first()).toBeVisible()
  expect(await targets.count()).toBeGreaterThan(1)
  const [focused, other] = [targets.nth(0), targets.nth(1)]
  await focused.focus()
  const outline = (pile: typeof focused) =>
    pile.evaluate((el) => ({
      focusVisible: el.matches(':focus-visible'),
      color: getComputedStyle(el).outlineColor,
    }))
  expect(await outline(focused)).toEqual({ focusVisible: true, color: FOCUS_OUTLINE })
  expect(await outline(other)).toEqual({ focusVisible: false, color: TARGET_OUTLINE })
  await shot(a, testInfo, 'focused-target')
})
