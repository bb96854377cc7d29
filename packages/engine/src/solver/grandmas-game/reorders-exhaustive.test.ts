// The sets of free-order.ts against the game itself: from late positions of random standard
// games, a plain exhaustive search over engine moves that tries every distinct order of the
// workspace before each deal finds the same best count as the search on sets, which is complete
// there (so its proofs of loss rest on the same count).
import { describe, expect, it } from 'vitest'
import { lateGrandmaPosition } from '../../test-support/late-grandma-position.js'
import { applyMove, legalMoves, progress, solveState } from '../../index.js'
import { ok } from '../../games/grandmas-game/test-state.js'
import type { Card, GameState, Move } from '../../types.js'

/** Every distinct order of `cards`, as reorders (the identity as null). */
function orders(cards: readonly Card[]): (Move | null)[] {
  const out: (Move | null)[] = []
  const seen = new Set<string>()
  const permute = (prefix: number[], rest: number[]) => {
    if (rest.length === 0) {
      const key = prefix.map((i) => cards[i]).join()
      if (seen.has(key)) return
      seen.add(key)
      out.push(
        prefix.every((from, to) => from === to) ? null : { action: 'reorder', order: prefix },
      )
      return
    }
    for (const [k, i] of rest.entries())
      permute(
        [...prefix, i],
        rest.filter((_, j) => j !== k),
      )
  }
  permute(
    [],
    cards.map((_, i) => i),
  )
  return out
}

/** The most cards any line puts up, every workspace order tried before each deal. */
function plainBest(state: GameState, memo = new Map<string, number>()): number {
  const key = JSON.stringify([state.piles, state.workspaceHome])
  const known = memo.get(key)
  if (known !== undefined) return known
  memo.set(key, progress(state).foundation) // a cycle of transfers adds nothing
  let best = progress(state).foundation
  for (const move of legalMoves(state)) {
    if ('action' in move && move.action === 'reorder') continue
    if ('action' in move && move.action === 'deal') {
      for (const order of orders(state.piles.workspace ?? [])) {
        const ordered = order === null ? state : ok(applyMove(state, order))
        best = Math.max(best, plainBest(ok(applyMove(ordered, move)), memo))
      }
      continue
    }
    best = Math.max(best, plainBest(ok(applyMove(state, move)), memo))
  }
  memo.set(key, best)
  return best
}

function latePosition(seed: number): GameState {
  const notReorder = (m: Move) => !('action' in m && m.action === 'reorder')
  return lateGrandmaPosition(`late-sets-${seed}`, 'standard', seed * 7919 + 3, 1, notReorder)
}

describe("Grandma's Game: sets against every workspace order", () => {
  it('finds the best count of an exhaustive search over every order, from late positions', () => {
    let checked = 0
    let lost = 0
    for (let seed = 0; seed < 100 && checked < 30; seed++) {
      const state = latePosition(seed)
      if (legalMoves(state).length === 0 || (state.piles.workspace ?? []).length > 4) continue
      const result = solveState(state, { nodes: 200_000 })
      expect(result.proved || result.cards === 104).toBe(true)
      expect(result.cards, `late-sets-${seed}`).toBe(plainBest(state))
      checked++
      if (result.lost) lost++
    }
    expect(checked).toBeGreaterThanOrEqual(20)
    expect(lost).toBeGreaterThanOrEqual(5)
  }, 120_000)
})
