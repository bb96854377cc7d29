// spectatorView: a racer's board as spectators see it, masked by what the other racer (same
// deal) has seen. Properties over random pairs of playouts of one deal, for every game and
// variant, through the public API; then a few hand-built positions for the documented choices.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyMove,
  games,
  legalMoves,
  mayUnmask,
  newGame,
  playerView,
  spectatorView,
  suggestMove,
} from './index.js'
import { canon, CASES } from './test-support/every-game.js'
import { seenCounts } from './seen.js'
import { deepFreeze, lcg } from './test-support/random.js'
import { stateWith, upTo } from './games/grandmas-game/test-state.js'
import { pileEntries } from './pile-ids.js'
import type { Card, GameId, GameState, PlayerView } from './types.js'

const STEPS = 150
const RUNS = 20
/** States sampled from each playout; every sampled pair (A, B) is checked: ~10 × 10 per run. */
const SAMPLES = 10
// Generous: the machine running the tests may be busy; no speed is asserted.
const TIMEOUT = 30_000

/** Grandma's Game: two 5H tops (5H plays on A..4 up), peeking 9S on tableau-3 and TD on tableau-8. */
function twoPeeks(): GameState {
  return stateWith({
    stock: ['2C'],
    'tableau-3': ['9S', '5H'],
    'tableau-8': ['JC', 'TD', '5H'],
    'foundation-up-H': upTo('H', 4),
  })
}

/** A deal's seed, each of two racers' random choices, and how far one of them plays. */
const twoRacersOfOneDeal = [
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.integer(),
  fc.nat({ max: STEPS }),
] as const

/** At most `n` items spread evenly over the list, always with the last one. */
function sample<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items]
  const picked = Array.from({ length: n - 1 }, (_, i) => items[Math.floor((i * items.length) / n)])
  return [...(picked as T[]), items[items.length - 1] as T]
}

/**
 * A random playout, every state frozen. In Grandma's Game a third of the moves are the bot's:
 * random play there mostly reorders the workspace and seldom gets deep into the stock.
 */
function playout(game: GameId, variant: string, seed: string, steps: number, n: number) {
  const pick = lcg(n)
  const bot = game === 'grandmas-game'
  const states: GameState[] = [deepFreeze(newGame(game, { seed }, variant))]
  for (let i = 0; i < steps; i++) {
    const state = states[states.length - 1] as GameState
    const legal = legalMoves(state)
    if (legal.length === 0) break
    const move = bot && pick(3) === 0 ? suggestMove(state) : legal[pick(legal.length)]
    const result = applyMove(state, move)
    if (!result.ok) throw new Error(`listed move refused: ${result.error.message}`)
    states.push(deepFreeze(result.state))
  }
  return states
}

function countCards(cards: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const card of cards) counts.set(card, (counts.get(card) ?? 0) + 1)
  return counts
}

const faceUp = (view: PlayerView): Card[] => Object.values(view.piles).flat()

/** True when `big` holds every card of `small` at least as often. */
function covers(big: Map<string, number>, small: Map<string, number>): boolean {
  for (const [card, n] of small) if ((big.get(card) ?? 0) < n) return false
  return true
}

/** True when `part` is `whole` with some cards left out (order kept). */
function isSubsequence(part: readonly Card[], whole: readonly Card[]): boolean {
  let i = 0
  for (const card of whole) if (card === part[i]) i++
  return i === part.length
}

