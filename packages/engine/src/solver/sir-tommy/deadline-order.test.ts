// The deadline move order (deadline-order.ts) only reorders: from random positions it offers the
// same moves as the default order, and on some of them in another order; its earliest times up
// follow the stock.
import { describe, expect, it } from 'vitest'
import { latePosition } from '../../test-support/sir-tommy-plain.js'
import { DEADLINE_ORDER, deadlineScore } from './deadline-order.js'
import { FROM_PENDING, TO_WASTE } from './encoding.js'
import { SirTommyPosition } from './position.js'

const ontoWaste = (move: number) => move >> 4 === FROM_PENDING && (move & 15) >= TO_WASTE

function offered(p: SirTommyPosition): number[] {
  const out = new Int32Array(128)
  return Array.from(out.subarray(0, p.candidates(out, 0, false)))
}

describe('Sir Tommy: the deadline move order', () => {
  it('offers the default order’s moves, in another order on some positions', () => {
    let reordered = 0
    for (let i = 0; i < 60; i++) {
      const picks = Array.from({ length: 60 }, (_, k) => (k * 7919 + i * 104729) % 1000)
      const state = latePosition('standard', `deadline-${i % 20}`, picks, 40 - (i % 3) * 10)
      const plain = offered(new SirTommyPosition(state, true, 2))
      const deadline = offered(new SirTommyPosition(state, true, 2 + DEADLINE_ORDER))
      expect([...deadline].sort()).toEqual([...plain].sort())
      if (deadline.join() !== plain.join()) reordered++
    }
    expect(reordered).toBeGreaterThanOrEqual(5)
  })

  it('puts the pending card first where it blocks no card needed sooner', () => {
    let checked = 0
    for (let i = 0; i < 40; i++) {
      const picks = Array.from({ length: 30 }, (_, k) => (k * 31 + i * 977) % 1000)
      const state = latePosition('standard', `deadline-${i}`, picks, 30)
      const p = new SirTommyPosition(state, true, DEADLINE_ORDER)
      if (p.pending < 0) continue
      const first = offered(p).find(ontoWaste)
      if (first === undefined) continue
      checked++
      // No move onto a waste pile scores better than the one tried first by more than the
      // near-tie a perturbed order may draw (three points).
      for (const move of offered(p).filter(ontoWaste))
        expect(deadlineScore(p, move)).toBeGreaterThanOrEqual(deadlineScore(p, first) - 2)
    }
    expect(checked).toBeGreaterThanOrEqual(5)
  })
})
