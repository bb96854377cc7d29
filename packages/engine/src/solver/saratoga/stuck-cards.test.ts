// The stuck-card bound (stuck-cards.ts) against play and against the search without it: along
// winning lines found without it, it never rules a win out; from random positions of both
// variants, no card it says can never go up goes up, no tableau card it says can never leave
// its place leaves it, and no stock or waste card it says draws never bring to the waste top
// (stock-cycle.ts) gets there, along random lines of engine moves (biased towards progress); and
// wherever the search without it is complete, the search with it proves the same count and
// verdict. Each check runs with the stock cycle read and without, and with a tableau card taken
// as a pile top only once the card on it can come off it, and without (the default: both); with
// the latter, no card it says can never come off the card under it does.
import { describe, expect, it } from 'vitest'
import { newGame } from '../../index.js'
import { walkWinningLine } from '../../test-support/saratoga-winning-lines.js'
import { nextPick, pickMove, play } from '../../test-support/saratoga-random-play.js'
import type { Card, GameState, PileId } from '../../types.js'
import { DEFAULT_SOLVER_OPTIONS, type SolverOptions } from '../budget.js'
import { solveCompact } from '../compact/search.js'
import { cardNumber, cardOfNumber } from '../sir-tommy/encoding.js'
import { SaratogaPosition } from './position.js'
import { lastFixpoint, stuckCardBound } from './stuck-cards.js'

const VARIANTS = ['standard', 'foundation-takeback']
const TABLEAU = [1, 2, 3, 4, 5, 6, 7].map((t) => `tableau-${t}` as PileId)
const FOUNDATIONS = [1, 2, 3, 4].map((f) => `foundation-${f}` as PileId)

/** A pseudo-random sequence (a linear congruential generator) from a number. */
/** A move picked at random, a foundation move or a tableau move far more often than a draw. */
/** Each tableau card's place, as "pile:height". */
function places(state: GameState): Map<Card, string> {
  const at = new Map<Card, string>()
  for (const id of TABLEAU) (state.piles[id] ?? []).forEach((card, k) => at.set(card, `${id}:${k}`))
  return at
}

const upCards = (state: GameState): Card[] => FOUNDATIONS.flatMap((id) => state.piles[id] ?? [])

const OPTIONS: Required<SolverOptions> = DEFAULT_SOLVER_OPTIONS

/** The bound's readings: the stock cycle, cards apart (the default: both). */
const READINGS = [
  [false, false],
  [true, false],
  [false, true],
  [true, true],
] as const

/** Each tableau card that lies on another, with the card under it. */
function onCards(state: GameState): Map<Card, Card> {
  const on = new Map<Card, Card>()
  for (const id of TABLEAU) {
    const pile = state.piles[id] ?? []
    for (let k = 1; k < pile.length; k++) on.set(pile[k] as Card, pile[k - 1] as Card)
  }
  return on
}

/** The waste's top card, if any. */
const wasteTop = (state: GameState): Card | undefined => (state.piles.waste ?? []).at(-1)

/** Tableau-1 as given (bottom first), hearts up to `hearts`, every other card in the stock. */
function handBuilt(pile: Card[], hearts: number, variant = 'standard'): SaratogaPosition {
  const state = newGame('saratoga', { seed: 'stuck-hand' }, variant)
  const up = Array.from({ length: hearts }, (_, r) => cardOfNumber(13 + r))
  const piles: Record<string, Card[]> = { waste: [], 'foundation-2': up }
  for (const id of [...TABLEAU, ...FOUNDATIONS]) piles[id] ??= []
  piles['tableau-1'] = pile
  const placed = new Set([...pile, ...up])
  piles.stock = Array.from({ length: 52 }, (_, n) => cardOfNumber(n)).filter((c) => !placed.has(c))
  return new SaratogaPosition({ ...state, piles } as GameState)
}

