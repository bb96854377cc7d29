// bench:solvability's statistics: the published intervals and percentiles are the textbook ones.
import { describe, expect, it } from 'vitest'
import { percentile, summarise, wilson } from '../solvability/stats.mjs'

describe('bench:solvability statistics', () => {
  it('gives the 95 % Wilson score interval', () => {
    const [low, high] = wilson(5, 10)
    expect(low).toBeCloseTo(0.2366, 4)
    expect(high).toBeCloseTo(0.7634, 4)
    // No wins still leaves room above zero, and all wins room below one.
    expect(wilson(0, 10)[0]).toBe(0)
    expect(wilson(0, 10)[1]).toBeCloseTo(0.2775, 4)
    expect(wilson(10, 10)[0]).toBeCloseTo(0.7225, 4)
  })

  it('takes nearest-rank percentiles', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6]
    expect(percentile(values, 0.5)).toBe(5)
    expect(percentile(values, 0.95)).toBe(10)
    expect(percentile([], 0.5)).toBe(0)
  })

  it('counts a deal as winnable only when all its cards went up, and unproved as unresolved', () => {
    const row = summarise([
      { cards: 52, total: 52, proved: true, ms: 1 },
      { cards: 30, total: 52, proved: true, ms: 2 },
      { cards: 40, total: 52, proved: false, ms: 3 },
      { cards: 51, total: 52, proved: false, ms: 4 },
    ])
    expect(row).toMatchObject({ deals: 4, proved: 2, winnable: 0.25, unresolved: 0.5 })
  })
})
