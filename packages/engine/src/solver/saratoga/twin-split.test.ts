// The case split on a tableau card's first move (twin-split.ts): along winning lines, for each
// move M of a card X onto P whose position after it is read, the rest of the line moves X first
// onto P or up, and puts no other card on P before unless the twin read free; from random
// positions, where the search without any bound is complete, a position the split cuts is lost;
// and the complete search with it gives that search's verdicts.
import { describe, expect, it } from 'vitest'
import { applyMove, newGame, solveDeal } from '../../index.js'
import { rulesFor } from '../../games/index.js'
import { randomPosition } from '../../test-support/saratoga-random-play.js'
import { expectUnboundedVerdicts } from '../../test-support/saratoga-verdicts.js'
import type { GameState, Move } from '../../types.js'
import { cardOfNumber } from '../sir-tommy/encoding.js'
import { DEFAULT_SOLVER_OPTIONS } from '../budget.js'
import { solveCompact } from '../compact/search.js'
import { SaratogaPosition } from './position.js'
import { lostBySplit } from './twin-split.js'

/** The moves the split reads the position after in `state`, as engine moves, with the twin it
 * reads free there (a card's name) or undefined. */
function asked(state: GameState): [Move, string | undefined][] {
  const position = new SaratogaPosition(state)
  const moves: [Move, string | undefined][] = []
  lostBySplit(position, true, true, 0, (move, free) => {
    moves.push([position.toMoves(move)[0]!, free < 0 ? undefined : cardOfNumber(free)])
  })
  return moves
}

/** The card a tableau move takes from its base, and the card it goes onto. */
function ends(state: GameState, move: Move): [string, string] {
  if (!('from' in move)) return ['', '']
  const from = state.piles[move.from] ?? []
  return [
    String(from[from.length - (move.count ?? 1)]),
    String((state.piles[move.to] ?? []).at(-1)),
  ]
}

function play(state: GameState, move: Move): GameState {
  const next = applyMove(state, move)
  if (!next.ok) throw new Error(next.error.message)
  return next.state
}

describe('Saratoga: a case split on a tableau card first move', () => {
  it('reads X up first or onto P along winning lines, T free if it visits P before', () => {
    let checked = 0
    let free = 0
    // The last four have moves read with the twin free.
    for (const i of [0, 3, 5, 6, 11, 27, 45, 47, 58, 212, 250, 20, 30, 70, 77]) {
      const seed = `solvability-${i}`
      const won = solveDeal('saratoga', seed, 'standard', { nodes: 20000 }, { goal: 'win' })
      expect(won.cards, seed).toBe(52)
      let state = newGame('saratoga', { seed })
      for (let k = 0; k < won.line.length; k++) {
        for (const [move, twin] of asked(state)) {
          const [card, parent] = ends(state, move)
          if (twin !== undefined) free++
          // The rest of the line moves `card` first onto `parent` or up, and puts no other card
          // on `parent` before, unless that is the twin read free.
          let later = state
          for (let j = k; j < won.line.length; j++) {
            const next = won.line[j]!
            const from = 'from' in next ? (later.piles[next.from] ?? []) : []
            const moved = from.slice(from.length - (('from' in next && next.count) || 1))
            if ('from' in next && moved.includes(card as never)) {
              if (!next.to.startsWith('foundation'))
                expect(ends(later, next), `${seed} move ${k}`).toEqual([card, parent])
              break
            }
            const [base, onto] = ends(later, next)
            if (onto === parent && 'to' in next && !next.to.startsWith('foundation'))
              expect(base, `${seed} move ${k}: ${base} onto ${parent}`).toBe(twin)
            later = play(later, next)
          }
          checked++
        }
        state = play(state, won.line[k]!)
      }
    }
    expect(checked).toBeGreaterThan(20)
    expect(free).toBeGreaterThan(0)
  })

  it('never cuts a position the search without any bound wins', () => {
    const win = { ...DEFAULT_SOLVER_OPTIONS, goal: 'win' as const, restarts: false }
    let compared = 0
    let cut = 0
    for (let i = 0; i < 600; i++) {
      const state = randomPosition('twin-split', i)
      if (rulesFor('saratoga').status(state) !== 'playing' || asked(state).length === 0) continue
      const lost = lostBySplit(new SaratogaPosition(state), true, true, 0)
      const plain = solveCompact(
        new SaratogaPosition(state),
        { nodes: 4000 },
        { ...win, stuckCards: false },
      )
      if (!plain.proved) continue
      compared++
      if (lost) cut++
      if (lost) expect(plain.lost, `twin-split-${i}`).toBe(true)
    }
    expect(compared).toBeGreaterThan(10)
    expect(cut).toBeGreaterThan(0)
  })

  it('finds the verdict of the search without any bound, where that one is complete', () => {
    expectUnboundedVerdicts('twin-split', (state) => new SaratogaPosition(state))
  })
})
