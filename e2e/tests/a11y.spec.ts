// Accessibility: axe scans the lobby, a live race, its spectator view, Race TV, the results,
// the replay, the leaderboard, a player's page, Settings and Friends on a phone and a laptop, in the light
// and the dark theme; serious and critical violations (color-contrast among them) fail the test
// (each is listed with where it is). Error states: a11y-errors.spec.ts.
import { expect, test } from '../support/test.js'
import { axeFindingsBothThemes } from '../support/axe.js'
import { DESKTOP, PHONE } from '../support/race.js'
import { tourPages } from '../support/tour.js'

// One tour per size; on each page axe runs in the light theme, then in the dark one (the page's
// color scheme switched in place: the same page, both themes, half the races and page loads).
for (const [size, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP }))
  test(`no serious or critical axe violations at ${size} size, light and dark themes`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000)
    const found: string[] = []
    await tourPages(browser, baseURL, { viewport }, async (page, name) => {
      found.push(...(await axeFindingsBothThemes(page, { label: name })))
    })
    expect(found).toEqual([])
  })
