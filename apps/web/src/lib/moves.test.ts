import { describe, expect, it } from 'vitest'
import type { Move } from '@patience-race/engine'
import { autoPlayMove, foundationMoveFor, moveFor, sourcesInPile, targetsFor } from './moves.js'
import { grandmasGame, saratoga, sirTommy } from '../fixtures/views.js'

describe('reading the legal list', () => {
  it('highlights only the piles the server listed for the picked card', () => {
    expect([...targetsFor(sirTommy.legal, { pile: 'pending' })].sort()).toEqual([
      'waste-1',
      'waste-2',
      'waste-3',
      'waste-4',
    ])
    expect([...targetsFor(sirTommy.legal, { pile: 'waste-1' })]).toEqual([])
  })

  it('tells a run of three apart from the single top card (Saratoga)', () => {
    expect([...targetsFor(saratoga.legal, { pile: 'tableau-3', count: 3 })]).toEqual(['tableau-1'])
    expect([...targetsFor(saratoga.legal, { pile: 'tableau-3' })]).toEqual([])
    // count 1 is the same as no count
    expect([...targetsFor(saratoga.legal, { pile: 'tableau-2' })]).toEqual(['foundation-2'])
  })

  it('takes a workspace card by its position (Grandma)', () => {
    expect([...targetsFor(grandmasGame.legal, { pile: 'workspace', index: 4 })]).toEqual([
      'foundation-up-D',
    ])
    expect([...targetsFor(grandmasGame.legal, { pile: 'workspace', index: 0 })]).toEqual([])
  })

  it('sends the listed move object for a legal drop', () => {
    const listed = saratoga.legal[0]!
    expect(moveFor(saratoga.legal, { pile: 'tableau-3', count: 3 }, 'tableau-1')).toBe(listed)
  })

  it('still sends an illegal drop as the player meant it, so the server can say why', () => {
    expect(moveFor(sirTommy.legal, { pile: 'waste-1' }, 'waste-2')).toEqual({
      from: 'waste-1',
      to: 'waste-2',
    })
    expect(moveFor(grandmasGame.legal, { pile: 'workspace', index: 1 }, 'foundation-up-H')).toEqual(
      {
        from: 'workspace',
        index: 1,
        to: 'foundation-up-H',
      },
    )
  })

  it('double-click finds the first foundation move of that card, or nothing', () => {
    expect(foundationMoveFor(sirTommy.legal, { pile: 'waste-4' })).toEqual({
      from: 'waste-4',
      to: 'foundation-2',
    })
    expect(foundationMoveFor(sirTommy.legal, { pile: 'pending' })).toBeNull()
  })

  it('auto-play never picks a foundation-to-foundation transfer', () => {
    const legal: Move[] = [
      { from: 'foundation-up-H', to: 'foundation-down-H' },
      { action: 'deal' },
      { from: 'tableau-2', to: 'foundation-up-S' },
    ]
    expect(autoPlayMove(legal)).toEqual({ from: 'tableau-2', to: 'foundation-up-S' })
    expect(autoPlayMove(legal.slice(0, 2))).toBeNull()
  })

  it('lists the pickable run sizes of a pile, smallest first', () => {
    const legal: Move[] = [
      { from: 'tableau-3', to: 'tableau-1', count: 3 },
      { from: 'tableau-3', to: 'tableau-6' },
    ]
    expect(sourcesInPile(legal, 'tableau-3')).toEqual([
      { pile: 'tableau-3' },
      { pile: 'tableau-3', count: 3 },
    ])
  })
})