/** Every property of one spectator view of `a` masked by `b`'s seen cards. */
function checkPair(a: GameState, b: GameState): { masked: boolean; complete: boolean } {
  const before = JSON.stringify([a, b])
  const own = playerView(a)
  const view = spectatorView(a, b)
  if (JSON.stringify([a, b]) !== before) throw new Error('spectatorView changed its input')
  const seenB = seenCounts(b.seen)
  const shown = countCards(faceUp(view))
  // No leak: nothing beyond what B has seen, counted as a multiset.
  for (const [card, n] of shown) {
    if (n > (seenB.get(card) ?? 0))
      throw new Error(`${card} shown ${n}×, the other racer saw it ${seenB.get(card) ?? 0}×`)
  }
  for (const [id, card] of pileEntries(view.peek)) {
    if (view.piles[id]?.[0] !== card) throw new Error(`peek ${card} of ${id} is not in its pile`)
  }
  // Same board otherwise: each pile keeps its size, shows a part of what A sees, in order.
  if (Object.keys(view.piles).join() !== Object.keys(own.piles).join())
    throw new Error('the piles differ')
  if (canon(Object.keys(view.hidden).sort()) !== canon(Object.keys(own.hidden).sort()))
    throw new Error('the hidden counts are not per pile')
  for (const [id, cards] of pileEntries(own.piles)) {
    const mine = view.piles[id] ?? []
    if (!isSubsequence(mine, cards)) throw new Error(`${id}: not a part of the player's pile`)
    if (mine.length + (view.hidden[id] ?? 0) !== cards.length + (own.hidden[id] ?? 0))
      throw new Error(`${id}: the pile changed size`)
  }
  const { piles: _p, hidden: _h, peek: _k, ...rest } = view
  const { piles: _p2, hidden: _h2, peek: _k2, ...ownRest } = own
  if (canon(rest) !== canon(ownRest)) throw new Error('a field other than the cards differs')
  // Nothing masked needlessly: each card shows as often as both allow (peeks may hide a copy more).
  const mine = countCards(faceUp(own))
  if (Object.keys(own.peek).length === 0) {
    for (const [card, n] of mine) {
      if ((shown.get(card) ?? 0) !== Math.min(n, seenB.get(card) ?? 0))
        throw new Error(`${card} masked although the other racer has seen it`)
    }
  }
  // Once B has seen all A shows, spectators see exactly A's view.
  const complete = covers(seenB, mine)
  if (complete && canon(view) !== canon(own)) throw new Error("not the player's view")
  return { masked: faceUp(view).length < faceUp(own).length, complete }
}

describe.each(CASES)('spectatorView $game/$variant', ({ game, variant }) => {
  const decks = games.find((g) => g.id === game)?.decks ?? 1

  it(
    'seen only grows, holds every face-up card, and only cards that were face up, each copy once',
    () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 8 }), fc.integer(), (seed, n) => {
          const states = playout(game, variant, seed, STEPS, n)
          const everFaceUp = new Map<string, number>()
          for (const [k, state] of states.entries()) {
            const up = countCards(faceUp(playerView(state)))
            const seen = seenCounts(state.seen)
            if (!covers(seen, up)) throw new Error(`move ${k}: a face-up card is not in seen`)
            for (const [card, count] of seen) {
              if (count > decks) throw new Error(`${card} seen ${count}× in ${decks} pack(s)`)
            }
            const previous = states[k - 1]
            if (previous !== undefined) {
              if (!state.seen.startsWith(previous.seen)) throw new Error('seen lost a card')
              // What a move adds turned face up in that move.
              const added = countCards(state.seen.slice(previous.seen.length).match(/../g) ?? [])
              if (!covers(up, added)) throw new Error(`move ${k} added cards that are not face up`)
            }
            for (const [card, count] of up)
              everFaceUp.set(card, Math.max(count, everFaceUp.get(card) ?? 0))
          }
          // One pack: seen is exactly the set of cards ever shown face up.
          const last = seenCounts((states[states.length - 1] as GameState).seen)
          if (decks === 1) expect([...last.keys()].sort()).toEqual([...everFaceUp.keys()].sort())
          else if (!covers(last, everFaceUp)) throw new Error('a shown card is missing from seen')
        }),
        { numRuns: RUNS },
      )
    },
    TIMEOUT,
  )

  it(
    "never shows what the other racer has not seen, masks nothing else, never throws or mutates, and equals the player's view once the other has seen it all",
    () => {
      let masked = 0
      let complete = 0
      fc.assert(
        fc.property(...twoRacersOfOneDeal, (seed, na, nb, stepsB) => {
          const a = sample(playout(game, variant, seed, STEPS, na), SAMPLES)
          const b = sample(playout(game, variant, seed, stepsB, nb), SAMPLES)
          for (const x of a) {
            // B == A: a racer has seen everything it shows.
            if (canon(spectatorView(x, x)) !== canon(playerView(x)))
              throw new Error("a racer's own seen cards mask its view")
            for (const y of b) {
              for (const [from, to] of [
                [x, y],
                [y, x],
              ] as const) {
                const result = checkPair(from, to)
                if (result.masked) masked++
                if (result.complete) complete++
              }
            }
          }
        }),
        { numRuns: RUNS },
      )
      // The runs did exercise both sides of the property.
      expect(masked).toBeGreaterThan(0)
      expect(complete).toBeGreaterThan(0)
    },
    TIMEOUT,
  )
})

