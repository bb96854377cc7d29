// A round's groups and their nodes: entrants connected to one node share groups dealt there, the
// shares stay within SHARE_SLACK of even, and without any whereabouts the groups go round robin
// from the claiming node (as before affinity).
import { describe, expect, it } from 'vitest'
import { drawGroups } from './round-draw.js'

interface Entrant {
  id: number
  on: string[]
}

const count = (nodes: string[]) =>
  nodes.reduce((m, n) => m.set(n, (m.get(n) ?? 0) + 1), new Map<string, number>())

/** `n` entrants, entrant i connected to `where(i)`. */
const entrants = (n: number, where: (i: number) => string[]): Entrant[] =>
  Array.from({ length: n }, (_, i) => ({ id: i, on: where(i) }))

/** How many entrants play on another node than the one their socket is on. */
const moved = (groups: ReturnType<typeof drawGroups<Entrant>>) =>
  groups.reduce((n, g) => n + g.entrants.filter((e) => !e.on.includes(g.node)).length, 0)

const draw = (list: Entrant[], nodes: string[]) => drawGroups(list, (e) => e.on, nodes)

describe('drawGroups', () => {
  it('deals 300 entrants spread as the bench spreads them on their own nodes: nobody moved', () => {
    const nodes = ['node-2', 'node-1', 'node-3']
    // The bench: entrant i on node ⌊i / 8⌋ mod 3 (round robin gave two in three another node).
    const list = entrants(300, (i) => [`node-${(Math.floor(i / 8) % 3) + 1}`])
    const groups = draw(list, nodes)
    expect(groups.map((g) => g.entrants.length)).toEqual([
      ...Array<number>(34).fill(8),
      ...Array<number>(4).fill(7),
    ])
    expect(groups.flatMap((g) => g.entrants.map((e) => e.id)).sort((a, b) => a - b)).toEqual(
      list.map((e) => e.id),
    )
    // 104, 96 and 100 entrants: two groups hold entrants of two nodes.
    expect(moved(groups)).toBeLessThanOrEqual(2 * 7)
    const shares = count(groups.map((g) => g.node))
    expect([...shares.values()].every((n) => n >= 11 && n <= 14)).toBe(true)
  })

  it('caps a node everyone is connected to at 1.25 times an even share', () => {
    const groups = draw(
      entrants(240, () => ['b']),
      ['a', 'b', 'c'],
    )
    // 30 groups: b deals 13 (⌈30 × 1.25 / 3⌉), a and c the rest between them.
    expect(count(groups.map((g) => g.node))).toEqual(
      new Map([
        ['b', 13],
        ['a', 9],
        ['c', 8],
      ]),
    )
  })

  it('puts entrants connected nowhere live in the last groups, round robin over the nodes left', () => {
    const list = entrants(24, (i) => (i < 8 ? ['c'] : i < 16 ? ['gone'] : []))
    const groups = draw(list, ['a', 'b', 'c'])
    const onC = groups.find((g) => g.entrants.some((e) => e.id < 8))!
    expect(onC.node).toBe('c')
    expect(onC.entrants.every((e) => e.id < 8)).toBe(true)
    expect(count(groups.map((g) => g.node))).toEqual(
      new Map([
        ['c', 1],
        ['a', 1],
        ['b', 1],
      ]),
    )
  })

  it("gives a group to the node most of it is on, counting every node of an entrant's tabs", () => {
    const list = entrants(8, (i) => (i < 3 ? ['a'] : ['b', 'c']))
    // 3 on a, 5 on b and c: b and c tie, the earlier in the nodes' order takes it.
    expect(draw(list, ['c', 'a', 'b'])[0]!.node).toBe('c')
  })

  it('without whereabouts: round robin from the claiming node, then the others in the order given', () => {
    const groups = draw(
      entrants(40, () => []),
      ['node-2', 'node-1', 'node-3'],
    )
    expect(groups.map((g) => g.node)).toEqual(['node-2', 'node-1', 'node-3', 'node-2', 'node-1'])
  })

  it('keeps a round of one group nobody is known in on the claiming node; one process deals all', () => {
    expect(
      draw(
        entrants(5, () => []),
        ['b', 'a'],
      ).map((g) => g.node),
    ).toEqual(['b'])
    expect(
      draw(
        entrants(24, () => []),
        ['local'],
      ).map((g) => g.node),
    ).toEqual(['local', 'local', 'local'])
  })

  it('counts a node named twice once, and draws nothing without entrants', () => {
    expect(
      count(
        draw(
          entrants(32, () => []),
          ['a', 'b', 'a'],
        ).map((g) => g.node),
      ),
    ).toEqual(
      new Map([
        ['a', 2],
        ['b', 2],
      ]),
    )
    expect(draw([], ['a', 'b'])).toEqual([])
  })
})
