// A round's groups: as few groups of up to 8 as hold everyone, sizes within one of each other,
// everyone in exactly one.
import { describe, expect, it } from 'vitest'
import { groupsOf } from './arena-groups.js'

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
    const groups = groupsOf(entrants)
    expect(groups.map((g) => g.length)).toEqual(sizes)
    expect(groups.flat().sort((a, b) => a - b)).toEqual(entrants)
  })
})
