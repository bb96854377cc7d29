// A round's groups (docs/arena.md): the entrants in as few groups of up to 8 as hold them, the
// sizes differing by at most one (17 entrants: 6, 6, 5, never 8, 8, 1), in a shuffled order so
// the same people do not always race each other. Pure.

const GROUP_MAX = 8

/** Balanced groups of up to `max`; `order` shuffles (a permutation of the indexes). */
export function groupsOf<T>(
  entrants: readonly T[],
  random: () => number = Math.random,
  max = GROUP_MAX,
): T[][] {
  if (entrants.length === 0) return []
  const shuffled = [...entrants]
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!]
  }
  const count = Math.ceil(shuffled.length / max)
  const base = Math.floor(shuffled.length / count)
  const bigger = shuffled.length % count
  const groups: T[][] = []
  let at = 0
  for (let g = 0; g < count; g++) {
    const size = base + (g < bigger ? 1 : 0)
    groups.push(shuffled.slice(at, at + size))
    at += size
  }
  return groups
}
