import { describe, expect, it } from 'vitest'
import { toWire, winnerSeat, type SeatResult } from '../src/races/race-results.js'

const result = (seat: number, foundation: number, foundationAt: number): SeatResult => ({
  seat,
  player: { id: `p${seat}`, name: `P${seat}` },
  foundation,
  total: 52,
  won: false,
  status: 'stuck',
  timeMs: 1000,
  moves: 10,
  foundationAt,
})

describe('who wins a race', () => {
  it('the higher foundation count wins, whenever it was reached', () => {
    expect(winnerSeat([result(0, 20, 9000), result(1, 18, 1000)])).toBe(0)
    expect(winnerSeat([result(0, 5, 100), result(1, 6, 9000)])).toBe(1)
  })

  it('on equal counts, whoever reached that count first wins', () => {
    expect(winnerSeat([result(0, 12, 5000), result(1, 12, 4000)])).toBe(1)
    expect(winnerSeat([result(0, 12, 3000), result(1, 12, 4000)])).toBe(0)
  })

  it('a complete tie has no winner', () => {
    expect(winnerSeat([result(0, 0, 0), result(1, 0, 0)])).toBeUndefined()
    expect(winnerSeat([result(0, 7, 1500), result(1, 7, 1500)])).toBeUndefined()
  })

  it('sends and stores when each seat reached its count, so every page can apply the same rule', () => {
    expect(toWire(result(0, 12, 5000))).toMatchObject({
      seat: 0,
      foundation: 12,
      foundationAt: 5000,
    })
  })
})
