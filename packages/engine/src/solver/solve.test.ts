// The solver: its lines replay in the engine to the count it claims, and it only says
// "proved" when the count is the optimum.
import { describe, expect, it } from 'vitest'
import {
  applyMove,
  CHECKPOINT_NODES,
  games,
  newGame,
  progress,
  solveDeal,
  solveState,
  suggestMove,
  type GameId,
  type GameState,
  type Move,
} from '../index.js'

/** Plays `line` through the public API from the seeded deal; every move must be accepted. */
function replayLine(game: GameId, seed: string, variant: string, line: Move[]): GameState {
  let state = newGame(game, { seed }, variant)
  for (const [i, move] of line.entries()) {
    const result = applyMove(state, move)
    if (!result.ok)
      throw new Error(`move ${i + 1} ${JSON.stringify(move)}: ${result.error.message}`)
    state = result.state
  }
  return state
}

const CORPUS = ['corpus-0', 'corpus-1', 'corpus-2']
const every = games.flatMap((g) => g.variants.map((v) => [g.id, v.id] as const))

describe('solveDeal', () => {
  it.each(every)('%s / %s: every line replays to the count it claims', (game, variant) => {
    for (const seed of CORPUS) {
      const result = solveDeal(game, seed, variant, { nodes: 1500 })
      const end = replayLine(game, seed, variant, result.line)
      expect(progress(end).foundation).toBe(result.cards)
      expect(result.total).toBe(progress(end).total)
      expect(result.nodes).toBeLessThanOrEqual(1500)
      // most-cards: a proved loss has a proved count, but where Sir Tommy's win search proved
      // the loss first (compact/win-first.ts) and the most-cards search did not finish.
      if (game !== 'sir-tommy') expect(result.lost && !result.proved).toBe(false)
      if (result.cards === result.total) {
        expect(result.proved).toBe(true)
        expect(progress(end).status).toBe('won')
      }
    }
  })

  it.each(every.filter(([game]) => game === 'sir-tommy'))(
    '%s / %s: a long search on the compact position still replays to its count',
    (game, variant) => {
      for (const seed of ['long-0', 'long-1']) {
        const result = solveDeal(game, seed, variant, { nodes: 40_000 })
        const end = replayLine(game, seed, variant, result.line)
        expect(progress(end).foundation).toBe(result.cards)
        if (result.cards === result.total) expect(progress(end).status).toBe('won')
      }
    },
  )

  it.each(['saratoga', 'sir-tommy'] as const)(
    '%s: calls the checkpoint every CHECKPOINT_NODES positions and finds the same answer',
    (game) => {
      const plain = solveDeal(game, 'corpus-0', 'standard', { nodes: 5000 })
      let calls = 0
      const watched = solveDeal(game, 'corpus-0', 'standard', {
        nodes: 5000,
        checkpoint: () => void calls++,
      })
      expect(watched).toEqual(plain)
      expect(plain.nodes).toBeGreaterThanOrEqual(CHECKPOINT_NODES)
      expect(calls).toBe(Math.floor(plain.nodes / CHECKPOINT_NODES))
    },
    20_000, // Saratoga searches engine states: slow on a loaded machine
  )

  it('wins a winnable deal and proves it (Saratoga s3)', () => {
    const result = solveDeal('saratoga', 's3', 'standard', { nodes: 5000 })
    expect(result).toMatchObject({ cards: 52, total: 52, proved: true, lost: false })
    expect(progress(replayLine('saratoga', 's3', 'standard', result.line)).status).toBe('won')
  })

  it('proves a deal lost when the whole search ends short of a win (Saratoga s2: 2 cards)', () => {
    const result = solveDeal('saratoga', 's2', 'standard', { nodes: 5000 })
    expect(result).toMatchObject({ cards: 2, proved: true, lost: true })
    expect(result.nodes).toBeLessThan(5000)
    // Every technique off still finds the same optimum, only with more positions.
    const state = newGame('saratoga', { seed: 's2' })
    const plain = solveState(
      state,
      { nodes: 100_000 },
      { transposition: false, safeMoves: false, symmetry: false, bound: false },
    )
    expect(plain).toMatchObject({ cards: 2, proved: true })
    expect(plain.nodes).toBeGreaterThan(result.nodes)
  })

  it('leaves a waste card down when playing it up would shift the draws (Saratoga solvability-307)', () => {
    // Found by the cross-check against Solvitaire: a search that sent every safe-looking waste
    // card up at once "proved" this deal stuck at 3 cards; it is won.
    const result = solveDeal('saratoga', 'solvability-307', 'standard', { nodes: 20_000 })
    expect(result).toMatchObject({ cards: 52, proved: true })
    expect(
      progress(replayLine('saratoga', 'solvability-307', 'standard', result.line)).status,
    ).toBe('won')
  })

  it('gives the same answer twice', () => {
    for (const [game, variant] of every) {
      expect(solveDeal(game, 'again', variant, { nodes: 800 })).toEqual(
        solveDeal(game, 'again', variant, { nodes: 800 }),
      )
    }
  })

  it('stops at a tiny budget with proved false and a line that still replays', () => {
    for (const [game, variant] of every) {
      const result = solveDeal(game, 'tiny', variant, { nodes: 3 })
      expect(result.proved).toBe(false)
      expect(result.nodes).toBe(3)
      const end = replayLine(game, 'tiny', variant, result.line)
      expect(progress(end).foundation).toBe(result.cards)
    }
  })

  it('refuses an unknown game or variant, as newGame does', () => {
    expect(() => solveDeal('chess' as GameId, 'x')).toThrow(/unknown game/)
    expect(() => solveDeal('saratoga', 'x', 'draw-one')).toThrow(/unknown variant/)
  })
})

describe('solveState', () => {
  it('a finished game is proved at its own count, with nothing left to play', () => {
    let state = newGame('sir-tommy', { seed: 'greedy' })
    while (progress(state).status === 'playing') {
      const result = applyMove(state, suggestMove(state))
      if (!result.ok) throw new Error(result.error.message)
      state = result.state
    }
    const solved = solveState(state, { nodes: 100 })
    expect(solved).toMatchObject({ cards: progress(state).foundation, line: [], proved: true })
  })

  it('solves on from a position part-way through a deal, never below what is already up', () => {
    let state = newGame('saratoga', { seed: 's3' })
    for (let i = 0; i < 5; i++) {
      const result = applyMove(state, suggestMove(state))
      if (!result.ok) throw new Error(result.error.message)
      state = result.state
    }
    const solved = solveState(state, { nodes: 5000 })
    expect(solved.cards).toBeGreaterThanOrEqual(progress(state).foundation)
    let end = state
    for (const move of solved.line) {
      const result = applyMove(end, move)
      if (!result.ok) throw new Error(result.error.message)
      end = result.state
    }
    expect(progress(end).foundation).toBe(solved.cards)
  })
})
