import { describe, expect, it } from 'vitest'
import { parseCards } from '../../cards.js'
import { legalMoves } from '../../index.js'
import type { Card, PileId } from '../../types.js'
import { apply } from './apply.js'
import { playableWithTransfers } from './foundations.js'
import { downTo, ok, stateWith, upTo } from './test-state.js'

const up: PileId = 'foundation-up-H'
const down: PileId = 'foundation-down-H'

/** A stock card left, `piles`, and the hearts foundations at A..`upTop` up and K..`downTop` down. */
const hearts = (piles: Partial<Record<PileId, Card[]>>, upTop: number, downTop: number) =>
  stateWith({ stock: ['2C'], ...piles, [up]: upTo('H', upTop), [down]: downTo('H', downTop) })

describe('foundations (rules 3.4)', () => {
  it('T-GG-5: with U♥ = A..7 and D♥ = K..8, F2F moves 8, 9, 10 up and J♥ is then accepted', () => {
    let state = hearts({ 'tableau-6': ['JH'] }, 7, 8)
    expect(apply(state, { from: 'tableau-6', to: up })).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_MOVE' },
    })
    for (let i = 0; i < 3; i++) state = ok(apply(state, { from: down, to: up }))
    expect(state.piles[up]).toEqual(upTo('H', 10))
    expect(state.piles[down]).toEqual(downTo('H', 11))
    state = ok(apply(state, { from: 'tableau-6', to: up }))
    expect(state.piles[up]).toEqual(upTo('H', 11))
  })

  it('T-GG-5: transfers go both ways while the piles meet (n = 13)', () => {
    const state = stateWith({ [up]: upTo('H', 7), [down]: downTo('H', 8) })
    expect(ok(apply(state, { from: up, to: down })).piles[down]).toEqual(downTo('H', 7))
    expect(legalMoves(hearts({}, 7, 8))).toEqual(
      expect.arrayContaining([
        { from: up, to: down },
        { from: down, to: up },
      ]),
    )
  })

  it('T-GG-5: F2F is rejected when n_s is not 13 (not met yet, or crossed)', () => {
    const apart = stateWith({ [up]: upTo('H', 6), [down]: downTo('H', 8) })
    const crossed = stateWith({ [up]: upTo('H', 8), [down]: downTo('H', 8) })
    for (const state of [apart, crossed]) {
      for (const move of [
        { from: up, to: down },
        { from: down, to: up },
      ]) {
        expect(apply(state, move)).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE' } })
      }
    }
    expect(apply(stateWith({ [up]: ['AH'] }), { from: up, to: 'foundation-down-S' })).toMatchObject(
      {
        ok: false,
        error: { message: 'a foundation card can only move to the other foundation of its suit' },
      },
    )
  })

  it('an up foundation starts with an ace, a down one with a king, each in suit', () => {
    const state = stateWith({
      stock: ['2C'],
      'tableau-1': ['AH'],
      'tableau-13': ['KH'],
      'tableau-2': ['2S'],
    })
    expect(ok(apply(state, { from: 'tableau-1', to: up })).piles[up]).toEqual(['AH'])
    expect(ok(apply(state, { from: 'tableau-13', to: down })).piles[down]).toEqual(['KH'])
    expect(apply(state, { from: 'tableau-13', to: up })).toMatchObject({
      ok: false,
      error: {
        message:
          "the king of hearts can't be played there: the hearts up foundation needs an ace next, not a king",
      },
    })
    expect(apply(state, { from: 'tableau-2', to: up })).toMatchObject({
      ok: false,
      error: {
        message:
          "the 2 of spades can't be played there: the hearts up foundation only takes hearts",
      },
    })
  })

  it('when both foundations want the same rank, a card may go on either', () => {
    const state = hearts({ 'tableau-7': ['7H'] }, 6, 8)
    const moves = legalMoves(state).filter((m) => 'from' in m && m.from === 'tableau-7')
    expect(moves).toEqual([
      { from: 'tableau-7', to: up },
      { from: 'tableau-7', to: down },
    ])
  })

  it('the closed form: at n_s = 13 any rank of the suit is playable, otherwise only the next ones', () => {
    const met = stateWith({ [up]: upTo('H', 3), [down]: downTo('H', 4) })
    expect(parseCards('AH 5H TH KH').every((card) => playableWithTransfers(met, card))).toBe(true)
    const apart = stateWith({ [up]: upTo('H', 3), [down]: downTo('H', 6) })
    expect(parseCards('4H 5H').map((card) => playableWithTransfers(apart, card))).toEqual([
      true,
      true,
    ])
    expect(parseCards('3H 6H 4S').map((card) => playableWithTransfers(apart, card))).toEqual([
      false,
      false,
      false,
    ])
  })
})
