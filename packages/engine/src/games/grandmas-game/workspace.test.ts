import { describe, expect, it } from 'vitest'
import { applyMove, legalMoves } from '../../index.js'
import type { Move } from '../../types.js'
import { apply } from './apply.js'
import { ok, stateWith, upTo } from './test-state.js'

const reorders = (moves: Move[]) => moves.filter((m) => 'action' in m && m.action === 'reorder')

// U♠ shows 3, so a 4♠ is wanted; the workspace holds one in the middle.
const position = (variant = 'standard') =>
  stateWith(
    { stock: ['2D'], workspace: ['9H', '4S', 'QC'], 'foundation-up-S': upTo('S', 3) },
    { workspaceHome: 'tableau-12', variant },
  )

describe('the workspace (rules 3.5, 3.6)', () => {
  it('T-GG-4: WS2F plays a workspace card from any position, not only the ends', () => {
    const next = ok(apply(position(), { from: 'workspace', index: 1, to: 'foundation-up-S' }))
    expect(next.piles['foundation-up-S']).toEqual(['AS', '2S', '3S', '4S'])
    expect(next.piles.workspace).toEqual(['9H', 'QC'])
    expect(next.workspaceHome).toBe('tableau-12')
  })

  it('T-GG-4: WS2F still works from any position in the no-reorder variant', () => {
    const next = ok(
      apply(position('no-reorder'), { from: 'workspace', index: 1, to: 'foundation-up-S' }),
    )
    expect(next.piles.workspace).toEqual(['9H', 'QC'])
  })

  it('T-GG-4: REORDER is rejected in the no-reorder variant and never listed there', () => {
    const result = apply(position('no-reorder'), { action: 'reorder', order: [2, 1, 0] })
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE' } })
    expect(reorders(legalMoves(position('no-reorder')))).toEqual([])
  })

  it('REORDER rearranges the workspace: new[i] = old[order[i]]', () => {
    const next = ok(apply(position(), { action: 'reorder', order: [2, 0, 1] }))
    expect(next.piles.workspace).toEqual(['QC', '9H', '4S'])
  })

  it('REORDER refuses anything that is not a permutation of the positions, and a no-op', () => {
    for (const order of [
      [0, 1],
      [0, 1, 1],
      [0, 1, 3],
      [0, 1, 2, 3],
      [0, 1, 2],
    ]) {
      expect(apply(position(), { action: 'reorder', order })).toMatchObject({
        ok: false,
        error: { code: 'ILLEGAL_MOVE' },
      })
    }
    expect(apply(stateWith({}), { action: 'reorder', order: [] })).toMatchObject({ ok: false })
  })

  it('legalMoves lists each single-card reorder once: (n-1)² of them for n workspace cards', () => {
    const listed = reorders(legalMoves(position()))
    expect(listed).toHaveLength(4)
    expect(new Set(listed.map((m) => JSON.stringify(m))).size).toBe(4)
    expect(listed).toContainEqual({ action: 'reorder', order: [1, 2, 0] })
    expect(listed).toContainEqual({ action: 'reorder', order: [1, 0, 2] })
  })

  it('a workspace card needs a valid index; other piles refuse one', () => {
    for (const move of [
      { from: 'workspace', to: 'foundation-up-S' },
      { from: 'workspace', index: 3, to: 'foundation-up-S' },
      { from: 'tableau-1', index: 0, to: 'foundation-up-S' },
      { from: 'workspace', index: 0, to: 'foundation-up-S' },
    ]) {
      expect(applyMove(position(), move)).toMatchObject({
        ok: false,
        error: { code: 'ILLEGAL_MOVE' },
      })
    }
  })

  it('playing the last workspace card clears the home pile note', () => {
    const state = stateWith(
      { stock: ['2D'], workspace: ['4S'], 'foundation-up-S': upTo('S', 3) },
      { workspaceHome: 'tableau-4' },
    )
    const next = ok(apply(state, { from: 'workspace', index: 0, to: 'foundation-up-S' }))
    expect(next.workspaceHome).toBeNull()
    expect(ok(apply(next, { action: 'deal' })).piles.workspace).toEqual(['2D'])
  })

  it('nothing can be put on a tableau pile, into the workspace or back on the stock', () => {
    const state = stateWith(
      { stock: ['2D'], 'tableau-3': ['5H'], workspace: ['4S'] },
      { workspaceHome: 'tableau-4' },
    )
    for (const move of [
      { from: 'tableau-3', to: 'tableau-5' },
      { from: 'workspace', index: 0, to: 'tableau-4' },
      { from: 'tableau-3', to: 'workspace' },
      { from: 'tableau-3', to: 'stock' },
      { from: 'stock', to: 'foundation-up-D' },
      { from: 'tableau-3', to: 'tableau-14' },
      { from: 'tableau-3', to: 'foundation-up' },
    ]) {
      expect(applyMove(state, move)).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE' } })
    }
  })
})
