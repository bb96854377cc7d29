import { describe, expect, it } from 'vitest'
import { assignShares, groupsToDeal } from './arena-shares.js'

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

describe('groupsToDeal', () => {
  const groups = [
    { raceId: 'r0', node: 'a' },
    { raceId: 'r1', node: 'b' },
    { raceId: 'r2', node: 'a' },
    { raceId: 'r3', node: 'c' },
  ]

  it("before the deadline: only this node's own groups not dealt yet", () => {
    expect(groupsToDeal(groups, 'a', new Set(['r2']), false).map((g) => g.raceId)).toEqual(['r0'])
  })

  it('after the deadline: every group nobody dealt, whoever it was assigned to', () => {
    expect(groupsToDeal(groups, 'a', new Set(['r0', 'r1']), true).map((g) => g.raceId)).toEqual([
      'r2',
      'r3',
    ])
  })

  it('nothing once every group has its race', () => {
    expect(groupsToDeal(groups, 'b', new Set(['r0', 'r1', 'r2', 'r3']), true)).toEqual([])
  })
})
