import { describe, expect, it } from 'vitest'
import { apply } from './apply.js'
import { ok, stateWith } from './test-state.js'

describe('DEAL (rules 3.5)', () => {
  // Two cards to deal, QD under 4C; 4C lands on tableau-4 (9S 2H), then QD on tableau-12 (7C).
  const start = stateWith({
    stock: ['QD', '4C'],
    'tableau-4': ['9S', '2H'],
    'tableau-12': ['7C'],
  })

  it('T-GG-2: DEAL puts the card on its rank pile and lifts the whole pile into the workspace', () => {
    const first = ok(apply(start, { action: 'deal' }))
    expect(first.piles.workspace).toEqual(['9S', '2H', '4C'])
    expect(first.workspaceHome).toBe('tableau-4')
    expect(first.piles['tableau-4']).toEqual([])
    expect(first.piles.stock).toEqual(['QD'])
  })

  it('T-GG-2: the next DEAL returns the workspace in its current order, first card at the bottom', () => {
    const dealt = ok(apply(start, { action: 'deal' }))
    const reordered = ok(apply(dealt, { action: 'reorder', order: [2, 0, 1] }))
    const second = ok(apply(reordered, { action: 'deal' }))
    expect(second.piles['tableau-4']).toEqual(['4C', '9S', '2H'])
    expect(second.piles.workspace).toEqual(['7C', 'QD'])
    expect(second.workspaceHome).toBe('tableau-12')
    expect(second.piles.stock).toEqual([])
  })

  it('T-GG-3: dealing a card of the home pile returns the workspace, adds the card, and picks it all up again', () => {
    const home = stateWith(
      { stock: ['4H'], workspace: ['9S', '2H', '4C'] },
      { workspaceHome: 'tableau-4' },
    )
    const next = ok(apply(home, { action: 'deal' }))
    expect(next.piles.workspace).toEqual(['9S', '2H', '4C', '4H'])
    expect(next.piles['tableau-4']).toEqual([])
    expect(next.workspaceHome).toBe('tableau-4')
  })

  it('a card dealt to an empty pile is the whole workspace', () => {
    const next = ok(apply(stateWith({ stock: ['KS'] }), { action: 'deal' }))
    expect(next.piles.workspace).toEqual(['KS'])
    expect(next.workspaceHome).toBe('tableau-13')
  })

  it('DEAL is refused once the stock is empty', () => {
    const result = apply(stateWith({ workspace: ['9S'] }, { workspaceHome: 'tableau-9' }), {
      action: 'deal',
    })
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_MOVE', message: 'the stock is empty' },
    })
  })

  it('draw, redeal and turn are not part of this game', () => {
    for (const action of ['draw', 'redeal', 'turn'] as const) {
      expect(apply(stateWith({ stock: ['KS'] }), { action })).toMatchObject({
        ok: false,
        error: { code: 'ILLEGAL_MOVE' },
      })
    }
  })
})
