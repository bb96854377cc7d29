// Seeded shuffle, version 2 ("v2:" seeds, SHA-256 in counter mode): the published test vectors
// (README), the prefix choosing the version, and the deals' shape and spread.
import { describe, expect, it } from 'vitest'
import { games, SHUFFLE_VERSION, shuffledDeck, shuffleVersion, V2_SEED_PREFIX } from './index.js'
import { PACK, vectorsByGame, type SeedVector } from './test-support/shuffle-vectors.js'

// seed → the last card of D, then the first ten cards of the 52-card shuffle Sir Tommy and
// Saratoga share and of Grandma's Game's two packs (the last card is the same in both). Computed by an independent implementation
// (Python's hashlib, not this code). These rows must never change within version 2.
const SEEDS: SeedVector[] = [
  ['v2:', 'KC', '6S QH 8H 3H 6H KH TS 8D 6C 4C', 'QH 6H 8D 7S 7D 2C JC 9H AD 4D'],
  ['v2:a', 'TH', 'KH 3H TC 7C 5S 4H 7H 6H 9S 3C', '4C 3D 2S KS 7H 2C 6C 7D 3H TH'],
  ['v2:patience-race', 'QH', '7C 4C 7D 9S 8C 6D AH 7S KC 3H', '2C 5S 5S TS 3S 5C 2S 5H KH 8S'],
  [
    'v2:0123456789abcdef0123456789abcdef',
    'QS',
    '5H KS 4C 8C AD 2D 2S 9C QD JC',
    'TS QC 7S AD JH 9C 3S QH 7H QH',
  ],
  // UTF-8, not UTF-16: é is two bytes, ♠ three.
  ['v2:é♠', '2H', '2C 6H 7D 7C 5C AS TS 9D 7H 4S', '8C 3S 6S 7C QS 6D 6H QH TH 4D'],
]
const VECTORS = vectorsByGame(SEEDS)

describe('seeded shuffle v2', () => {
  it('is the newest version, chosen by the "v2:" prefix (case and place matter)', () => {
    expect(SHUFFLE_VERSION).toBe(2)
    expect(V2_SEED_PREFIX).toBe('v2:')
    for (const seed of ['v2:', 'v2:a', 'v2:v2:', `v2:${'f'.repeat(32)}`])
      expect(shuffleVersion(seed)).toBe(2)
    for (const seed of ['', 'v2', 'V2:a', 'v3:a', ' v2:a', 'xv2:a', 'v2-a', '0123abcd'])
      expect(shuffleVersion(seed)).toBe(1)
  })

  it.each(VECTORS)('%s with seed %j deals %s … %s', (game, seed, first, last) => {
    const deck = shuffledDeck(game, seed)
    expect(deck.slice(0, 10).join(' ')).toBe(first)
    expect(deck.at(-1)).toBe(last)
  })

  it('the prefix changes the deal: "v2:x" deals otherwise than "V2:x" and "x"', () => {
    for (let i = 0; i < 50; i++) {
      const v2 = shuffledDeck('saratoga', `v2:${i}`)
      expect(v2).not.toEqual(shuffledDeck('saratoga', `V2:${i}`))
      expect(v2).not.toEqual(shuffledDeck('saratoga', `${i}`))
    }
  })

  it('the same seed always gives the same deck', () => {
    for (const game of ['sir-tommy', 'grandmas-game'] as const) {
      const seed = `v2:${'0123456789abcdef'.repeat(2)}`
      expect(shuffledDeck(game, seed)).toEqual(shuffledDeck(game, seed))
    }
  })

  it('different seeds give different decks (1,000 seeds, no two alike)', () => {
    const decks = new Set<string>()
    for (let i = 0; i < 1000; i++) decks.add(shuffledDeck('sir-tommy', `v2:${i}`).join(''))
    expect(decks.size).toBe(1000)
  })

  it('every game deals each card of its packs once per pack, for 300 seeds', () => {
    for (const { id, decks } of games) {
      const full = Array.from({ length: decks }, () => PACK)
        .flat()
        .sort()
      for (let i = 0; i < 300; i++) expect([...shuffledDeck(id, `v2:d-${i}`)].sort()).toEqual(full)
    }
  })

  it('each card leads the deck about equally often over 10,400 seeds (no card is favoured)', () => {
    const counts = new Map<string, number>()
    for (let i = 0; i < 10_400; i++) {
      const first = shuffledDeck('sir-tommy', `v2:dist-${i}`)[0] as string
      counts.set(first, (counts.get(first) ?? 0) + 1)
    }
    expect(counts.size).toBe(52)
    // Expected 200 each; chi-square with 51 degrees of freedom: 100 is beyond the 0.9999
    // quantile (about 97).
    const chi = [...counts.values()].reduce((sum, n) => sum + (n - 200) ** 2 / 200, 0)
    expect(chi).toBeLessThan(100)
  })
})
