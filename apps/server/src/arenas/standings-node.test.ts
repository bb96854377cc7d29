// One node pushes an arena's standings: every node picks the same one from the same live nodes,
// and the arenas are spread over the nodes.
import { describe, expect, it } from 'vitest'
import { standingsNode } from './standings-node.js'

describe('standingsNode', () => {
  it('is the same node whichever node asks (the live nodes in any order)', () => {
    const live = ['node-2', 'node-1', 'node-3']
    for (const id of ['a1', 'b2', 'DqwzUoUVXkW5'])
      expect(
        new Set(
          [live, [...live].reverse(), ['node-3', 'node-1', 'node-2']].map((l) =>
            standingsNode(id, l),
          ),
        ).size,
      ).toBe(1)
  })

  it('spreads many arenas over every live node', () => {
    const live = ['node-1', 'node-2', 'node-3']
    const picked = Array.from({ length: 60 }, (_, i) => standingsNode(`arena-${i}`, live))
    for (const node of live) expect(picked.filter((n) => n === node).length).toBeGreaterThan(10)
  })

  it('is the only node when one is live, and none when none is', () => {
    expect(standingsNode('a1', ['local'])).toBe('local')
    expect(standingsNode('a1', [])).toBeNull()
  })
})
