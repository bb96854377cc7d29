import { describe, expect, it } from 'vitest'
import { standardDeck } from '../../cards.js'
import { applyMove, legalMoves, newGame } from '../../index.js'
import type { ApplyResult, Card, GameState } from '../../types.js'
import { testPosition } from './test-state.js'

function ok(result: ApplyResult): GameState {
  if (!result.ok) throw new Error(`refused: ${result.error.message}`)
  return result.state
}

function refusal(result: ApplyResult): { code: string; message: string } {
  if (result.ok) throw new Error('the move was accepted')
  return result.error
}

/** A position where nothing but the named cards matters; a spare ace keeps it alive. */
const open = (tableau: string[], extra: Partial<Parameters<typeof testPosition>[0]> = {}) =>
  testPosition({ tableau, stock: 'AC', ...extra })

describe('Saratoga stock and waste (rules 2.6)', () => {
  it('a draw turns three cards, the last one turned on top', () => {
    const state = ok(
      applyMove(open(['', '', '', '', '', '', ''], { stock: '5H 9C AS 7D' }), { action: 'draw' }),
    )
    expect(state.piles.waste).toEqual(['5H', '9C', 'AS'])
    expect(state.piles.stock).toEqual(['7D'])
  })

  it('T-SA-2: a draw with 2 cards left in the stock turns both, keeping their order, the second on top', () => {
    const deck = standardDeck()
    let state = newGame('saratoga', { deck })
    for (let i = 0; i < 7; i++) state = ok(applyMove(state, { action: 'draw' }))
    expect(state.piles.stock).toHaveLength(3)
    state = ok(applyMove(state, { action: 'draw' }))
    expect(state.piles.stock).toEqual([])
    expect(state.piles.waste).toEqual(deck.slice(28))
    const short = testPosition({
      tableau: ['', '', '', '', '', '', ''],
      stock: '4D KC',
      waste: 'AH',
    })
    const after = ok(applyMove(short, { action: 'draw' }))
    expect(after.piles.waste).toEqual(['AH', '4D', 'KC'])
    expect(after.piles.stock).toEqual([])
  })

  it('T-SA-3: a redeal needs an empty stock, and the next draw shows the first group again minus played cards', () => {
    let state = open(['AD', '', '', '', '', '', ''], { stock: '5H 9C AS 7D 2C QH' })
    expect(refusal(applyMove(state, { action: 'redeal' }))).toEqual({
      code: 'ILLEGAL_MOVE',
      message: 'you can redeal only once the stock is empty',
    })
    state = ok(applyMove(state, { action: 'draw' }))
    state = ok(applyMove(state, { from: 'waste', to: 'foundation-1' }))
    state = ok(applyMove(state, { action: 'draw' }))
    expect(refusal(applyMove(state, { action: 'draw' })).message).toBe(
      'the stock is empty: redeal the waste first',
    )
    state = ok(applyMove(state, { action: 'redeal' }))
    expect(state.piles.waste).toEqual([])
    expect(state.redeals).toBe(1)
    state = ok(applyMove(state, { action: 'draw' }))
    expect(state.piles.waste).toEqual(['5H', '9C', '7D'])
    state = ok(applyMove(state, { action: 'draw' }))
    expect(state.piles.waste).toEqual(['5H', '9C', '7D', '2C', 'QH'])
  })

  it('the waste cannot be redealt when it is empty, nor in a chosen order', () => {
    const empty = testPosition({ tableau: ['AS', '', '', '', '', '', ''] })
    expect(refusal(applyMove(empty, { action: 'redeal' })).message).toBe(
      'the waste is empty: there is nothing to redeal',
    )
    expect(refusal(applyMove(empty, { action: 'draw' })).message).toBe(
      'the stock and the waste are both empty',
    )
    const full = testPosition({ tableau: ['AS', '', '', '', '', '', ''], waste: '3D' })
    expect(refusal(applyMove(full, { action: 'redeal', order: ['waste'] })).code).toBe(
      'ILLEGAL_MOVE',
    )
  })
})

