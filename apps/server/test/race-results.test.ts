import { describe, expect, it } from 'vitest'
import {
  toWire,
  winnerSeat,
  withOutcome,
  type SeatResult,
} from '../src/races/ending/race-results.js'

/** A stored row from before outcomes were kept: its place and outcome are decided when read. */
const result = (
  seat: number,
  foundation: number,
  foundationAt: number,
): Omit<SeatResult, 'place' | 'outcome'> & { place: null; outcome: null } => ({
  seat,
  player: { id: `p${seat}`, name: `P${seat}` },
  foundation,
  total: 52,
  won: false,
  status: 'stuck',
  timeMs: 1000,
  moves: 10,
  foundationAt,
  place: null,
  outcome: null,
})
const decided = (...rows: ReturnType<typeof result>[]) => withOutcome(rows)

describe('who wins a race', () => {
  it('the higher foundation count wins, whenever it was reached', () => {
    expect(winnerSeat(decided(result(0, 20, 9000), result(1, 18, 1000)))).toBe(0)
    expect(winnerSeat(decided(result(0, 5, 100), result(1, 6, 9000)))).toBe(1)
  })

  it('on equal counts, whoever reached that count first wins', () => {
    expect(winnerSeat(decided(result(0, 12, 5000), result(1, 12, 4000)))).toBe(1)
    expect(winnerSeat(decided(result(0, 12, 3000), result(1, 12, 4000)))).toBe(0)
  })

  it('a complete tie has no winner', () => {
    expect(winnerSeat(decided(result(0, 0, 0), result(1, 0, 0)))).toBeUndefined()
    expect(winnerSeat(decided(result(0, 7, 1500), result(1, 7, 1500)))).toBeUndefined()
  })

  it('rows stored with their outcome are read as stored: the rule is not applied again', () => {
    // As decided at the finish; the rule today would put seat 1 (there first) ahead.
    const stored = [
      { ...result(0, 12, 5000), place: 1, outcome: 'first-to-count' as const },
      { ...result(1, 12, 4000), place: 2, outcome: 'first-to-count' as const },
    ]
    expect(withOutcome(stored).map((r) => [r.seat, r.place, r.outcome])).toEqual([
      [0, 1, 'first-to-count'],
      [1, 2, 'first-to-count'],
    ])
    expect(winnerSeat(withOutcome(stored))).toBe(0)
  })

  it('sends each seat’s place, the outcome and when each seat reached its count', () => {
    expect(toWire(decided(result(0, 12, 5000))[0]!)).toMatchObject({
      seat: 0,
      foundation: 12,
      foundationAt: 5000,
      place: 1,
      outcome: 'alone',
    })
  })
})
