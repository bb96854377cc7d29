// The public API (index.ts) as the server and web app use it, shown with Sir Tommy.
import { describe, expect, it } from 'vitest'
import {
  cardCount,
  applyMove,
  applyParsedMove,
  defaultVariant,
  GAME_IDS,
  games,
  isGameId,
  isVariant,
  legalMoves,
  newGame,
  playerView,
  progress,
  replay,
  shuffledDeck,
  suggestMove,
} from './index.js'
import { deckStartingWith, play } from './test-support/decks.js'
import type { Card } from './types.js'

describe('public API', () => {
  it('lists the three games, each with a default variant first and a summary', () => {
    expect(games.map((g) => g.id)).toEqual([...GAME_IDS])
    for (const g of games) {
      expect(g.variants.length).toBeGreaterThan(0)
      expect(defaultVariant(g.id)).toBe(g.variants[0]!.id)
    }
    expect(isGameId('sir-tommy')).toBe(true)
    expect(isGameId('chess')).toBe(false)
    expect(isGameId('constructor')).toBe(false)
    // Grandma's Game is dealt from two decks: 104 cards can reach its foundations.
    expect(GAME_IDS.map((id) => cardCount(id))).toEqual([52, 52, 104])
    expect(isVariant('sir-tommy', 'calculation')).toBe(true)
    expect(isVariant('sir-tommy', 'numerica')).toBe(false)
  })

  it('newGame from a seed equals newGame from the same shuffled deck', () => {
    expect(newGame('sir-tommy', { seed: 'same' })).toEqual(
      newGame('sir-tommy', { deck: shuffledDeck('sir-tommy', 'same') }),
    )
  })

  it('newGame refuses an unknown game or variant and a deck that is not one full pack', () => {
    expect(() => newGame('chess' as never, { seed: 'x' })).toThrow(/unknown game/)
    expect(() => newGame('sir-tommy', { seed: 'x' }, 'numerica')).toThrow(/unknown variant/)
    expect(() => newGame('sir-tommy', { deck: ['AS'] })).toThrow(/52 cards/)
    const doubled: Card[] = [...deckStartingWith([]).slice(0, 51), 'AS']
    expect(() => newGame('sir-tommy', { deck: doubled })).toThrow(/exactly once/)
  })

  it('applyMove counts moves, leaves its input untouched and answers NOT_A_MOVE or ILLEGAL_MOVE', () => {
    const start = newGame('sir-tommy', { deck: deckStartingWith(['AS', '5H']) })
    const before = JSON.stringify(start)
    const result = applyMove(start, { from: 'pending', to: 'foundation-1' })
    expect(result.ok && result.state.moves).toBe(1)
    expect(JSON.stringify(start)).toBe(before)
    expect(applyMove(start, 'AS to foundation')).toMatchObject({
      ok: false,
      error: { code: 'NOT_A_MOVE' },
    })
    expect(applyMove(start, { from: 'waste-1', to: 'waste-2' })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_MOVE' },
    })
  })

  it('replay rebuilds the same state from the moves, and throws on a refused move', () => {
    const moves = [
      { from: 'pending', to: 'waste-1' },
      { from: 'pending', to: 'waste-2' },
    ]
    const state = play(newGame('sir-tommy', { seed: 'r' }), moves)
    expect(replay('sir-tommy', { seed: 'r' }, moves)).toEqual(state)
    expect(() => replay('sir-tommy', { seed: 'r' }, [{ from: 'waste-1', to: 'waste-2' }])).toThrow(
      /move 1 was refused/,
    )
  })

  it('a finished game has no legal moves, no suggestion, and refuses every move', () => {
    let state = newGame('sir-tommy', { seed: 'end' })
    while (progress(state).status === 'playing') state = play(state, [suggestMove(state)])
    expect(legalMoves(state)).toEqual([])
    expect(suggestMove(state)).toBeNull()
    const refused = applyMove(state, { from: 'pending', to: 'waste-1' })
    expect(refused).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE' } })
    expect(progress(state)).toEqual({
      foundation: playerView(state).foundation,
      total: 52,
      moves: state.moves,
      status: playerView(state).status,
    })
  })

  it('applyParsedMove decides a typed move as applyMove does, without reading its shape again', () => {
    const state = newGame('sir-tommy', { seed: 'parsed-move' })
    for (const move of legalMoves(state)) {
      expect(applyParsedMove(state, move)).toEqual(applyMove(state, move))
    }
    const illegal = applyParsedMove(state, { from: 'waste-1', to: 'foundation-1' })
    expect(illegal.ok).toBe(false)
    if (!illegal.ok) expect(illegal.error.code).toBe('ILLEGAL_MOVE')
  })
})