describe.each(CASES)('mayUnmask $game/$variant', ({ game, variant }) => {
  it(
    "is true whenever cards another racer turns up change a board's spectator view",
    () => {
      let changed = 0
      let skipped = 0
      fc.assert(
        fc.property(...twoRacersOfOneDeal, (seed, na, nb, stepsA) => {
          const a = playout(game, variant, seed, stepsA, na)
          const board = a[a.length - 1] as GameState
          const b = playout(game, variant, seed, STEPS, nb)
          for (let k = 1; k < b.length; k++) {
            const before = b[k - 1] as GameState
            const after = b[k] as GameState
            const turned = after.seen.slice(before.seen.length)
            if (turned === '') continue
            const moved = canon(spectatorView(board, after)) !== canon(spectatorView(board, before))
            const may = mayUnmask(turned, board)
            if (moved && !may)
              throw new Error(`cards ${turned} unmasked a board mayUnmask ruled out`)
            if (moved) changed++
            if (!may) skipped++
          }
        }),
        { numRuns: RUNS },
      )
      // Both sides were met: boards that changed, and turns it could rule out.
      expect(changed).toBeGreaterThan(0)
      expect(skipped).toBeGreaterThan(0)
    },
    TIMEOUT,
  )
})

describe.each(CASES)('spectatorView of a race of 8, $game/$variant', ({ game, variant }) => {
  it(
    'shows no card that any of the other seven racers has not seen, and masks nothing else',
    () => {
      let masked = 0
      fc.assert(
        fc.property(
          fc.string({ maxLength: 8 }),
          fc.array(fc.tuple(fc.integer(), fc.nat({ max: STEPS })), {
            minLength: 8,
            maxLength: 8,
          }),
          (seed, racers) => {
            const boards = racers.map(([n, steps]) => {
              const states = playout(game, variant, seed, steps, n)
              return states[states.length - 1] as GameState
            })
            for (const [i, board] of boards.entries()) {
              const others = boards.filter((_, j) => j !== i)
              const view = spectatorView(board, others)
              const shown = countCards(faceUp(view))
              const own = countCards(faceUp(playerView(board)))
              const seenByEach = others.map((o) => seenCounts(o.seen))
              const leastSeen = (card: string) =>
                Math.min(...seenByEach.map((seen) => seen.get(card) ?? 0))
              for (const [card, n] of shown)
                if (n > leastSeen(card))
                  throw new Error(`${card} shown ${n}×, one racer saw it ${leastSeen(card)}×`)
              if (Object.keys(playerView(board).peek).length === 0)
                for (const [card, n] of own)
                  if ((shown.get(card) ?? 0) !== Math.min(n, leastSeen(card)))
                    throw new Error(`${card} masked although every other racer has seen it`)
              if (faceUp(view).length < faceUp(playerView(board)).length) masked++
              // With one other racer, the list form is the two-seat view.
              const other = others[0] as GameState
              if (canon(spectatorView(board, [other])) !== canon(spectatorView(board, other)))
                throw new Error('one racer in a list masks differently')
            }
          },
        ),
        { numRuns: 10 },
      )
      expect(masked).toBeGreaterThan(0)
    },
    TIMEOUT,
  )
})

