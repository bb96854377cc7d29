// Seeded shuffle, version 1: the published test vectors (README) and a distribution check.
import { describe, expect, it } from 'vitest'
import { shuffledDeck, shuffleVersion } from './index.js'
import { PACK, vectorsByGame, type SeedVector } from './test-support/shuffle-vectors.js'

// seed → the last card of D, then the first ten cards of the 52-card shuffle Sir Tommy and
// Saratoga share and of Grandma's Game's two packs (the last card is the same in both).
// These rows must never change within version 1.
const SEEDS: SeedVector[] = [
  ['', 'AH', '6H 8S QD JD 7C QH 3S 6C 8D 7D', 'QC 8S 4S 9H 6D 7S 9S 8H 3D 6H'],
  ['a', '6S', '5S 2C 9H TS AC 6C KH 9S AS TH', '7S 6H TC 3C 9S 8S 3S 2C 5S JH'],
  ['patience-race', '4C', 'AC KS 5D 9C 9H TH 9S QS AD QC', '3S 7H 5C 2S AH 9D 8C 4H QC 5H'],
  ['0', '9H', 'QS TD 3C QC JH 6H 6S 3D 2D 7C', '8D TD TC 6D 7S 9S 8D QS KH 3D'],
  ['seed-0', 'JS', 'KH 7C 5D 9C 2D AS 8H 4C QH 6D', 'QS KD JH QC 9H 5H 3D TS 3H 8C'],
]
const VECTORS = vectorsByGame(SEEDS)

describe('seeded shuffle v1', () => {
  it('deals these seeds with version 1 (none starts with "v2:")', () => {
    for (const [seed] of SEEDS) expect(shuffleVersion(seed)).toBe(1)
  })

  it.each(VECTORS)('%s with seed %j deals %s … %s', (game, seed, first, last) => {
    const deck = shuffledDeck(game, seed)
    expect(deck.slice(0, 10).join(' ')).toBe(first)
    expect(deck.at(-1)).toBe(last)
  })

  it('the same seed always gives the same deck, and another seed another deck', () => {
    expect(shuffledDeck('sir-tommy', 'x')).toEqual(shuffledDeck('sir-tommy', 'x'))
    expect(shuffledDeck('sir-tommy', 'x')).not.toEqual(shuffledDeck('sir-tommy', 'y'))
  })

  it('every deck holds each card once (twice for two packs), for 500 seeds', () => {
    for (let i = 0; i < 500; i++) {
      expect([...shuffledDeck('saratoga', `d-${i}`)].sort()).toEqual(PACK)
      if (i % 10 === 0)
        expect([...shuffledDeck('grandmas-game', `d-${i}`)].sort()).toEqual(
          [...PACK, ...PACK].sort(),
        )
    }
  })

  it('each card leads the deck about equally often over 10,400 seeds (no card is favoured)', () => {
    const counts = new Map<string, number>()
    for (let i = 0; i < 10_400; i++) {
      const first = shuffledDeck('sir-tommy', `dist-${i}`)[0] as string
      counts.set(first, (counts.get(first) ?? 0) + 1)
    }
    expect(counts.size).toBe(52)
    // Expected 200 each; a fair shuffle stays far inside ±40 % (about 5.7 standard deviations).
    for (const n of counts.values()) expect(n).toBeGreaterThan(120)
    for (const n of counts.values()) expect(n).toBeLessThan(280)
    // Chi-square with 51 degrees of freedom: 100 is beyond the 0.9999 quantile (about 97).
    const chi = [...counts.values()].reduce((sum, n) => sum + (n - 200) ** 2 / 200, 0)
    expect(chi).toBeLessThan(100)
  })
})
