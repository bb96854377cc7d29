// Per-round ratios of the interleaved lanes: the median and range reported in the JSON line.
import { describe, expect, it } from 'vitest'
import { ratioSpread } from '../race/rounds.mjs'

const lane = (perSec: number[]) => ({ rounds: perSec.map((value) => ({ perSec: value })) })

describe('ratioSpread', () => {
  it('pairs rounds by index and gives the median with the min and max', () => {
    expect(ratioSpread(lane([10, 30, 20]), lane([100, 100, 100]))).toEqual({
      median: 0.2,
      min: 0.1,
      max: 0.3,
    })
  })

  it('takes the mean of the middle two for an even count', () => {
    expect(ratioSpread(lane([1, 2, 3, 4]), lane([1, 1, 1, 1])).median).toBe(2.5)
  })

  it('leaves out rounds where the other lane made no round trip', () => {
    expect(ratioSpread(lane([5, 6]), lane([0, 2]))).toEqual({ median: 3, min: 3, max: 3 })
    expect(ratioSpread(lane([5]), lane([0]))).toEqual({ median: null, min: null, max: null })
  })
})
