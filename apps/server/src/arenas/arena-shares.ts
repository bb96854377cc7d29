// A round's groups over the live nodes of a cluster (docs/arena.md, "A round over the nodes of a
// cluster"): which groups a node deals when it looks, its own (assigned by round-draw.ts) and
// those it takes over. Pure.

/** One process: the one "node" every group is assigned to. */
export const ONE_PROCESS = 'local'

/** A group of a round's plan as the dealing reads it: its race's id and its assigned node. */
interface Assigned {
  raceId: string
  node: string
}

/**
 * How late a round's dealing is: `own` before its deal deadline (each node deals its share),
 * `fallback` after it (a group still without a race goes to one other live node, by its index),
 * `anyone` after twice the deadline (any node deals what is left).
 */
export type DealPhase = 'own' | 'fallback' | 'anyone'

/**
 * The node that takes over group `index` when its node did not deal it in time: the live nodes
 * other than the assigned one, by the group's index (so the takeovers are spread, and two nodes
 * do not both race for every group); the assigned node itself when no other is live.
 */
export function fallbackNode(index: number, assigned: string, live: readonly string[]): string {
  const others = [...new Set(live)].filter((node) => node !== assigned).sort()
  return others.length === 0 ? assigned : others[index % others.length]!
}

/**
 * The groups `self` deals now: those without a race yet (`dealt`: the race ids stored or being
 * dealt here) that are its own, or its to take over in the `fallback` phase, or any in the
 * `anyone` phase. Two nodes dealing one group is settled by the races' key: the group's race id
 * is fixed, so only one of them stores it.
 */
export function groupsToDeal<G extends Assigned>(
  groups: readonly G[],
  self: string,
  dealt: ReadonlySet<string>,
  phase: DealPhase,
  live: readonly string[],
): G[] {
  return groups.filter(
    (g, i) =>
      !dealt.has(g.raceId) &&
      (g.node === self ||
        phase === 'anyone' ||
        (phase === 'fallback' && fallbackNode(i, g.node, live) === self)),
  )
}