describe('Saratoga tableau runs (rules 2.4)', () => {
  // D[24], D[26], D[27] are the top three cards of pile 7 and D[25] tops pile 6.
  const deck = (): Card[] => {
    const cards = standardDeck().filter((c) => !['9S', '8H', '7C', 'TD', '4C'].includes(c))
    cards.splice(21, 0, '4C')
    cards.splice(24, 0, '9S', 'TD', '8H', '7C')
    return cards
  }

  it('T-SA-4: a run reaching into the originally dealt cards moves as one when it is a valid build', () => {
    const state = newGame('saratoga', { deck: deck() })
    expect(state.piles['tableau-7']?.slice(-4)).toEqual(['4C', '9S', '8H', '7C'])
    expect(state.piles['tableau-6']?.at(-1)).toBe('TD')
    expect(legalMoves(state)).toContainEqual({ from: 'tableau-7', to: 'tableau-6', count: 3 })
    const moved = ok(applyMove(state, { from: 'tableau-7', to: 'tableau-6', count: 3 }))
    expect(moved.piles['tableau-6']?.slice(-4)).toEqual(['TD', '9S', '8H', '7C'])
    expect(moved.piles['tableau-7']?.at(-1)).toBe('4C')
  })

  it('T-SA-4: a run that is not a valid build is refused', () => {
    const state = newGame('saratoga', { deck: deck() })
    expect(refusal(applyMove(state, { from: 'tableau-7', to: 'tableau-6', count: 4 }))).toEqual({
      code: 'ILLEGAL_MOVE',
      message:
        "the 9 of spades is not built on the 4 of clubs, so these 4 cards can't move together",
    })
    expect(
      refusal(applyMove(state, { from: 'tableau-7', to: 'tableau-6', count: 2 })).message,
    ).toBe("an 8 can't go on the 10 of diamonds")
    expect(
      refusal(applyMove(state, { from: 'tableau-1', to: 'tableau-6', count: 2 })).message,
    ).toBe('pile 1 has only 1 card')
  })

  it('T-SA-5: an empty pile takes a king-headed run but no other card or run', () => {
    const state = open(['', 'QD JS', 'KC QH JC', '9H', '8D', 'KD', '2S'], { waste: 'KS' })
    expect(
      refusal(applyMove(state, { from: 'tableau-2', to: 'tableau-1', count: 2 })).message,
    ).toBe('only a king, or a run headed by a king, can go on an empty pile')
    expect(refusal(applyMove(state, { from: 'tableau-2', to: 'tableau-1' })).code).toBe(
      'ILLEGAL_MOVE',
    )
    expect(refusal(applyMove(state, { from: 'tableau-4', to: 'tableau-1' })).code).toBe(
      'ILLEGAL_MOVE',
    )
    const run = ok(applyMove(state, { from: 'tableau-3', to: 'tableau-1', count: 3 }))
    expect(run.piles['tableau-1']).toEqual(['KC', 'QH', 'JC'])
    expect(run.piles['tableau-3']).toEqual([])
    const king = ok(applyMove(state, { from: 'waste', to: 'tableau-1' }))
    expect(king.piles['tableau-1']).toEqual(['KS'])
  })

  it('building needs one rank lower and the other colour', () => {
    const state = open(['9S', '8C', '8H', '7S', '', '', ''])
    expect(refusal(applyMove(state, { from: 'tableau-2', to: 'tableau-1' })).message).toBe(
      "the 8 of clubs can't go on the 9 of spades: the colours must alternate",
    )
    expect(refusal(applyMove(state, { from: 'tableau-4', to: 'tableau-1' })).message).toBe(
      "a 7 can't go on the 9 of spades",
    )
    expect(ok(applyMove(state, { from: 'tableau-3', to: 'tableau-1' })).piles['tableau-1']).toEqual(
      ['9S', '8H'],
    )
  })

  it('only the waste top moves, one card at a time', () => {
    const state = open(['9S', '', '', '', '', '', ''], { waste: '8H 8D' })
    expect(refusal(applyMove(state, { from: 'waste', to: 'tableau-1', count: 2 })).message).toBe(
      'only the top card of the waste can move',
    )
    expect(ok(applyMove(state, { from: 'waste', to: 'tableau-1' })).piles.waste).toEqual(['8H'])
  })
})

