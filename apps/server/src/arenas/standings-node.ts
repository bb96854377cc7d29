// Which node pushes an arena's `arena:standings` (docs/arena.md): one node per arena at any time,
// before, during and between its rounds, so an entrant hears them at most once a second however
// many nodes its entrants join through or its races run on. Picked by the arena's id among the
// live nodes, so every node picks the same one and the arenas are spread over the nodes. Pure.

/** The node of `live` (any order) that pushes arena `arenaId`'s standings. */
export function standingsNode(arenaId: string, live: readonly string[]): string | null {
  const nodes = [...new Set(live)].sort()
  return nodes.length === 0 ? null : nodes[hashOf(arenaId) % nodes.length]!
}

/** A small string hash (FNV-1a), the same on every node. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}
