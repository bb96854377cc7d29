// Latency histogram with logarithmic buckets (1 % wide), small enough to send over IPC and
// merge across worker processes; percentiles are exact to within one bucket.
const MIN_MS = 0.01
const GROWTH = 1.01
const LOG_GROWTH = Math.log(GROWTH)

export function createHistogram() {
  return { counts: {}, n: 0, sum: 0, max: 0 }
}

export function record(histogram, ms) {
  const index = ms <= MIN_MS ? 0 : Math.ceil(Math.log(ms / MIN_MS) / LOG_GROWTH)
  histogram.counts[index] = (histogram.counts[index] ?? 0) + 1
  histogram.n += 1
  histogram.sum += ms
  if (ms > histogram.max) histogram.max = ms
}

export function merge(histograms) {
  const total = createHistogram()
  for (const h of histograms) {
    for (const [index, count] of Object.entries(h.counts)) {
      total.counts[index] = (total.counts[index] ?? 0) + count
    }
    total.n += h.n
    total.sum += h.sum
    total.max = Math.max(total.max, h.max)
  }
  return total
}

/** The bucket's upper edge at quantile q (0–1), or null for an empty histogram. */
export function percentile(histogram, q) {
  if (histogram.n === 0) return null
  const rank = Math.max(1, Math.ceil(q * histogram.n))
  const indexes = Object.keys(histogram.counts)
    .map(Number)
    .sort((a, b) => a - b)
  let seen = 0
  for (const index of indexes) {
    seen += histogram.counts[index]
    if (seen >= rank) return Math.min(histogram.max, MIN_MS * GROWTH ** index)
  }
  return histogram.max
}
