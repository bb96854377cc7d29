// A round's groups and the node that deals each (docs/arena.md, "A round over the nodes of a
// cluster"). An entrant plays on the node that runs its race; one whose socket is on another node
// is moved there (MOVED, a new socket and a join) in the round's first seconds. So the entrants
// are drawn by the node they are connected to: those on one node fill groups together (shuffled
// among themselves), and each group goes to the node most of its entrants are on, unless that
// node already deals its cap (`SHARE_SLACK` times an even share); then to the least loaded node.
// Entrants with no socket on a live node fill the last groups. Pure.
import { inBalancedGroups, shuffled } from './arena-groups.js'

/** A node may deal this many times an even share of the groups (rounded up), no more. */
const SHARE_SLACK = 1.25

export interface DrawnGroup<T> {
  node: string
  entrants: T[]
}

/**
 * The round's groups, each with its node. `nodes`: the live nodes, the claiming node first (it
 * takes the first of equal choices, so a round nobody's whereabouts are known in goes round robin
 * from it: the claiming node, then the others in id order). `connectedTo`: the nodes an entrant
 * has a socket on (any order; nodes not live are ignored).
 */
export function drawGroups<T>(
  entrants: readonly T[],
  connectedTo: (entrant: T) => readonly string[],
  nodes: readonly string[],
  random: () => number = Math.random,
): DrawnGroup<T>[] {
  const order = [...new Set(nodes)]
  const rank = new Map(order.map((node, i) => [node, i]))
  const placed = entrants.map((entrant) => {
    const on = [...new Set(connectedTo(entrant))].filter((node) => rank.has(node))
    return { entrant, on: on.sort((a, b) => rank.get(a)! - rank.get(b)!) }
  })
  // By the first live node each is connected to; those connected nowhere last.
  const byNode = shuffled(placed, random).sort(
    (a, b) => firstRank(a.on, rank, order.length) - firstRank(b.on, rank, order.length),
  )
  const groups = inBalancedGroups(byNode)
  const cap = Math.ceil((groups.length * SHARE_SLACK) / order.length)
  const load = new Map(order.map((node) => [node, 0]))
  const leastLoaded = () => order.reduce((best, n) => (load.get(n)! < load.get(best)! ? n : best))
  // The groups most of one node first, so a mixed group does not take a node's last slot.
  const majorities = groups.map((group) =>
    majority(
      group.map((p) => p.on),
      order,
    ),
  )
  const byStrength = groups
    .map((_, i) => i)
    .sort((a, b) => majorities[b]!.count - majorities[a]!.count)
  const assigned: string[] = []
  for (const i of byStrength) {
    const { node } = majorities[i]!
    const to = node !== null && load.get(node)! < cap ? node : leastLoaded()
    load.set(to, load.get(to)! + 1)
    assigned[i] = to
  }
  return groups.map((group, i) => ({ node: assigned[i]!, entrants: group.map((p) => p.entrant) }))
}

function firstRank(on: readonly string[], rank: ReadonlyMap<string, number>, none: number) {
  return on.length === 0 ? none : rank.get(on[0]!)!
}

/** The node the most of a group's entrants are connected to (the earliest of equals), if any. */
function majority(
  on: ReadonlyArray<readonly string[]>,
  order: readonly string[],
): { node: string | null; count: number } {
  const counts = new Map<string, number>()
  for (const nodes of on) for (const node of nodes) counts.set(node, (counts.get(node) ?? 0) + 1)
  let best: { node: string | null; count: number } = { node: null, count: 0 }
  for (const node of order) {
    const count = counts.get(node) ?? 0
    if (count > best.count) best = { node, count }
  }
  return best
}
