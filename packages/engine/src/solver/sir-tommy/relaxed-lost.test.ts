// The relaxed losses kept from call to call (relaxed-lost.ts): walked up and down a search tree
// on one board, as the search does (each call's table still holds what the calls before it
// proved), the check gives the verdict a plain search of the relaxed game gives, each position
// searched from nothing.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { newGame } from '../../index.js'
import { plainRelaxedWin } from '../../test-support/sir-tommy-relaxed.js'
import type { GameState } from '../../types.js'
import { SirTommyPosition } from './position.js'
import { relaxedWin } from './static-solve.js'

const stateOf = (board: SirTommyPosition, from: GameState): GameState =>
  ({ ...from, piles: board.piles() }) as GameState

describe('Sir Tommy relaxed losses kept from call to call', () => {
  it('leave every verdict as a plain relaxed search from scratch gives it', () => {
    let decided = 0
    let lost = 0
    const moves = new Int32Array(64)
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.nat(), { minLength: 300, maxLength: 300 }),
        (seed, walk) => {
          const start = newGame('sir-tommy', { seed })
          const board = new SirTommyPosition(start, true)
          let depth = 0
          for (const step of walk) {
            const pruned = relaxedWin(board)
            // The plain search is slow with many cards to turn, and nearly always wins there:
            // every "lost" is checked, the rest late in the game.
            const plain =
              board.stockLen > 24 && pruned !== false
                ? null
                : plainRelaxedWin(stateOf(board, start), 5_000)
            if (pruned !== null && plain !== null) {
              decided++
              if (!plain) lost++
              expect(pruned).toBe(plain)
            }
            // As the search goes: back up from a lost position, else down a random move two
            // times in three (and back up the third): siblings and cousins.
            const count = pruned === false ? 0 : board.legalMoves(moves)
            if (count > 0 && (step % 3 !== 0 || depth === 0)) {
              board.apply(moves[(step >> 2) % count] ?? 0)
              depth++
            } else if (depth > 0) {
              board.undo()
              depth--
            } else break
          }
        },
      ),
      { numRuns: 15, seed: 49 },
    )
    expect(decided).toBeGreaterThanOrEqual(800)
    expect(lost).toBeGreaterThan(200)
    expect(decided - lost).toBeGreaterThan(200)
  }, 120_000)
})
