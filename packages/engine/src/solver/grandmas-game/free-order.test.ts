// The standard variant's workspace and returned piles as sets (free-order.ts): lines found on
// sets are engine lines (a reorder before each deal), the sets hash whatever their order, and
// undo restores the board.
import { describe, expect, it } from 'vitest'
import { applyMove, newGame, progress, solveDeal } from '../../index.js'
import { ok } from '../../games/grandmas-game/test-state.js'
import type { Card, GameState, Move } from '../../types.js'
import { codesOf, hashOf } from '../../test-support/compact-position-property.js'
import { GrandmasGamePosition } from './position.js'

function replay(state: GameState, line: readonly Move[]): GameState {
  for (const move of line) state = ok(applyMove(state, move))
  return state
}

/** Each pile's cards sorted: the order of a set is not the game's. */
const asSets = (piles: Record<string, readonly Card[] | undefined>) =>
  Object.fromEntries(Object.entries(piles).map(([id, cards = []]) => [id, [...cards].sort()]))

describe("Grandma's Game: the workspace and returned piles as sets", () => {
  it('finds lines the engine accepts, reorders included, to the count it claims', () => {
    let wins = 0
    for (let i = 0; i < 10; i++) {
      const seed = `solvability-${i}`
      const result = solveDeal('grandmas-game', seed, 'standard', { nodes: 20_000 })
      const end = replay(newGame('grandmas-game', { seed }, 'standard'), result.line)
      expect(progress(end).foundation, seed).toBe(result.cards)
      if (result.cards === 104) wins++
      expect(
        result.line.some((m) => 'action' in m && m.action === 'reorder') || result.cards < 104,
      ).toBe(true)
    }
    expect(wins).toBeGreaterThanOrEqual(5)
  })

  it('random lines on sets replay in the engine to the same piles, and undo restores', () => {
    for (let i = 0; i < 30; i++) {
      const start = newGame('grandmas-game', { seed: `sets-${i}` }, 'standard')
      const position = new GrandmasGamePosition(start, 0, true)
      const before = { piles: position.piles(), hash: hashOf(position, false) }
      const codes: number[] = []
      let x = i * 7919 + 7
      for (let step = 0; step < 150; step++) {
        const moves = codesOf((out) => position.candidates(out, 0))
        if (moves.length === 0) break
        x = (x * 1103515245 + 12345) % 2147483648
        const code = moves[x % moves.length]!
        position.apply(code)
        codes.push(code)
      }
      const after = position.piles()
      for (let k = 0; k < codes.length; k++) position.undo()
      expect(position.piles()).toEqual(before.piles)
      expect(hashOf(position, false)).toEqual(before.hash)
      const end = replay(start, position.engineLine(codes))
      expect(asSets(end.piles), `sets-${i}`).toEqual(asSets(after))
    }
  })

  it('reads a line from where it leads (engineLineBack) as from its start, then rewinds', () => {
    for (let i = 0; i < 30; i++) {
      const variant = i % 3 === 2 ? 'no-reorder' : 'standard'
      const start = newGame('grandmas-game', { seed: `back-${i}` }, variant)
      const position = new GrandmasGamePosition(start, 0, true, i % 2 === 0, true, true)
      const before = { piles: position.piles(), hash: hashOf(position, false) }
      position.mark()
      const codes: number[] = []
      let x = i * 7919 + 11
      for (let step = 0; step < 200; step++) {
        const safe = position.safeMove()
        const moves = safe >= 0 ? [safe] : codesOf((out) => position.candidates(out, 0))
        if (moves.length === 0) break
        x = (x * 1103515245 + 12345) % 2147483648
        const code = moves[x % moves.length]!
        position.apply(code)
        codes.push(code)
      }
      const back = position.engineLineBack(codes)
      expect(position.piles()).toEqual(before.piles)
      expect(hashOf(position, false)).toEqual(before.hash)
      expect(back, `back-${i}`).toEqual(position.engineLine(codes))
    }
  })

  it('hashes the workspace as a set, and as a sequence without reorders', () => {
    let state = newGame('grandmas-game', { seed: 'hash-set' })
    while ((state.piles.workspace ?? []).length < 3)
      state = ok(applyMove(state, { action: 'deal' }))
    const workspace = [...(state.piles.workspace ?? [])]
    const reversed = { ...state, piles: { ...state.piles, workspace: workspace.reverse() } }
    const hash = (s: GameState, free: boolean) =>
      hashOf(new GrandmasGamePosition(s, 0, free), false)
    expect(hash(reversed, true)).toEqual(hash(state, true))
    expect(hash(reversed, false)).not.toEqual(hash(state, false))
  })
})
