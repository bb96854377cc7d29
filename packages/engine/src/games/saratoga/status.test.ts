import { describe, expect, it } from 'vitest'
import { applyMove, legalMoves, progress, suggestMove } from '../../index.js'
import type { GameState } from '../../types.js'
import { reachableWasteTops } from './reachable-tops.js'
import { testPosition } from './test-state.js'

// No tableau move exists and no tableau top fits a foundation or takes any of these cards.
const LOCKED_TABLEAU = ['QD', '9C', '5H', '3H', 'KD JH', '2H 8S', '6H 4D']

/** Waste QH 6D; the stock then turns y1 y2 KC | 2D TD 9H. */
const locked = (y1: string, y2: string, tableau = LOCKED_TABLEAU): GameState =>
  testPosition({ tableau, waste: 'QH 6D', stock: `${y1} ${y2} KC 2D TD 9H` })

describe('Saratoga dead-position test (rules 2.7)', () => {
  it('R holds the waste top, every third card of this pass and its last, and the same for the full cycle', () => {
    // Cycle: QH 6D y1 y2 KC 2D TD 9H → tops y1, 2D, 9H; this pass: y1 y2 KC → KC, then 9H.
    expect(
      [...reachableWasteTops(['QH', '6D'], ['9H', 'TD', '2D', 'KC', 'AS', '5D'])].sort(),
    ).toEqual(['2D', '5D', '6D', '9H', 'KC'].sort())
  })

  it('T-SA-7: fires in a locked position where the only playable card can never reach the waste top', () => {
    // Cycle QH AS 6D 5D: the groups are (QH AS 6D) (5D), so the ace of spades never shows.
    const state = testPosition({ tableau: LOCKED_TABLEAU, waste: 'QH AS 6D 5D' })
    expect(progress(state).status).toBe('stuck')
    expect(legalMoves(state)).toEqual([])
    expect(applyMove(state, { action: 'redeal' })).toEqual({
      ok: false,
      error: { code: 'ILLEGAL_MOVE', message: 'the game is over: no move can change the score' },
    })
    expect(suggestMove(state)).toBeNull()
  })

  it('T-SA-7: does not fire when a card that shows only after the redeal would be playable', () => {
    // This pass turns KC 2D TD (TD on top); after the redeal the first group is QH 6D AS.
    const state = testPosition({ tableau: LOCKED_TABLEAU, waste: 'QH 6D AS 5D', stock: 'KC 2D TD' })
    expect(progress(state).status).toBe('playing')
    let next = state
    for (const action of ['draw', 'redeal', 'draw'] as const) {
      const result = applyMove(next, { action })
      if (!result.ok) throw new Error(result.error.message)
      next = result.state
    }
    expect(next.piles.waste).toEqual(['QH', '6D', 'AS'])
    expect(legalMoves(next)).toContainEqual({ from: 'waste', to: 'foundation-1' })
  })

  it('never lets the hidden stock order decide: a dead position is declared once the cards are seen', () => {
    // In this order the ace of spades is the 2nd card of a group in every pass. While it is
    // face down the player cannot know that, so the game goes on; the first draw turns it up
    // between QH 6D 5D and KC, out of reach for good.
    const state = locked('5D', 'AS')
    expect(progress(state).status).toBe('playing')
    expect(progress(locked('AS', '5D')).status).toBe('playing')
    const drawn = applyMove(state, { action: 'draw' })
    if (!drawn.ok) throw new Error(drawn.error.message)
    expect(drawn.state.piles.waste).toEqual(['QH', '6D', '5D', 'AS', 'KC'])
    expect(progress(drawn.state).status).toBe('stuck')
  })

  it('looks through tableau moves: an ace freed by moving the 8 of spades keeps the game alive', () => {
    const tableau = ['QD', '9D', '5H', '3H', 'KD JH', 'AH 8S', '6H 4D']
    const state = locked('5D', 'AS', tableau)
    expect(progress(state).status).toBe('playing')
    expect(suggestMove(state)).toEqual({ from: 'tableau-6', to: 'tableau-2' })
  })

  it('an empty stock and waste with nothing playable is stuck; a full set of foundations is won', () => {
    expect(progress(testPosition({ tableau: ['KD', '', '', '', '', '', ''] })).status).toBe('stuck')
    const won = testPosition({
      tableau: ['', '', '', '', '', '', ''],
      foundations: { S: 13, H: 13, D: 13, C: 13 },
    })
    expect(progress(won)).toEqual({ foundation: 52, total: 52, moves: 0, status: 'won' })
    expect(applyMove(won, { action: 'draw' })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_MOVE' },
    })
  })

  it('with takebacks, a position is alive while a foundation card could come down to hold the waste top', () => {
    const spec = { tableau: ['6C', 'KD', '', '', '', '', ''], waste: '4S', foundations: { H: 5 } }
    expect(progress(testPosition(spec)).status).toBe('stuck')
    let state = testPosition({ ...spec, variant: 'foundation-takeback' })
    expect(progress(state).status).toBe('playing')
    expect(suggestMove(state)).toEqual({ from: 'foundation-2', to: 'tableau-1' })
    const down = applyMove(state, { from: 'foundation-2', to: 'tableau-1' })
    if (!down.ok) throw new Error(down.error.message)
    state = down.state
    expect(suggestMove(state)).toEqual({ from: 'waste', to: 'tableau-1' })
  })

  it('with takebacks, a position where no takeback helps is still stuck', () => {
    const spec = { tableau: ['6D', 'KD', '', '', '', '', ''], waste: '4S', foundations: { H: 5 } }
    expect(progress(testPosition({ ...spec, variant: 'foundation-takeback' })).status).toBe('stuck')
  })
})
