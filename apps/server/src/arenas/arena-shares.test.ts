import { describe, expect, it } from 'vitest'
import { fallbackNode, groupsToDeal } from './arena-shares.js'

describe('fallbackNode', () => {
  it("spreads a missing node's groups over the other live nodes", () => {
    const live = ['a', 'b', 'c']
    expect([0, 1, 2, 3].map((i) => fallbackNode(i, 'c', live))).toEqual(['a', 'b', 'a', 'b'])
  })

  it('keeps a group on its node when no other node is live', () => {
    expect(fallbackNode(3, 'a', ['a'])).toBe('a')
  })
})

describe('groupsToDeal', () => {
  const groups = [
    { raceId: 'r0', node: 'a' },
    { raceId: 'r1', node: 'b' },
    { raceId: 'r2', node: 'a' },
    { raceId: 'r3', node: 'c' },
  ]
  const live = ['a', 'b', 'c']
  const ids = (gs: Array<{ raceId: string }>) => gs.map((g) => g.raceId)

  it("before the deadline: only this node's own groups not dealt yet", () => {
    expect(ids(groupsToDeal(groups, 'a', new Set(['r2']), 'own', live))).toEqual(['r0'])
  })

  it('after the deadline: its own, and the groups it takes over from the others', () => {
    // r1 (b's, index 1) falls to c; r3 (c's, index 3) falls to b: a takes over nothing. (A group
    // of a's it has not dealt yet would fall to b: index 0.)
    expect(ids(groupsToDeal(groups, 'a', new Set(), 'fallback', live))).toEqual(['r0', 'r2'])
    expect(ids(groupsToDeal(groups, 'b', new Set(['r0', 'r1', 'r2']), 'fallback', live))).toEqual([
      'r3',
    ])
    expect(ids(groupsToDeal(groups, 'c', new Set(['r0', 'r2', 'r3']), 'fallback', live))).toEqual([
      'r1',
    ])
  })

  it('every group a missing node did not deal has a taker among the live nodes', () => {
    const alive = ['a', 'b']
    const taken = ['a', 'b'].flatMap((n) =>
      ids(groupsToDeal(groups, n, new Set(), 'fallback', alive)),
    )
    expect(taken.filter((id) => id === 'r3')).toHaveLength(1)
  })

  it('after twice the deadline: every group nobody dealt, whoever it was assigned to', () => {
    expect(ids(groupsToDeal(groups, 'a', new Set(['r0', 'r1']), 'anyone', live))).toEqual([
      'r2',
      'r3',
    ])
  })

  it('nothing once every group has its race', () => {
    const all = new Set(['r0', 'r1', 'r2', 'r3'])
    expect(groupsToDeal(groups, 'b', all, 'anyone', live)).toEqual([])
  })
})
