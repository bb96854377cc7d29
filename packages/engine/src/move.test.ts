// parseMove: raw input → typed Move, or NOT_A_MOVE (the only place raw input is read).
import { describe, expect, it } from 'vitest'
import { parseMove } from './index.js'

describe('parseMove', () => {
  it.each([
    [
      { from: 'pending', to: 'waste-1' },
      { from: 'pending', to: 'waste-1' },
    ],
    [
      { from: 'tableau-3', to: 'tableau-7', count: 3 },
      { from: 'tableau-3', to: 'tableau-7', count: 3 },
    ],
    [
      { from: 'workspace', to: 'foundation-up-S', index: 0 },
      { from: 'workspace', to: 'foundation-up-S', index: 0 },
    ],
    [
      { from: 'pending', to: 'waste-1', extra: 'dropped' },
      { from: 'pending', to: 'waste-1' },
    ],
    [{ action: 'draw' }, { action: 'draw' }],
    [{ action: 'deal' }, { action: 'deal' }],
    [{ action: 'turn' }, { action: 'turn' }],
    [{ action: 'redeal' }, { action: 'redeal' }],
    [
      { action: 'redeal', order: ['waste-2', 'waste-1'] },
      { action: 'redeal', order: ['waste-2', 'waste-1'] },
    ],
    [
      { action: 'reorder', order: [2, 0, 1] },
      { action: 'reorder', order: [2, 0, 1] },
    ],
  ])('accepts %j', (input, move) => {
    expect(parseMove(input)).toEqual({ ok: true, move })
  })

  it.each([
    null,
    undefined,
    'pending->waste-1',
    42,
    [{ from: 'a', to: 'b' }],
    {},
    { from: 'pending' },
    { from: 'Pending', to: 'waste-1' },
    { from: 'pending', to: 'waste 1' },
    { from: 'pending', to: 'x'.repeat(33) },
    { from: 'pending', to: 7 },
    { from: 'tableau-1', to: 'tableau-2', count: 0 },
    { from: 'tableau-1', to: 'tableau-2', count: 1.5 },
    { from: 'tableau-1', to: 'tableau-2', count: '2' },
    { from: 'workspace', to: 'tableau-2', index: -1 },
    { action: 'fly' },
    { action: null },
    { action: 'reorder' },
    { action: 'reorder', order: [0, -1] },
    { action: 'reorder', order: 'abc' },
    { action: 'redeal', order: 'waste-1' },
    { action: 'redeal', order: ['WASTE'] },
  ])('refuses %j with NOT_A_MOVE', (input) => {
    const parsed = parseMove(input)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) {
      expect(parsed.error.code).toBe('NOT_A_MOVE')
      expect(parsed.error.message.length).toBeGreaterThan(5)
    }
  })

  it.each([
    { from: 'pending', to: 'constructor' },
    { from: 'tableau-14', to: 'waste-1' },
    { from: 'workspace', to: 'foundation-sideways-S' },
    { action: 'redeal', order: ['waste-1', 'waste-9'] },
  ])('refuses %j, naming a pile no game has, with ILLEGAL_MOVE', (input) => {
    const parsed = parseMove(input)
    expect(parsed).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE' } })
    if (!parsed.ok) expect(parsed.error.message).toMatch(/there is no pile "[^"]+" in any game/)
  })

  it('copies the arrays it is given, so later changes to the input do not reach the move', () => {
    const order = [1, 0]
    const parsed = parseMove({ action: 'reorder', order })
    order.push(5)
    expect(parsed).toEqual({ ok: true, move: { action: 'reorder', order: [1, 0] } })
  })
})
