// The search's steps, the stock cycle's reach, the safe move and the hash, kept up to date as steps are applied
// and undone on one compact position, against the same read afresh, by the rules alone, from a
// board built from that position's piles: the same steps in the same order, the same reach, the
// same hash. The reference is candidates.ts as it was before the board kept its tops, runs and
// cycle hash (legalMoves sorted in passes, the reach walked by draws and redeals, a joined step's
// run move applied and undone).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { newGame } from '../../index.js'
import type { GameState } from '../../types.js'
import { cardCode, DRAW, FOUNDATION, REDEAL, type SaratogaBoard, WASTE } from './board.js'
import { findStockReach, isUp, newStockReach, type StockReach, stockStep } from './moves.js'
import { SaratogaPosition } from './position.js'
import { joinedStep } from './uncovering.js'

const rank = (card: number): number => (card % 13) + 1
const red = (card: number): boolean => card >= 13 && card < 39
const top = (b: SaratogaBoard, t: number): number => {
  const n = b.tabLen[t]!
  return n === 0 ? -1 : b.tab[t * 52 + n - 1]!
}
const fits = (b: SaratogaBoard, to: number, card: number): boolean => {
  const on = top(b, to)
  return on < 0 ? rank(card) === 13 : rank(card) + 1 === rank(on) && red(card) !== red(on)
}
const home = (b: SaratogaBoard, card: number): boolean => b.fLen[(card / 13) | 0] === card % 13
function run(b: SaratogaBoard, t: number): number {
  const n = b.tabLen[t]!
  let length = n === 0 ? 0 : 1
  while (length < n && fits1(b.tab[t * 52 + n - length]!, b.tab[t * 52 + n - length - 1]!)) length++
  return length
}
const fits1 = (upper: number, lower: number): boolean =>
  rank(upper) + 1 === rank(lower) && red(upper) !== red(lower)

/** Every move of the card `card` from pile `from` (its foundation, then tableau piles). */
function cardMoves(b: SaratogaBoard, from: number, card: number, out: number[]): void {
  if (card < 0) return
  if (home(b, card)) out.push(cardCode(from, FOUNDATION + ((card / 13) | 0)))
  for (let to = 0; to < 7; to++) if (to !== from && fits(b, to, card)) out.push(cardCode(from, to))
}

function pileMoves(b: SaratogaBoard, t: number, out: number[]): void {
  cardMoves(b, t, top(b, t), out)
  for (let count = 2; count <= run(b, t); count++) {
    const base = b.tab[t * 52 + b.tabLen[t]! - count]!
    for (let to = 0; to < 7; to++)
      if (to !== t && fits(b, to, base)) out.push(cardCode(t, to, count))
  }
}

function legal(b: SaratogaBoard): number[] {
  const out: number[] = []
  for (let t = 0; t < 7; t++) pileMoves(b, t, out)
  cardMoves(b, WASTE, b.topOf(WASTE), out)
  if (b.takebacks) {
    for (let f = 0; f < 4; f++) {
      const n = b.fLen[f]!
      for (let to = 0; to < 7 && n > 0; to++)
        if (fits(b, to, f * 13 + n - 1)) out.push(cardCode(FOUNDATION + f, to))
    }
  }
  return out
}

/** Klondike's safe move as moves.ts had it: a tableau top whose children are all up. */
function referenceSafeMove(b: SaratogaBoard): number {
  for (let t = 0; t < 7; t++) {
    const card = top(b, t)
    if (card < 0 || !home(b, card)) continue
    let safe = true
    for (let s = 0; s < 4 && rank(card) > 2; s++)
      if (red(s * 13) !== red(card) && b.fLen[s]! < rank(card) - 1) safe = false
    if (safe) return cardCode(t, FOUNDATION + ((card / 13) | 0))
  }
  return -1
}

/** The reach walked: draws and redeals applied (at most two redeals), then undone. */
function walkedReach(b: SaratogaBoard): [number[], number[]] {
  const cards: number[] = []
  const actions: number[] = []
  const reached = new Set<number>()
  let done = 0
  let redeals = 0
  for (;;) {
    if (b.wasteLen > 0 && !reached.has(b.wasteLen)) {
      reached.add(b.wasteLen)
      cards.push(b.topOf(WASTE))
      actions.push(done)
    }
    const action = b.stockLen > 0 ? DRAW : b.wasteLen > 0 ? REDEAL : 0
    if (action === 0 || (action === REDEAL && ++redeals > 2)) break
    b.apply(action)
    done++
  }
  for (; done > 0; done--) b.undo()
  return [cards, actions]
}

