// The greedy reference bot (suggestMove). Measured: standard wins 4 of seed-0…seed-199 (2 %; 20 of 1000).
import { describe, expect, it } from 'vitest'
import { applyMove, games, newGame, progress, suggestMove } from '../../index.js'
import { deckStartingWith, play } from '../../test-support/decks.js'
import type { GameState } from '../../types.js'

function playOut(seed: string, variant: string): GameState {
  let state = newGame('sir-tommy', { seed }, variant)
  for (let step = 0; step < 3000; step++) {
    const move = suggestMove(state)
    if (move === null) break
    const result = applyMove(state, move)
    if (!result.ok)
      throw new Error(
        `the bot suggested a refused move ${JSON.stringify(move)}: ${result.error.message}`,
      )
    state = result.state
  }
  return state
}

describe('Sir Tommy bot', () => {
  it('wins at least one of the 200 standard deals seed-0 … seed-199', () => {
    const results = Array.from({ length: 200 }, (_, i) =>
      progress(playOut(`seed-${i}`, 'standard')),
    )
    expect(results.every((p) => p.status !== 'playing')).toBe(true)
    expect(results.filter((p) => p.status === 'won').length).toBeGreaterThanOrEqual(1)
  })

  it('plays every variant to its end with legal moves only, and returns null once the game is over', () => {
    for (const { id } of games.find((g) => g.id === 'sir-tommy')!.variants) {
      for (let i = 0; i < 10; i++) {
        const end = playOut(`bot-${i}`, id)
        expect(progress(end).status, `${id} bot-${i}`).not.toBe('playing')
        expect(suggestMove(end)).toBeNull()
      }
    }
  })

  it('sends a fitting card up rather than onto a waste pile', () => {
    const s = newGame('sir-tommy', { deck: deckStartingWith(['AS', '2D', '7C']) })
    expect(suggestMove(s)).toEqual({ from: 'pending', to: 'foundation-1' })
    const [next] = [play(s, [{ from: 'pending', to: 'foundation-1' }])]
    expect(suggestMove(next!)).toEqual({ from: 'pending', to: 'foundation-1' })
  })
})
