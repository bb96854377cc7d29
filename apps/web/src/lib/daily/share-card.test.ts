import { describe, expect, it } from 'vitest'
import { shareCard } from './share-card.js'

describe('the daily share card', () => {
  it('says the number, game, cards up and time, with a bar of tenths', () => {
    const text = shareCard({
      number: 12,
      game: 'Sir Tommy',
      foundation: 38,
      total: 52,
      won: false,
      timeMs: 252_400,
    })
    expect(text).toBe('Patience Race Daily #12 · Sir Tommy\n38/52 in 4:12\n🟩🟩🟩🟩🟩🟩🟩⬜⬜⬜')
  })

  it('fills the bar and adds a trophy for a cleared deal, and the link when given', () => {
    const text = shareCard({
      number: 3,
      game: 'Saratoga',
      foundation: 52,
      total: 52,
      won: true,
      timeMs: 61_000,
      url: 'https://example.test/daily',
    })
    expect(text.split('\n')).toEqual([
      'Patience Race Daily #3 · Saratoga',
      '52/52 🏆 in 1:01',
      '🟩'.repeat(10),
      'https://example.test/daily',
    ])
  })

  it('names no card', () => {
    const text = shareCard({
      number: 1,
      game: "Grandma's Game",
      foundation: 7,
      total: 104,
      won: false,
      timeMs: 900_000,
    })
    expect(text).not.toMatch(/[AKQJ♠♥♦♣]|\b(10|[2-9])\b(?!\/)/)
    expect(text).toContain('7/104 in 15:00')
  })
})
