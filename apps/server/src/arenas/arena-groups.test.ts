// A round's groups: as few groups of up to 8 as hold everyone, sizes within one of each other,
// everyone in exactly one, in the order given.
import { describe, expect, it } from 'vitest'
import { inBalancedGroups, shuffled } from './arena-groups.js'

describe('arena groups', () => {
  it.each([
    [0, []],
    [1, [1]],
    [8, [8]],
    [9, [5, 4]],
    [17, [6, 6, 5]],
    [1000, Array<number>(125).fill(8)],
  ])('puts %i entrants in groups of %j', (n, sizes) => {
    const entrants = Array.from({ length: n }, (_, i) => i)
    const groups = inBalancedGroups(entrants)
    expect(groups.map((g) => g.length)).toEqual(sizes)
    expect(groups.flat()).toEqual(entrants)
  })

  it('shuffles a copy, keeping everyone', () => {
    const entrants = Array.from({ length: 20 }, (_, i) => i)
    const out = shuffled(entrants, () => 0)
    expect(out).not.toEqual(entrants)
    expect([...out].sort((a, b) => a - b)).toEqual(entrants)
    expect(entrants[0]).toBe(0)
  })
})
