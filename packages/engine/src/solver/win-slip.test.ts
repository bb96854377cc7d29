// Where the win slipped away: found at the move a racer blundered (deals picked by
// bench/solvability/slip-deal.mjs), its line replays to a win, and the answer is honest about
// what the solver could not settle.
import { describe, expect, it } from 'vitest'
import {
  applyMove,
  findWinSlip,
  legalMoves,
  newGame,
  progress,
  solveDeal,
  type Move,
} from '../index.js'

/** Saratoga deals the solver proves winnable in about a thousand positions. */
const FIRST_MOVE_BLUNDER = { seed: 'slip-338', blunder: { from: 'tableau-2', to: 'tableau-1' } }
const FOURTH_MOVE_BLUNDER = {
  seed: 'slip-176',
  before: [
    { from: 'tableau-4', to: 'tableau-7' },
    { from: 'tableau-4', to: 'tableau-2' },
    { from: 'tableau-6', to: 'tableau-4' },
  ],
  blunder: { from: 'tableau-3', to: 'tableau-6' },
} as const
const BUDGET = { nodes: 20_000 }

/** The position after `moves` from the seeded Saratoga deal, every move accepted. */
function play(seed: string, moves: readonly Move[]) {
  let state = newGame('saratoga', { seed })
  for (const [i, move] of moves.entries()) {
    const next = applyMove(state, move)
    if (!next.ok) throw new Error(`move ${i}: ${next.error.message}`)
    state = next.state
  }
  return state
}

/** A few more moves, each the first legal one, as a racer plays on after a blunder. */
function playOn(seed: string, moves: Move[], count: number): Move[] {
  const played = [...moves]
  for (let i = 0; i < count; i++) {
    const next = legalMoves(play(seed, played))[0]
    if (!next) break
    played.push(next)
  }
  return played
}

describe('findWinSlip', () => {
  it('finds a blunder made at the first move, and its line wins from the deal', () => {
    const { seed, blunder } = FIRST_MOVE_BLUNDER
    const moves = playOn(seed, [blunder as Move], 5)
    const slip = findWinSlip('saratoga', seed, undefined, moves, BUDGET)
    expect(slip).toMatchObject({ status: 'slipped', moveIndex: 0, lostBy: 1, proved: true })
    if (slip.status !== 'slipped') return
    expect(progress(play(seed, slip.line)).status).toBe('won')
  })

  it('finds a blunder after three good moves, and its line wins from the position before it', () => {
    const { seed, before, blunder } = FOURTH_MOVE_BLUNDER
    const moves = playOn(seed, [...before, blunder] as Move[], 8)
    const slip = findWinSlip('saratoga', seed, undefined, moves, BUDGET)
    expect(slip).toMatchObject({ status: 'slipped', moveIndex: 3, lostBy: 4, proved: true })
    if (slip.status !== 'slipped') return
    expect(progress(play(seed, [...before, ...slip.line])).status).toBe('won')
  })

  it('says a racer who stopped with the win still on the board slipped at the stop', () => {
    const { seed, before } = FOURTH_MOVE_BLUNDER
    const slip = findWinSlip('saratoga', seed, undefined, before as unknown as Move[], BUDGET)
    expect(slip).toMatchObject({ status: 'slipped', moveIndex: 3, lostBy: 4, proved: true })
    if (slip.status !== 'slipped') return
    expect(progress(play(seed, [...before, ...slip.line])).status).toBe('won')
  })

  it('says won for a racer who played the win', () => {
    const { seed } = FIRST_MOVE_BLUNDER
    const { line } = solveDeal('saratoga', seed, undefined, BUDGET, { goal: 'win' })
    expect(findWinSlip('saratoga', seed, undefined, line, BUDGET)).toEqual({
      status: 'won',
      proved: true,
    })
  })

  it('says not-winnable for a deal proved lost, and unknown where the budget settles nothing', () => {
    // Saratoga 'd': par 5 of 52, proved in a few hundred positions (apps/server par tests).
    expect(findWinSlip('saratoga', 'd', undefined, [], BUDGET)).toEqual({
      status: 'not-winnable',
      proved: true,
    })
    const { seed, blunder } = FIRST_MOVE_BLUNDER
    expect(findWinSlip('saratoga', seed, undefined, [blunder as Move], { nodes: 10 })).toEqual({
      status: 'unknown',
      proved: false,
    })
  })

  it('bounds the slip, unproved, when the positions between cannot be settled', () => {
    const { seed, before, blunder } = FOURTH_MOVE_BLUNDER
    const moves = [...before, blunder] as Move[]
    // One solve for the deal, one for the end: nothing in between is tried.
    const slip = findWinSlip('saratoga', seed, undefined, moves, { ...BUDGET, solves: 2 })
    expect(slip).toMatchObject({ status: 'slipped', moveIndex: 0, lostBy: 4, proved: false })
    if (slip.status !== 'slipped') return
    expect(progress(play(seed, slip.line)).status).toBe('won')
  })
})