function joined(b: SaratogaBoard, move: number, reach: [number[], number[]], out: number[]): void {
  const source = (move >> 4) & 15
  const target = move & 15
  const count = move >> 8
  b.apply(move)
  for (let t = 0; t < 7; t++) {
    if (t === source) {
      const plays: number[] = []
      pileMoves(b, t, plays)
      for (const play of plays) out.push(joinedStep(move, play))
      continue
    }
    for (let n = 1; n <= run(b, t); n++) {
      if (t === target && n === count) continue
      if (fits(b, source, b.tab[t * 52 + b.tabLen[t]! - n]!))
        out.push(joinedStep(move, cardCode(t, source, n)))
    }
  }
  for (let f = 0; f < 4 && b.takebacks; f++) {
    const card = b.topOf(FOUNDATION + f)
    if (card >= 0 && fits(b, source, card))
      out.push(joinedStep(move, cardCode(FOUNDATION + f, source)))
  }
  reach[0].forEach((card, r) => {
    if (fits(b, source, card))
      out.push(joinedStep(move, stockStep(reach[1][r]!, cardCode(WASTE, source))))
  })
  b.undo()
}

/** candidates.ts before: the legal moves sorted in three passes. */
function referenceSteps(b: SaratogaBoard, symmetry: boolean, uncovering: boolean): number[] {
  const moves = legal(b)
  const reach = walkedReach(b)
  const up: number[] = []
  const other: number[] = []
  reach[0].forEach((card, r) => {
    const plays: number[] = []
    cardMoves(b, WASTE, card, plays)
    for (const play of plays) (isUp(play) ? up : other).push(stockStep(reach[1][r]!, play))
  })
  const out: number[] = []
  for (let pass = 0; pass < 3; pass++) {
    if (pass === 1) out.push(...up)
    let toEmpty = -1
    for (const code of moves) {
      const from = (code >> 4) & 15
      if (from === WASTE) continue
      const to = code & 15
      const left = (b.tabLen[from] ?? 0) - (code >> 8)
      if (pass === 0 && !(from < WASTE && isUp(code))) continue
      if (pass === 1 && (from >= WASTE || isUp(code))) continue
      if (pass === 2 && from < WASTE) continue
      if (from < WASTE && to < WASTE && b.tabLen[to] === 0) {
        if (left === 0) continue
        const key = (code >> 8) * 16 + from
        if (symmetry && toEmpty === key) continue
        toEmpty = key
      }
      if (uncovering && from < WASTE && to < WASTE && left > 0) joined(b, code, reach, out)
      else out.push(code)
    }
    if (pass === 1) out.push(...other)
  }
  return out
}

const steps = (p: SaratogaPosition, symmetry: boolean): number[] => {
  const out = new Int32Array(4096)
  return Array.from(out.subarray(0, p.candidates(out, 0, symmetry)))
}
const hash = (p: SaratogaPosition, symmetry: boolean): number[] => {
  const key = new Int32Array(2)
  p.hash(symmetry, key)
  return Array.from(key)
}
const reachOf = (b: SaratogaBoard): [number[], number[]] => {
  const reach: StockReach = newStockReach()
  findStockReach(b, reach)
  return [
    Array.from(reach.cards.subarray(0, reach.count)),
    Array.from(reach.actions.subarray(0, reach.count)),
  ]
}

describe('Saratoga candidates on a position kept up to date', () => {
  it.each(['standard', 'foundation-takeback'])(
    '%s: the steps, reach, safe move and hash of a board read afresh, over random steps and undos',
    (variant) => {
      fc.assert(
        fc.property(
          fc.nat(10_000),
          fc.boolean(),
          fc.boolean(),
          fc.array(fc.nat(), { minLength: 100, maxLength: 100 }),
          (seed, uncovering, usual, picks) => {
            const state = newGame('saratoga', { seed: `steps-${seed}` }, variant)
            const position = new SaratogaPosition(state, uncovering)
            let depth = 0
            for (const pick of picks) {
              const fresh = new SaratogaPosition(
                { ...state, piles: position.piles() } as GameState,
                uncovering,
              )
              for (const symmetry of [true, false])
                expect(steps(position, symmetry)).toEqual(
                  referenceSteps(fresh, symmetry, uncovering),
                )
              // The hash mostly with one symmetry, as a search reads it, now and then the other.
              const symmetry = pick % 8 === 0 ? !usual : usual
              expect(hash(position, symmetry)).toEqual(hash(fresh, symmetry))
              expect(reachOf(position)).toEqual(walkedReach(fresh))
              expect(position.safeMove()).toBe(referenceSafeMove(fresh))
              const listed = steps(position, true)
              if (depth > 0 && (pick % 4 === 0 || listed.length === 0)) {
                position.undo()
                depth--
              } else if (listed.length > 0) {
                position.apply(listed[pick % listed.length]!)
                depth++
              }
            }
          },
        ),
        { numRuns: 60, endOnFailure: true },
      )
    },
    120_000,
  )
})
