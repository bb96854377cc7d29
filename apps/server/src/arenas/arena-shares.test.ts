import { describe, expect, it } from 'vitest'
import { assignShares, fallbackNode, groupsToDeal } from './arena-shares.js'

const count = (nodes: string[]) =>
  nodes.reduce((m, n) => m.set(n, (m.get(n) ?? 0) + 1), new Map<string, number>())

describe('assignShares', () => {
  it('gives every node of three a share of 125 groups, differing by at most one', () => {
    const nodes = assignShares(125, 'node-2', ['node-3', 'node-1'])
    expect(nodes).toHaveLength(125)
    expect(count(nodes)).toEqual(
      new Map([
        ['node-2', 42],
        ['node-1', 42],
        ['node-3', 41],
      ]),
    )
  })

  it('starts with the claiming node, then the others in id order', () => {
    expect(assignShares(5, 'node-2', ['node-3', 'node-1'])).toEqual([
      'node-2',
      'node-1',
      'node-3',
      'node-2',
      'node-1',
    ])
  })

  it('keeps a round of one group on the claiming node', () => {
    expect(assignShares(1, 'node-2', ['node-1'])).toEqual(['node-2'])
  })

  it('gives a node alone (one process) every group', () => {
    expect(assignShares(3, 'local', [])).toEqual(['local', 'local', 'local'])
  })

  it('counts a node named twice, or itself among the others, once', () => {
    expect(count(assignShares(4, 'a', ['b', 'a', 'b']))).toEqual(
      new Map([
        ['a', 2],
        ['b', 2],
      ]),
    )
  })

  it('assigns nothing for a round without entrants', () => {
    expect(assignShares(0, 'a', ['b'])).toEqual([])
  })
})

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
