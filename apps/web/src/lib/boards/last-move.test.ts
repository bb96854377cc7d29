import { describe, expect, it } from 'vitest'
import type { Card } from '@patience-race/engine'
import type { PlayerViewWire } from '@patience-race/protocol'
import { grandmasGame, saratoga, sirTommy } from '../../fixtures/views.js'
import { isEmptyMove, lastMoveOf, type LastMove } from './last-move.js'

type View = PlayerViewWire
const plain = (m: LastMove) => ({
  from: [...m.from].sort(),
  to: [...m.to].sort(),
  cards: [...m.cards].sort(),
})
/** The last move from `before` to `after`, each list sorted. */
const moved = (before: View, after: View) => plain(lastMoveOf(before, after))

function change(view: View, piles: Record<string, Card[]>, extra: Partial<View> = {}): View {
  return { ...view, ...extra, piles: { ...view.piles, ...piles } }
}

describe('the last move, read off two positions', () => {
  it('a card placed: from its pile to the other, that card outlined', () => {
    const before = sirTommy.view
    const after = change(before, { pending: [], 'waste-3': ['7H'] })
    expect(moved(before, after)).toEqual({ from: ['pending'], to: ['waste-3'], cards: ['7H'] })
  })

  it('a Saratoga run of three moves as three outlined cards; a draw comes from the stock', () => {
    const before = saratoga.view
    const run = change(before, {
      'tableau-3': ['2S', '7C'],
      'tableau-1': ['KH', 'QC', 'JD', 'TD', '9S', '8H'],
    })
    expect(moved(before, run)).toEqual({
      from: ['tableau-3'],
      to: ['tableau-1'],
      cards: ['8H', '9S', 'TD'],
    })
    const draw = change(before, { waste: [...before.piles.waste!, '5H'] }, { stockCount: 11 })
    expect(moved(before, draw)).toEqual({ from: ['stock'], to: ['waste'], cards: ['5H'] })
  })

  it('Grandma’s Game: the card that turns up where one left is no move; a deal is', () => {
    const before = grandmasGame.view
    const play = change(
      before,
      { 'tableau-1': ['KH'], 'foundation-up-S': ['AS', '2S', '3S'] },
      { hidden: { ...before.hidden, 'tableau-1': 4 } },
    )
    expect(moved(before, play)).toEqual({
      from: ['tableau-1'],
      to: ['foundation-up-S'],
      cards: ['3S'],
    })
    // Two packs: a second 2H arriving next to the first is still a new card.
    const deal = change(before, { 'tableau-8': ['2H', '2H'] }, { stockCount: 23 })
    expect(moved(before, deal)).toEqual({ from: ['stock'], to: ['tableau-8'], cards: ['2H'] })
  })

  it('a reorder marks the pile, not a card; nothing changed is no move', () => {
    const before = grandmasGame.view
    const reorder = change(before, { workspace: ['AD', '4S', '9H', '2D', 'JC'] })
    expect(moved(before, reorder)).toEqual({ from: [], to: ['workspace'], cards: [] })
    expect(isEmptyMove(lastMoveOf(before, { ...before }))).toBe(true)
  })

  it('a spectator’s masked card turning visible (the other racer saw it) is no move', () => {
    const masked = change(
      saratoga.view,
      { 'tableau-2': ['5S'] },
      { hidden: { ...saratoga.view.hidden, 'tableau-2': 1 } },
    )
    expect(isEmptyMove(lastMoveOf(masked, saratoga.view))).toBe(true)
  })
})