describe('spectatorView on hand-built positions', () => {
  const racer = (state: GameState, seen: Card[]): GameState => ({ ...state, seen: seen.join('') })

  it('shows a card as often as the other racer has seen it: the first copies in pile order stay', () => {
    const a = stateWith({ stock: ['2C'], workspace: ['7H', '9S', '7H'] })
    const b = racer(a, ['7H'])
    const view = spectatorView(a, b)
    expect(view.piles.workspace).toEqual(['7H'])
    expect(view.hidden.workspace).toBe(2)
    expect(spectatorView(a, racer(a, ['7H', '9S', '7H'])).piles.workspace).toEqual([
      '7H',
      '9S',
      '7H',
    ])
  })

  it('leaves out a masked card in the middle of a pile and counts it as hidden', () => {
    const a = newGame('saratoga', { seed: 'spectate' })
    const tableau = a.piles['tableau-7'] ?? []
    const b = racer(a, [...tableau.slice(0, 3), ...tableau.slice(4)])
    const view = spectatorView(a, b)
    expect(view.piles['tableau-7']).toEqual([...tableau.slice(0, 3), ...tableau.slice(4)])
    expect(view.hidden['tableau-7']).toBe(1)
    expect(JSON.stringify(view)).not.toContain(tableau[3])
  })

  it('shows a peek only together with the top above it', () => {
    const a = twoPeeks()
    expect(playerView(a).peek).toEqual({ 'tableau-3': '9S', 'tableau-8': 'TD' })
    // B saw one 5H: tableau-3's top is shown with its peek; tableau-8's top and peek are not.
    const view = spectatorView(a, racer(a, ['5H', '9S', 'TD', ...upTo('H', 4)]))
    expect(view.peek).toEqual({ 'tableau-3': '9S' })
    expect(view.piles['tableau-3']).toEqual(['9S', '5H'])
    expect(view.piles['tableau-8']).toEqual([])
    expect(view.hidden['tableau-8']).toBe(3)
  })

  it('hides every face-up card when the other state has no seen cards, without a throw', () => {
    const a = deepFreeze(newGame('sir-tommy', { seed: 'x' }))
    const other = deepFreeze({ ...a, seen: undefined } as unknown as GameState)
    const view = spectatorView(a, other)
    expect(Object.values(view.piles).flat()).toEqual([])
    expect(view.hidden.pending).toBe(1)
  })

  it('records what each deal shows face up', () => {
    const one = (seed: string) => newGame('sir-tommy', { seed })
    expect(one('seed-0').seen).toBe('KH')
    expect(newGame('sir-tommy', { seed: 'seed-0' }, 'strategy').seen).toBe('ASAHADACKH')
    const saratoga = newGame('saratoga', { seed: 'seed-0' })
    expect(saratoga.seen.length).toBe(2 * 28)
    const grandma = newGame('grandmas-game', { seed: 'seed-0' })
    expect(seenCounts(grandma.seen)).toEqual(countCards(faceUp(playerView(grandma))))
  })

  it("Grandma's Game: a card shown by a peek stays seen after the peek goes away", () => {
    const a = twoPeeks()
    expect(a.seen).toContain('TD')
    const played = applyMove(a, { from: 'tableau-3', to: 'foundation-up-H' })
    if (!played.ok) throw new Error(played.error.message)
    expect(playerView(played.state).peek).toEqual({})
    expect(played.state.unseenDepth?.[7]).toBe(1)
    expect(played.state.seen).toBe(a.seen)
  })
})
