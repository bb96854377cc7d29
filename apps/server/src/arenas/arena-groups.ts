// A round's groups (docs/arena.md): the entrants in as few groups of up to 8 as hold them, the
// sizes differing by at most one (17 entrants: 6, 6, 5, never 8, 8, 1); the entrants shuffled
// first (round-draw.ts) so the same people do not always race each other. Pure.

const GROUP_MAX = 8

/** A shuffled copy (Fisher–Yates on `random`). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

/** `ordered` cut in order into as few balanced groups of up to `max` as hold it. */
export function inBalancedGroups<T>(ordered: readonly T[], max = GROUP_MAX): T[][] {
  if (ordered.length === 0) return []
  const count = Math.ceil(ordered.length / max)
  const base = Math.floor(ordered.length / count)
  const bigger = ordered.length % count
  const groups: T[][] = []
  let at = 0
  for (let g = 0; g < count; g++) {
    const size = base + (g < bigger ? 1 : 0)
    groups.push(ordered.slice(at, at + size))
    at += size
  }
  return groups
}
