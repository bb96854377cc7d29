import { describe, expect, it } from 'vitest'
import { ratingText, signedChange, stakesText } from './rating-text.js'

describe('rating text', () => {
  it('marks a provisional rating with "?" and rounds', () => {
    expect(ratingText({ rating: 1500, provisional: true })).toBe('1500?')
    expect(ratingText({ rating: 1612.6, provisional: false })).toBe('1613')
  })
  it('says the stakes with signs, a true minus and ±0 for no change', () => {
    expect(signedChange(8)).toBe('+8')
    expect(signedChange(-8)).toBe('−8')
    expect(signedChange(0)).toBe('±0')
    expect(stakesText({ win: 12, draw: -1, lose: -15 })).toBe('win +12 · tie −1 · lose −15')
  })
})
