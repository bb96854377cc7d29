import { describe, expect, it } from 'vitest'
import { standardDeck } from '../../cards.js'
import { newGame } from '../../index.js'
import { cards, pileId } from '../../test-support/decks.js'
import type { Card } from '../../types.js'
import { apply } from './apply.js'
import { deal, owedToStock } from './deal.js'
import { PILE_IDS, TABLEAU_IDS } from './piles.js'

/** A full two-deck D that starts with `prefix`; the remaining cards follow in deck order. */
function deckStartingWith(prefix: Card[]): Card[] {
  const rest = [...standardDeck(), ...standardDeck()]
  for (const card of prefix) rest.splice(rest.indexOf(card), 1)
  return [...prefix, ...rest]
}

// The first round of seed 003's worked example, continued to the King pile and beyond.
const PREFIX = cards('3S JH 3D 4C 9S 5H 2C 7D KS 8H 2S 3H 4H 6S QC 5S 6H KD AD AH AS AC 9D')

describe('layout (rules 3.2)', () => {
  it('T-GG-1: a fixed D follows 3.2 exactly: matches, row ends and kings owe stock cards', () => {
    const state = deal(deckStartingWith(PREFIX), 'standard')
    const first = TABLEAU_IDS.map((id) => state.piles[id]?.[0])
    // D[3] (after the 3 on the 3 pile), D[6..7] (5 on the 5 pile: row end + match), D[9] (a
    // king), D[14] (the 10 pile ends a row), D[18..20] (K on the K pile owes 3) are stock cards.
    expect(first).toEqual([
      '3S',
      'JH',
      '3D',
      '9S',
      '5H',
      'KS',
      '2S',
      '3H',
      '4H',
      '6S',
      '5S',
      '6H',
      'KD',
    ])
    // The second round starts with an ace on the Ace pile, which owes D[22].
    expect(state.piles['tableau-1']?.[1]).toBe('AC')
    expect(state.piles.stock?.slice(0, 9)).toEqual([
      '4C',
      '2C',
      '7D',
      '8H',
      'QC',
      'AD',
      'AH',
      'AS',
      '9D',
    ])
    const sizes = TABLEAU_IDS.map((id) => state.piles[id]?.length ?? 0)
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1)
    const all = PILE_IDS.flatMap((id) => state.piles[id] ?? [])
    expect(all).toHaveLength(104)
    expect([...all].sort()).toEqual([...standardDeck(), ...standardDeck()].sort())
  })

  it('T-GG-1: the stock is dealt last-placed-first: the first DEAL turns the last stock card', () => {
    // The ace on the Ace pile owes QH, then the 2 on the 2 pile owes JD, which lands on top.
    const state = deal(['AS', 'QH', '2S', 'JD'], 'standard')
    expect(state.piles.stock).toEqual(['QH', 'JD'])
    const dealt = apply(state, { action: 'deal' })
    expect(dealt.ok && dealt.state.piles.workspace).toEqual(['JD'])
    expect(dealt.ok && dealt.state.workspaceHome).toBe('tableau-11')
  })

  it("T-GG-1: seed 'patience-race' (D = 3S 7H 5C 2S AH 9D 8C 4H QC 5H …) lays out per 3.2", () => {
    const state = newGame('grandmas-game', { seed: 'patience-race' })
    const first = (n: number) => state.piles[pileId(`tableau-${n}`)]?.[0]
    expect([1, 2, 3, 4, 5].map(first)).toEqual(['3S', '7H', '5C', '2S', 'AH'])
    // The ace ends a row, so D[5] = 9D is the first stock card; dealing resumes on P6.
    expect(state.piles.stock?.[0]).toBe('9D')
    expect([6, 7, 8, 9].map(first)).toEqual(['8C', '4H', 'QC', '5H'])
  })

  it('owes one card per condition: K on the K pile 3, K on P5 2, Q on P12 1, 7 on P2 none', () => {
    expect(owedToStock('KH', 13)).toBe(3)
    expect(owedToStock('KH', 5)).toBe(2)
    expect(owedToStock('QH', 12)).toBe(1)
    expect(owedToStock('AS', 1)).toBe(1)
    expect(owedToStock('7S', 10)).toBe(1)
    expect(owedToStock('7S', 2)).toBe(0)
  })

  it('stops when the deck runs out while cards are still owed (3.9.2)', () => {
    // P5 gets a king at the end of a row: 2 owed, only 1 card left.
    const state = deal(['2S', '3S', '4S', '5S', 'KS', '9H'], 'standard')
    expect(state.piles['tableau-5']).toEqual(['KS'])
    expect(state.piles.stock).toEqual(['9H'])
    expect(state.piles['tableau-6']).toEqual([])
  })

  it('starts with every pile present, nothing on the foundations and no workspace', () => {
    const state = newGame('grandmas-game', { seed: 'layout-start' })
    expect(Object.keys(state.piles).sort()).toEqual([...PILE_IDS].sort())
    expect(state).toMatchObject({ moves: 0, redeals: 0, workspaceHome: null, variant: 'standard' })
    expect(state.piles.workspace).toEqual([])
  })

  it('matches the 3.2 statistics over 2,000 seeds: stock about 28.3 cards, piles of 5 to 7', () => {
    const stocks: number[] = []
    const sizes = new Set<number>()
    for (let i = 0; i < 2000; i++) {
      const state = newGame('grandmas-game', { seed: `stats-${i}` })
      stocks.push(state.piles.stock?.length ?? 0)
      for (const id of TABLEAU_IDS) sizes.add(state.piles[id]?.length ?? 0)
    }
    const mean = stocks.reduce((a, b) => a + b, 0) / stocks.length
    const sd = Math.sqrt(stocks.reduce((a, b) => a + (b - mean) ** 2, 0) / stocks.length)
    expect(mean).toBeGreaterThan(27.9)
    expect(mean).toBeLessThan(28.7)
    expect(sd).toBeGreaterThan(1.4)
    expect(sd).toBeLessThan(2.2)
    expect(Math.min(...stocks)).toBeGreaterThanOrEqual(21)
    expect(Math.max(...stocks)).toBeLessThanOrEqual(38)
    expect([...sizes].every((n) => n >= 5 && n <= 7)).toBe(true)
  })
})
