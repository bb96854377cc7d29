import { describe, expect, it } from 'vitest'
import { standardDeck } from '../../cards.js'
import { legalMoves, newGame, playerView, shuffledDeck } from '../../index.js'
import { TABLEAU_IDS } from './piles.js'

const D = standardDeck()
const at = (indices: number[], deck = D) => indices.map((i) => deck[i])

describe('Saratoga deal (rules 2.2)', () => {
  it('T-SA-1: D[0] is pile 1, D[27] tops pile 7, and the stock is D[28..51] with D[28] drawn first', () => {
    const state = newGame('saratoga', { deck: D })
    expect(state.piles['tableau-1']).toEqual(at([0]))
    expect(state.piles['tableau-2']).toEqual(at([1, 7]))
    expect(state.piles['tableau-3']).toEqual(at([2, 8, 13]))
    expect(state.piles['tableau-4']).toEqual(at([3, 9, 14, 18]))
    expect(state.piles['tableau-5']).toEqual(at([4, 10, 15, 19, 22]))
    expect(state.piles['tableau-6']).toEqual(at([5, 11, 16, 20, 23, 25]))
    expect(state.piles['tableau-7']).toEqual(at([6, 12, 17, 21, 24, 26, 27]))
    expect(state.piles.stock).toHaveLength(24)
    expect(state.piles.stock?.at(-1)).toBe(D[28])
    expect([...(state.piles.stock ?? [])].reverse()).toEqual(D.slice(28))
    expect(state.piles.waste).toEqual([])
  })

  it('a seeded deal lays out the shuffled deck in the same staircase order', () => {
    const deck = shuffledDeck('saratoga', 'layout-vector')
    const state = newGame('saratoga', { seed: 'layout-vector' })
    expect(state.piles['tableau-1']).toEqual(at([0], deck))
    expect(state.piles['tableau-7']).toEqual(at([6, 12, 17, 21, 24, 26, 27], deck))
    expect(state.piles.stock?.at(-1)).toBe(deck[28])
  })

  it('starts with an empty waste and foundations, every pile present, and nothing drawn', () => {
    const state = newGame('saratoga', { deck: D })
    expect(Object.keys(state.piles).sort()).toEqual(
      [
        'stock',
        'waste',
        ...TABLEAU_IDS,
        'foundation-1',
        'foundation-2',
        'foundation-3',
        'foundation-4',
      ].sort(),
    )
    expect(state.moves).toBe(0)
    expect(state.redeals).toBe(0)
    expect(state.workspaceHome).toBeNull()
    expect(legalMoves(state)).toContainEqual({ action: 'draw' })
  })

  it('shows every tableau card face up and hides only the stock', () => {
    const view = playerView(newGame('saratoga', { seed: 'view' }))
    for (const [i, id] of TABLEAU_IDS.entries()) {
      expect(view.piles[id]).toHaveLength(i + 1)
      expect(view.hidden[id]).toBe(0)
    }
    expect(view.piles.stock).toEqual([])
    expect(view.hidden.stock).toBe(24)
    expect(view.stockCount).toBe(24)
    expect(view.redealsLeft).toBeNull()
    expect(view.total).toBe(52)
    expect(view.status).toBe('playing')
  })
})
