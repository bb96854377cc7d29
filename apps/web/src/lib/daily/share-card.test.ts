import { describe, expect, it } from 'vitest'
import { shareCard, type ShareFacts } from './share-card.js'

type Facts = Pick<ShareFacts, 'number' | 'foundation' | 'timeMs'> & Partial<ShareFacts>

/** The card for a daily result in a game: a lost deal of 52 cards unless the facts say more. */
const card = (game: string, facts: Facts) => shareCard({ game, total: 52, won: false, ...facts })

describe('the daily share card', () => {
  it('says the number, game, cards up and time, with a bar of tenths', () => {
    const text = card('Sir Tommy', { number: 12, foundation: 38, timeMs: 252_400 })
    expect(text).toBe('Patience Race Daily #12 · Sir Tommy\n38/52 in 4:12\n🟩🟩🟩🟩🟩🟩🟩⬜⬜⬜')
  })

  it('fills the bar and adds a trophy for a cleared deal, and the link when given', () => {
    const url = 'https://example.test/daily'
    const text = card('Saratoga', { number: 3, foundation: 52, won: true, timeMs: 61_000, url })
    expect(text.split('\n')).toEqual([
      'Patience Race Daily #3 · Saratoga',
      '52/52 🏆 in 1:01',
      '🟩'.repeat(10),
      'https://example.test/daily',
    ])
  })

  it('names no card', () => {
    const text = card("Grandma's Game", { number: 1, foundation: 7, total: 104, timeMs: 900_000 })
    expect(text).not.toMatch(/[AKQJ♠♥♦♣]|\b(10|[2-9])\b(?!\/)/)
    expect(text).toContain('7/104 in 15:00')
  })
})
