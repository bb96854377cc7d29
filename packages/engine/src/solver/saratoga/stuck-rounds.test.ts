// The pair orders' fixpoints read on from the plain fixpoint's kept rounds (stuck-cards.ts) against
// the same orders read from scratch: over random steps of both variants, with the stock cycle and
// cards apart read and without, the same bound and the same facts and notes (lastFixpoint), for
// one pair's order and for two pairs' at once.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { newGame } from '../../index.js'
import { FOUNDATION } from './board.js'
import { SaratogaPosition } from './position.js'
import { lastFixpoint, stuckCardBound } from './stuck-cards.js'
import { HIGH, LOW, TWIN } from './stuck-layout.js'

/** What a fixpoint found, copied. */
const found = (): number[][] =>
  [
    lastFixpoint.up,
    lastFixpoint.left,
    lastFixpoint.apart,
    lastFixpoint.atHand,
    lastFixpoint.placed,
    lastFixpoint.asFirst,
    lastFixpoint.asSecond,
  ].map((a) => Array.from(a))

/** One order of the pair of `card` and its twin (`pick` chooses which first, onto which parent);
 * the other parent -1 when it is up. */
function order(position: SaratogaPosition, card: number, pick: number): number[] {
  const twin = TWIN[card] ?? 0
  const [host, other] =
    pick % 2 === 0 ? [LOW[card] ?? 0, HIGH[card] ?? 0] : [HIGH[card] ?? 0, LOW[card] ?? 0]
  const up = (position.fLen[(other / 13) | 0] ?? 0) > other % 13
  const [first, second] = pick % 4 < 2 ? [card, twin] : [twin, card]
  return [first, second, host, up ? -1 : other]
}

describe('Saratoga pair orders read on from the plain fixpoint', () => {
  it.each(['standard', 'foundation-takeback'])(
    '%s: the same bound and facts as read from scratch, over random steps',
    (variant) => {
      fc.assert(
        fc.property(
          fc.nat(10_000),
          fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
          (seed, picks) => {
            const position = new SaratogaPosition(
              newGame('saratoga', { seed: `rounds-${seed}` }, variant),
            )
            const out = new Int32Array(512)
            for (const pick of picks) {
              // Two pairs (cards of ranks 1–12, a different rank and colour each), as stuck-cards.ts
              // takes them: first, second, host, other.
              const x = (pick % 4) * 13 + (pick % 12)
              const y = ((pick >> 3) % 4) * 13 + ((pick >> 5) % 12)
              const sameClass = x % 13 === y % 13 && (x === y || TWIN[x] === y)
              const joint = [
                ...order(position, x, pick >> 7),
                ...(sameClass ? [] : order(position, y, pick >> 9)),
              ]
              const orders = Int8Array.from(joint)
              const count = joint.length / 4
              for (const [cycle, apart] of [
                [true, true],
                [false, true],
                [true, false],
              ] as const) {
                const fresh = stuckCardBound(position, cycle, apart, false, orders, count)
                const freshFound = found()
                stuckCardBound(position, cycle, apart)
                const resumed = stuckCardBound(
                  position,
                  cycle,
                  apart,
                  false,
                  orders,
                  count,
                  null,
                  true,
                )
                expect(resumed).toBe(fresh)
                expect(found()).toEqual(freshFound)
              }
              // A step, a foundation move most often.
              const n = position.legalMoves(out)
              if (n === 0) break
              let move = out[pick % n] ?? 0
              for (let i = 0; i < n && pick % 8 < 6; i++) {
                const m = out[(pick + i) % n] ?? 0
                if (m < 1 << 16 && (m & 15) >= FOUNDATION) {
                  move = m
                  break
                }
              }
              position.apply(move)
            }
          },
        ),
        { numRuns: 25, endOnFailure: true },
      )
    },
    120_000,
  )
})