describe('Saratoga stuck cards', () => {
  it('reads the hand-built cases it was made for', () => {
    // 5♠ on its two parents and 4♠, none building on the next: spades stop at 3, hearts and
    // diamonds at 5 (their sixes under it), clubs at Q.
    expect(stuckCardBound(handBuilt(['4S', '6H', '6D', 'KC', '5S'], 0))).toBe(3 + 5 + 5 + 12)
    // 5♠ builds on 6♥: the two move together onto a black seven from the stock.
    expect(stuckCardBound(handBuilt(['4S', '6D', '6H', '5S'], 0))).toBe(52)
    // 6♥ is up: back down only with takebacks.
    expect(stuckCardBound(handBuilt(['4S', '6D', 'QC', '5S'], 6))).toBe(3 + 13 + 5 + 11)
    expect(stuckCardBound(handBuilt(['4S', '6D', 'QC', '5S'], 6, 'foundation-takeback'))).toBe(52)
    // 6♦ is in the stock, but both its parents lie under 5♠: it cannot reach the tableau.
    expect(stuckCardBound(handBuilt(['4S', '7S', '7C', 'KH', '5S'], 6))).toBe(3 + 12 + 13 + 6)
  })

  it('never rules a win out along winning lines', () => {
    // Deals whose lines caught two wrong versions: a stock card that could go up was never
    // taken as a parent (takeback 53, 150, 174), and a king waited for an empty pile that a
    // card not yet lifted was needed for (standard 11).
    let positions = 0
    for (const [variant, deals] of [
      ['standard', [11, 0, 3, 6]],
      ['foundation-takeback', [53, 150, 174]],
    ] as const) {
      for (const i of deals) {
        const seed = `solvability-${i}`
        positions += walkWinningLine(seed, variant, { stuckCards: false }, (state) => {
          for (const [cycle, apart] of READINGS) {
            const bound = stuckCardBound(new SaratogaPosition(state), cycle, apart)
            expect(bound, `${variant} ${seed}, stock cycle ${cycle}, apart ${apart}`).toBe(52)
          }
        })
      }
    }
    expect(positions).toBeGreaterThan(500)
  })

  it('no card it rules out goes up or leaves its place along random lines', () => {
    let stuckSeen = 0
    let awaySeen = 0
    for (let i = 0; i < 60; i++) {
      let pick = i * 7919 + 1
      let state = newGame('saratoga', { seed: `stuck-${i}` }, VARIANTS[i % 2])
      for (let k = (i * 37) % 90; k > 0; k--) {
        pick = nextPick(pick)
        const move = pickMove(state, pick)
        if (move === undefined) break
        state = play(state, move)
      }
      const [cycle, apartOnly] = READINGS[i % 4] ?? [true, true]
      const quick = stuckCardBound(new SaratogaPosition(state), cycle, apartOnly)
      expect(stuckCardBound(new SaratogaPosition(state), cycle, apartOnly, true)).toBe(quick)
      const up = lastFixpoint.up.slice()
      const left = lastFixpoint.left.slice()
      const apart = lastFixpoint.apart.slice()
      const atHand = lastFixpoint.atHand.slice()
      stuckSeen += up.filter((u) => u === 0).length
      awaySeen += atHand.filter((a) => a === 0).length
      const start = places(state)
      const startOn = onCards(state)
      for (let line = 0; line < 3; line++) {
        let next = state
        for (let k = 0; k < 200; k++) {
          pick = nextPick(pick)
          const move = pickMove(next, pick)
          if (move === undefined) break
          next = play(next, move)
          for (const card of upCards(next)) expect(up[cardNumber(card)], card).toBe(1)
          const top = wasteTop(next)
          if (top !== undefined) expect(atHand[cardNumber(top)], `waste top ${top}`).toBe(1)
          const now = places(next)
          for (const [card, place] of start) {
            if (now.get(card) !== place) expect(left[cardNumber(card)], card).toBe(1)
          }
          if (!apartOnly) continue
          const nowOn = onCards(next)
          for (const [card, under] of startOn) {
            if (nowOn.get(card) !== under) expect(apart[cardNumber(card)], `${card} off`).toBe(1)
          }
        }
      }
    }
    expect(stuckSeen).toBeGreaterThan(0)
    expect(awaySeen).toBeGreaterThan(0)
  })

  it('proves the same count and verdict as the search without it, where that one is complete', () => {
    let compared = 0
    let short = 0
    for (let i = 0; i < 60; i++) {
      let pick = i * 104729 + 3
      let state = newGame('saratoga', { seed: `stuck-search-${i}` }, VARIANTS[i % 2])
      for (let k = 20 + ((i * 13) % 60); k > 0; k--) {
        pick = nextPick(pick)
        const move = pickMove(state, pick)
        if (move === undefined) break
        state = play(state, move)
      }
      const solve = (stuckCards: boolean) =>
        solveCompact(new SaratogaPosition(state), { nodes: 4000 }, { ...OPTIONS, stuckCards })
      const plain = solve(false)
      const bounded = solve(true)
      if (bounded.proved) expect(bounded.cards).toBeGreaterThanOrEqual(plain.cards)
      if (!plain.proved) continue
      compared++
      if (plain.cards < 52) short++
      expect(bounded).toMatchObject({ cards: plain.cards, proved: true, lost: plain.lost })
    }
    expect(compared).toBeGreaterThan(15)
    expect(short).toBeGreaterThan(3)
  })
})
