// bench:solvability statistics: the Wilson score interval and percentiles.

/** 95 % Wilson score interval for `hits` successes in `n` trials, as [low, high] shares. */
export function wilson(hits, n, z = 1.96) {
  if (n === 0) return [0, 1]
  const p = hits / n
  const z2 = z * z
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n)
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))
  return [Math.max(0, centre - half), Math.min(1, centre + half)]
}

/** The q-quantile (0…1) of numbers, nearest rank. */
export function percentile(values, q) {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
  return sorted[rank]
}

/** One table row from a game/variant's per-deal results. */
export function summarise(results) {
  const n = results.length
  // Settled: won, or proved that no line wins (a proved best count short of a win is that too).
  const proved = results.filter((r) => r.proved || r.lost).length
  const won = results.filter((r) => r.cards === r.total).length
  const [low, high] = wilson(won, n)
  const ms = results.map((r) => r.ms)
  return {
    deals: n,
    proved,
    winnable: won / n,
    winnableLow: low,
    winnableHigh: high,
    unresolved: (n - proved) / n,
    medianMs: percentile(ms, 0.5),
    p95Ms: percentile(ms, 0.95),
    // Which deals stayed unresolved, to be solved again at a larger budget (the first 100).
    unresolvedSeeds: results
      .filter((r) => !(r.proved || r.lost))
      .map((r) => r.seed)
      .slice(0, 100),
  }
}
