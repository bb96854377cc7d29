// A round's groups over the live nodes of a cluster (docs/arena.md, "A round over the nodes of a
// cluster"): which node deals each group, and which groups a node deals when it looks. Pure.

/** One process: the one "node" every group is assigned to. */
export const ONE_PROCESS = 'local'

/**
 * The node assigned to deal each of `groups` groups: the claiming node (`self`) first, then the
 * other live nodes in id order, round robin. The shares differ by at most one group, and a round
 * of one group (or a node alone) stays on the claiming node.
 */
export function assignShares(groups: number, self: string, others: readonly string[]): string[] {
  const order = [self, ...[...new Set(others)].filter((node) => node !== self).sort()]
  return Array.from({ length: groups }, (_, i) => order[i % order.length]!)
}

/** A stored group as the dealing reads it: its race's id and the node assigned to it. */
interface Assigned {
  raceId: string
  node: string
}

/**
 * The groups `self` deals now: those without a race yet (`dealt`: the race ids stored or being
 * dealt), assigned to `self`, or to anyone once the round's deal deadline has passed (their
 * node is missing or slow). Two nodes dealing one group is settled by the races' key: the
 * group's race id is fixed, so only one of them stores it.
 */
export function groupsToDeal<G extends Assigned>(
  groups: readonly G[],
  self: string,
  dealt: ReadonlySet<string>,
  overdue: boolean,
): G[] {
  return groups.filter((g) => !dealt.has(g.raceId) && (overdue || g.node === self))
}
