import { describe, expect, it } from 'vitest'
import { SUITS } from '../../cards.js'
import { applyMove, legalMoves, progress, suggestMove } from '../../index.js'
import { downTo, ok, stateWith, upTo } from './test-state.js'

describe('end of game (rules 3.8)', () => {
  it('T-GG-7: after the last DEAL the workspace stays out and playable; then the game is over', () => {
    const start = stateWith({
      stock: ['5S'],
      'tableau-5': ['4S', '9D'],
      'tableau-9': ['QC'],
      'foundation-up-S': upTo('S', 3),
    })
    const dealt = ok(applyMove(start, { action: 'deal' }))
    expect(dealt.piles.workspace).toEqual(['4S', '9D', '5S'])
    expect(progress(dealt).status).toBe('playing')
    const four = ok(applyMove(dealt, { from: 'workspace', index: 0, to: 'foundation-up-S' }))
    const five = ok(applyMove(four, { from: 'workspace', index: 1, to: 'foundation-up-S' }))
    expect(five.piles.workspace).toEqual(['9D'])
    expect(progress(five)).toEqual({ foundation: 5, total: 104, moves: 3, status: 'stuck' })
    expect(legalMoves(five)).toEqual([])
    expect(suggestMove(five)).toBeNull()
    expect(applyMove(five, { from: 'workspace', index: 0, to: 'foundation-down-D' })).toMatchObject(
      {
        ok: false,
        error: { code: 'ILLEGAL_MOVE' },
      },
    )
  })

  it('T-GG-7: a game with cards left in the stock is never over, even with nothing to play', () => {
    expect(progress(stateWith({ stock: ['5S'], 'tableau-9': ['QC'] })).status).toBe('playing')
  })

  it('T-GG-7: the game is not over while a card is playable only through transfers', () => {
    const state = stateWith({
      'tableau-2': ['TH'],
      'foundation-up-H': upTo('H', 3),
      'foundation-down-H': downTo('H', 4),
    })
    expect(progress(state).status).toBe('playing')
    expect(suggestMove(state)).toEqual({ from: 'foundation-down-H', to: 'foundation-up-H' })
  })

  it('T-GG-7: reorders and transfers still possible do not keep a dead game going', () => {
    const state = stateWith(
      {
        workspace: ['9D', 'QC'],
        'foundation-up-H': upTo('H', 3),
        'foundation-down-H': downTo('H', 4),
      },
      { workspaceHome: 'tableau-9' },
    )
    expect(progress(state).status).toBe('stuck')
    expect(legalMoves(state)).toEqual([])
  })

  it('T-GG-7: the game is won with all 104 cards on the foundations', () => {
    const piles = Object.fromEntries(
      SUITS.flatMap((suit) => [
        [`foundation-up-${suit}`, upTo(suit, 13)],
        [`foundation-down-${suit}`, downTo(suit, 1)],
      ]),
    )
    expect(progress(stateWith(piles))).toEqual({
      foundation: 104,
      total: 104,
      moves: 0,
      status: 'won',
    })
  })
})