describe('Saratoga foundations (rules 2.1, 2.5, 2.8)', () => {
  it('each foundation holds one suit: spades, hearts, diamonds, clubs', () => {
    const state = open(['AH', '2S', '', '', '', '', ''], { foundations: { S: 1 } })
    expect(refusal(applyMove(state, { from: 'tableau-1', to: 'foundation-1' }))).toEqual({
      code: 'ILLEGAL_MOVE',
      message:
        'the ace of hearts belongs on foundation-2 (the hearts foundation), not on the spades foundation',
    })
    expect(legalMoves(state).filter((m) => 'to' in m && m.to.startsWith('foundation'))).toEqual([
      { from: 'tableau-1', to: 'foundation-2' },
      { from: 'tableau-2', to: 'foundation-1' },
    ])
    const next = ok(applyMove(state, { from: 'tableau-1', to: 'foundation-2' }))
    expect(next.piles['foundation-2']).toEqual(['AH'])
  })

  it('a foundation builds up in rank from the ace, one card at a time', () => {
    const state = open(['3S', 'KD QS', '2H', '', '', '', ''], { foundations: { S: 1 } })
    expect(refusal(applyMove(state, { from: 'tableau-1', to: 'foundation-1' })).message).toBe(
      "the 3 of spades can't go on the spades foundation yet: it needs the 2 of spades next",
    )
    expect(refusal(applyMove(state, { from: 'tableau-3', to: 'foundation-2' })).message).toBe(
      "the 2 of hearts can't go on the hearts foundation yet: it needs the ace of hearts next",
    )
    expect(
      refusal(applyMove(state, { from: 'tableau-2', to: 'foundation-1', count: 2 })).message,
    ).toBe('cards go to a foundation one at a time')
  })

  it('T-SA-6: a foundation card cannot come back to the tableau by default, but can with takebacks on', () => {
    const spec = { tableau: ['6C', '', '', '', '', '', ''], stock: 'AC', foundations: { H: 5 } }
    const standard = testPosition(spec)
    expect(refusal(applyMove(standard, { from: 'foundation-2', to: 'tableau-1' }))).toEqual({
      code: 'ILLEGAL_MOVE',
      message: 'cards on the foundations stay there',
    })
    expect(legalMoves(standard).some((m) => 'from' in m && m.from === 'foundation-2')).toBe(false)
    const takeback = testPosition({ ...spec, variant: 'foundation-takeback' })
    expect(legalMoves(takeback)).toContainEqual({ from: 'foundation-2', to: 'tableau-1' })
    const moved = ok(applyMove(takeback, { from: 'foundation-2', to: 'tableau-1' }))
    expect(moved.piles['tableau-1']).toEqual(['6C', '5H'])
    expect(moved.piles['foundation-2']).toEqual(['AH', '2H', '3H', '4H'])
    expect(refusal(applyMove(takeback, { from: 'foundation-2', to: 'tableau-2' })).code).toBe(
      'ILLEGAL_MOVE',
    )
    expect(refusal(applyMove(takeback, { from: 'foundation-2', to: 'foundation-1' })).message).toBe(
      'a foundation card can only come back onto a tableau pile',
    )
  })
})

describe('Saratoga refuses what is not a Saratoga move', () => {
  const state = open(['AS', '', '', '', '', '', ''], { waste: '7H' })
  it.each([
    [{ from: 'waste-1', to: 'tableau-1' }, 'there is no pile called waste-1 in Saratoga'],
    [{ from: 'tableau-1', to: 'tableau-1' }, 'a move needs two different piles'],
    [{ from: 'tableau-2', to: 'tableau-1' }, 'pile 2 is empty'],
    [{ from: 'stock', to: 'waste' }, 'nothing can be put on the waste'],
    [{ from: 'stock', to: 'tableau-2' }, 'cards leave the stock only by drawing'],
    [{ from: 'waste', to: 'stock' }, 'nothing goes back on the stock except by a redeal'],
    [
      { from: 'tableau-1', to: 'foundation-1', index: 0 },
      'a Saratoga move names its piles and how many cards, never an index',
    ],
    [{ action: 'deal' }, 'Saratoga has no deal action: draw from the stock or move cards'],
    [
      { action: 'reorder', order: [0] },
      'Saratoga has no reorder action: draw from the stock or move cards',
    ],
  ])('%j is refused: %s', (move, message) => {
    expect(refusal(applyMove(state, move))).toEqual({ code: 'ILLEGAL_MOVE', message })
  })
})
