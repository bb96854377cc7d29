// liveGame against the reference path (applyParsedMove, playerView, viewPatch, legalMoves,
// progress) over random deals and random move sequences of every game and variant: legal moves
// (random and the greedy bot's, to reach late positions), and moves of the right shape that
// are mostly illegal, which must be refused with the same error and change nothing.
import { describe, expect, it } from 'vitest'
import {
  applyParsedMove,
  applyViewPatch,
  legalMoves,
  liveGame,
  newGame,
  parseMove,
  playerView,
  progress,
  suggestMove,
  viewCheck,
  viewPatch,
} from './index.js'
import { CASES } from './test-support/every-game.js'
import { deepFreeze, lcg } from './test-support/random.js'
import type { GameState, Move } from './types.js'

const GAMES = 12
const STEPS = 220

const PILES = [
  'stock',
  'waste',
  'waste-1',
  ...Array.from({ length: 8 }, (_, i) => `tableau-${i + 1}`),
  ...Array.from({ length: 5 }, (_, i) => `foundation-${i}`),
  'workspace',
]
const ACTIONS = ['draw', 'redeal', 'deal', 'turn']

/** A move of a valid shape picked at random: most are illegal. */
function anyMove(pick: (n: number) => number): Move | null {
  const raw =
    pick(4) === 0
      ? { action: ACTIONS[pick(ACTIONS.length)] }
      : {
          from: PILES[pick(PILES.length)],
          to: PILES[pick(PILES.length)],
          ...(pick(3) === 0 ? { count: 1 + pick(5) } : {}),
        }
  const parsed = parseMove(raw)
  return parsed.ok ? parsed.move : null
}

function nextMove(state: GameState, pick: (n: number) => number): Move | null {
  const roll = pick(10)
  if (roll < 2) return anyMove(pick)
  if (roll < 5) return suggestMove(state)
  const legal = legalMoves(state)
  return legal[pick(legal.length)] ?? anyMove(pick)
}

describe.each(CASES)('liveGame of $game ($variant)', ({ game, variant }) => {
  it('acks each move as the views differ, refuses what applyParsedMove refuses', () => {
    for (let seed = 1; seed <= GAMES; seed++) {
      const pick = lcg(seed * 7919)
      let state = deepFreeze(newGame(game, { seed: `live-${seed}` }, variant))
      const live = liveGame(state)
      for (let step = 0; step < STEPS; step++) {
        const move = nextMove(state, pick)
        if (!move) break
        const made = live.state()
        const madeText = JSON.stringify(made)
        const expected = applyParsedMove(state, move)
        const result = live.apply(move)
        // A state handed out stays as it was whatever the game does next.
        expect(JSON.stringify(made)).toBe(madeText)
        if (!expected.ok) {
          expect(result).toEqual(expected)
          expect(live.state()).toEqual(state)
          expect(live.progress()).toEqual(progress(state))
          continue
        }
        if (!result.ok) throw new Error(`refused ${JSON.stringify(move)}: ${result.error.message}`)
        const before = playerView(state)
        const after = playerView(expected.state)
        // The same bytes on the wire as the diff of the two views.
        expect(JSON.stringify(result.patch)).toBe(JSON.stringify(viewPatch(before, after)))
        expect(applyViewPatch(before, result.patch)).toEqual(after)
        expect(result.check).toBe(viewCheck(after))
        expect(result.legalCount).toBe(legalMoves(expected.state).length)
        expect(live.progress()).toEqual(progress(expected.state))
        state = deepFreeze(expected.state)
        expect(live.state()).toEqual(state)
        // The status it tells the engine's cache for the state it made is the right one.
        expect(playerView(live.state())).toEqual(after)
      }
    }
  })
})
