// liveGame against the reference path (applyParsedMove, playerView, viewPatch, legalMoves,
// progress) over random deals and random move sequences of every game and variant: legal moves
// (random and the greedy bot's, to reach late positions, and whole-workspace reorders, which
// legalMoves does not list), and moves of the right shape that are mostly illegal (every pile id
// of the game and a few of other games, positions, counts, redeal and reorder orders), which must
// be refused with the same error and change nothing. The state is asked for on some moves only,
// so the live game also keeps track of the piles changed over several moves.
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
import type { GameState, Move, PileId } from './types.js'
import type { ViewPatch } from './view-patch.js'

const GAMES = 12
const STEPS = 220
/** Every third playout follows the bot, long enough to finish a game of Grandma's. */
const GREEDY_STEPS = 700

const ACTIONS = ['draw', 'redeal', 'deal', 'turn', 'reorder']
/** Ids of piles other games have, which every game must refuse alike. */
const FOREIGN = ['waste', 'pending', 'tableau-1', 'foundation-0', 'foundation-up-S']

type Pick = (n: number) => number

/** The items in a random order, each kept with probability 7/8, one sometimes listed twice. */
function shuffled<T>(items: readonly T[], pick: Pick): T[] {
  const out = items.filter(() => pick(8) !== 0)
  for (let i = out.length - 1; i > 0; i--) {
    const j = pick(i + 1)
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  const twice = out[0]
  if (twice !== undefined && pick(8) === 0) out.push(twice)
  return out
}

/** A move of a valid shape picked at random from the game's piles: most are illegal. */
function anyMove(state: GameState, piles: readonly string[], pick: Pick): Move | null {
  const view = playerView(state)
  const workspace = view.piles.workspace?.length ?? 0
  const action = ACTIONS[pick(ACTIONS.length)]
  let raw: unknown
  if (pick(3) === 0) {
    const wastes = piles.filter((id) => id.startsWith('waste-') && view.piles[id as PileId]?.length)
    raw =
      action === 'reorder'
        ? { action, order: shuffled([...Array(workspace + pick(2)).keys()], pick) }
        : action === 'redeal' && pick(2) === 0
          ? { action, order: shuffled(pick(4) === 0 ? piles : wastes, pick) }
          : { action }
  } else {
    raw = {
      from: piles[pick(piles.length)],
      to: piles[pick(piles.length)],
      ...(pick(4) === 0 ? { count: 1 + pick(2) } : {}),
      ...(pick(3) === 0 ? { index: pick(workspace + 2) } : {}),
    }
  }
  const parsed = parseMove(raw)
  return parsed.ok ? parsed.move : null
}

/** A move: mostly random legal ones, or (`greedy`) the bot's, to play a game to its end. */
function nextMove(
  state: GameState,
  piles: readonly string[],
  greedy: boolean,
  pick: Pick,
): Move | null {
  const roll = pick(10)
  if (roll < 3) return anyMove(state, piles, pick)
  if (roll < 5 || greedy) return suggestMove(state)
  const legal = legalMoves(state)
  return legal[pick(legal.length || 1)] ?? anyMove(state, piles, pick)
}

/** What kinds of move a playout took and what their patches held ("waste to foundation", "peek"). */
function kindsOf(move: Move, patch: ViewPatch): string[] {
  const kinds =
    'from' in move
      ? [`${move.from.replace(/-.*/, '')} to ${move.to.replace(/-.*/, '')}`]
      : [`${move.action}${'order' in move && move.order ? ' in an order' : ''}`]
  if (patch.peek) kinds.push('peek')
  if (patch.workspaceHome === null) kinds.push('workspace emptied')
  return kinds
}

/**
 * What the playouts of a game must reach for the test to mean something, besides a refused card
 * move and a game over (then every move is refused): each of its kinds of move and patch.
 */
const MUST_REACH: Record<string, string[]> = {
  'sir-tommy': ['pending to waste', 'waste to foundation'],
  'sir-tommy relaxed': ['waste to waste'],
  'sir-tommy puss-in-the-corner': ['redeal', 'redeal in an order'],
  'sir-tommy redeal': ['redeal', 'redeal in an order'],
  saratoga: ['draw', 'redeal', 'tableau to tableau', 'waste to foundation'],
  'saratoga foundation-takeback': ['foundation to tableau'],
  'grandmas-game': ['deal', 'peek', 'foundation to foundation', 'workspace to foundation'],
  'grandmas-game standard': ['reorder in an order', 'workspace emptied'],
}

describe.each(CASES)('liveGame of $game ($variant)', ({ game, variant }) => {
  it('acks each move as the views differ, refuses what applyParsedMove refuses', () => {
    const reached = new Set<string>()
    for (let seed = 1; seed <= GAMES; seed++) {
      const pick = lcg(seed * 7919)
      let state = deepFreeze(newGame(game, { seed: `live-${seed}` }, variant))
      const piles = [...Object.keys(playerView(state).piles), ...FOREIGN]
      const live = liveGame(state)
      let made = live.state()
      let madeText = JSON.stringify(made)
      const greedy = seed % 3 === 0
      for (let step = 0; step < (greedy ? GREEDY_STEPS : STEPS); step++) {
        const move = nextMove(state, piles, greedy, pick)
        if (!move) continue
        const expected = applyParsedMove(state, move)
        const result = live.apply(move)
        if (!expected.ok) {
          expect(result).toEqual(expected)
          expect(live.progress()).toEqual(progress(state))
          reached.add(`refused ${'action' in move ? move.action : 'card move'}`)
          if (pick(3) === 0) expect(live.state()).toEqual(state)
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
        for (const kind of kindsOf(move, result.patch)) reached.add(kind)
        // A state handed out stays as it was whatever the game does next.
        expect(JSON.stringify(made)).toBe(madeText)
        if (pick(3) === 0) {
          made = live.state()
          madeText = JSON.stringify(made)
          expect(made).toEqual(state)
          expect(playerView(made)).toEqual(after)
        }
      }
      expect(live.state()).toEqual(state)
      reached.add(progress(state).status)
    }
    const must = [...(MUST_REACH[game] ?? []), ...(MUST_REACH[`${game} ${variant}`] ?? [])]
    for (const kind of [...must, 'refused card move']) expect(reached).toContain(kind)
    expect(reached.has('won') || reached.has('stuck')).toBe(true)
  })
})
