import { describe, expect, it } from 'vitest'
import { plainMessage } from './plain-message.js'
import { gameName, raceTitle, variantName } from './games.js'

describe('what a player reads', () => {
  it('engine messages lose their jargon', () => {
    expect(plainMessage('only the stock puts a card in the pending slot')).toBe(
      'Only the stock can put a card there',
    )
    expect(plainMessage('place the pending card before redealing')).toBe(
      'Place the turned card before redealing',
    )
    expect(plainMessage('waste-3 is empty')).toBe('Waste pile 3 is empty')
    expect(plainMessage('tableau-2 is empty')).toBe('Pile 2 is empty')
  })

  it('games and variants show their display names from the engine, never raw ids', () => {
    expect(gameName('grandmas-game')).toBe("Grandma's Game")
    expect(variantName('grandmas-game', 'no-reorder')).toBe('No reorder')
    expect(variantName('grandmas-game', 'standard')).toBeNull()
    expect(raceTitle('saratoga', 'foundation-takeback')).toBe('Saratoga · Foundation takebacks')
    expect(raceTitle('sir-tommy', 'puss-in-the-corner')).not.toContain('-')
  })
})
