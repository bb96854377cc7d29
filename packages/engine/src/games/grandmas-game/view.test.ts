import { describe, expect, it } from 'vitest'
import { playerView } from '../../index.js'
import type { Card } from '../../types.js'
import { downTo, stateWith, upTo } from './test-state.js'

/** 9S under a 5H on tableau-3, `eight` on tableau-8, and the hearts up foundation at A..`top`. */
const besideFiveH = (eight: Card[], top: number) =>
  stateWith({
    stock: ['2C'],
    'tableau-3': ['9S', '5H'],
    'tableau-8': eight,
    'foundation-up-H': upTo('H', top),
  })

describe('what a player sees (rules 3.3, 3.7)', () => {
  it('shows only tableau tops, the whole workspace and foundations, and no stock card', () => {
    const view = playerView(
      stateWith(
        {
          stock: ['2C', '3C'],
          'tableau-2': ['9S', '8D', 'QH'],
          workspace: ['4S', '7D'],
          'foundation-up-S': ['AS'],
        },
        { workspaceHome: 'tableau-4' },
      ),
    )
    expect(view.piles['tableau-2']).toEqual(['QH'])
    expect(view.hidden['tableau-2']).toBe(2)
    expect(view.piles['tableau-5']).toEqual([])
    expect(view.hidden['tableau-5']).toBe(0)
    expect(view.piles.workspace).toEqual(['4S', '7D'])
    expect(view.piles.stock).toEqual([])
    expect(view).toMatchObject({
      stockCount: 2,
      workspaceHome: 'tableau-4',
      peek: {},
      redealsLeft: 0,
      foundation: 1,
      total: 104,
    })
    expect(JSON.stringify(view)).not.toMatch(/9S|8D|2C|3C/)
  })

  it('T-GG-6: two identical playable tops reveal the card beneath each', () => {
    const view = playerView(
      stateWith({
        stock: ['2C'],
        'tableau-3': ['9S', '5H'],
        'tableau-8': ['JC', 'TD', '5H'],
        'tableau-9': ['6H'],
        'foundation-up-H': upTo('H', 4),
      }),
    )
    expect(view.peek).toEqual({ 'tableau-3': '9S', 'tableau-8': 'TD' })
    expect(view.hidden['tableau-3']).toBe(0)
    expect(view.hidden['tableau-8']).toBe(1)
    expect(view.piles['tableau-8']).toEqual(['TD', '5H'])
    expect(view.piles['tableau-3']).toEqual(['9S', '5H'])
  })

  it('T-GG-6: no peek when the identical tops are not playable, or when only one shows', () => {
    const blocked = besideFiveH(['JC', '5H'], 2)
    expect(playerView(blocked).peek).toEqual({})
    expect(playerView(blocked).hidden['tableau-8']).toBe(1)
    expect(playerView(blocked).piles['tableau-8']).toEqual(['5H'])
    const single = besideFiveH(['JC', '5D'], 4)
    expect(playerView(single).peek).toEqual({})
    // A copy in the workspace does not count (3.7: tableau tops only).
    const workspace = stateWith(
      {
        stock: ['2C'],
        'tableau-3': ['9S', '5H'],
        workspace: ['5H'],
        'foundation-up-H': upTo('H', 4),
      },
      { workspaceHome: 'tableau-5' },
    )
    expect(playerView(workspace).peek).toEqual({})
  })

  it('T-GG-6: a card playable only after a transfer counts as playable for the peek', () => {
    const view = playerView(
      stateWith({
        stock: ['2C'],
        'tableau-3': ['9S', 'JH'],
        'tableau-8': ['JC', 'JH'],
        'foundation-up-H': upTo('H', 5),
        'foundation-down-H': downTo('H', 6),
      }),
    )
    expect(view.peek).toEqual({ 'tableau-3': '9S', 'tableau-8': 'JC' })
  })
})
