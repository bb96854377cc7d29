// A met suit's meeting points as one position (meetings.ts) against the search that slides cards
// across one move at a time: from late positions of random games, both run to their end and
// prove the same best count, in both variants, on lines the engine replays (the slides included).
import { describe, expect, it } from 'vitest'
import { compareWithPlain } from '../../test-support/grandma-search-comparison.js'
import { variantsOf } from '../../test-support/compact-position-property.js'

describe("Grandma's Game: a met suit's meeting points as one position", () => {
  it.each(variantsOf('grandmas-game'))(
    '%s: proves the count the search with single slides proves',
    (variant) => {
      const plain = { restarts: false, meetings: false }
      for (const stockLeft of [0, 3])
        expect(
          compareWithPlain(variant, stockLeft, plain, { meetings: true }),
        ).toBeGreaterThanOrEqual(8)
    },
    120_000,
  )
})
