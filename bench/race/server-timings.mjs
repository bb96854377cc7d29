// The race server's own account of its moves, read from its Prometheus histograms (GET /metrics,
// apps/server/src/metrics.ts) before and after each measured window: the time from a race:move
// reaching its handler to its answer, and the move log's writes (moves a write, time a write).
// Set beside the load generator's round trip, it splits a slow move into the server's handler
// and everything outside it (the socket, the event loop's queue, the network, the client).
// Quantiles come from the histogram's buckets, linearly within a bucket: coarse, but each
// bucket's count is exact.

const HISTOGRAMS = ['race_move_ack_seconds', 'move_log_batch_moves', 'move_log_flush_seconds']

/** The server's histograms now, or null when /metrics does not answer. */
export async function readServerHistograms(url) {
  try {
    const response = await fetch(`${url}/metrics`)
    if (!response.ok) return null
    return parseHistograms(await response.text())
  } catch {
    return null
  }
}

/**
 * Each histogram's series for `result="ok"` in Prometheus text: `{ le: [...], counts: [...]
 * (cumulative, one per bound, +Inf last), sum, count }`, by name.
 */
export function parseHistograms(text) {
  const histograms = {}
  for (const name of HISTOGRAMS) histograms[name] = { le: [], counts: [], sum: 0, count: 0 }
  for (const line of text.split('\n')) {
    const match = /^(\w+)_(bucket|sum|count)\{([^}]*)\} (\S+)$/.exec(line)
    if (!match) continue
    const [, name, part, labels, value] = match
    const histogram = histograms[name]
    if (!histogram || !labels.includes('result="ok"')) continue
    if (part === 'bucket') {
      const le = /le="([^"]+)"/.exec(labels)?.[1]
      histogram.le.push(le === '+Inf' ? Infinity : Number(le))
      histogram.counts.push(Number(value))
    } else histogram[part] = Number(value)
  }
  return histograms
}

/** What was observed between two readings (after − before), histogram by histogram. */
export function windowOf(after, before) {
  const window = {}
  for (const name of HISTOGRAMS) {
    const a = after[name]
    const b = before[name]
    window[name] = {
      le: a.le,
      counts: a.counts.map((count, i) => count - (b.counts[i] ?? 0)),
      sum: a.sum - b.sum,
      count: a.count - b.count,
    }
  }
  return window
}

/** Several windows' observations as one (the rounds of a lane). */
export function mergeWindows(windows) {
  const [first, ...rest] = windows
  if (!first) return null
  const merged = structuredClone(first)
  for (const window of rest)
    for (const name of HISTOGRAMS) {
      const into = merged[name]
      const from = window[name]
      from.counts.forEach((count, i) => (into.counts[i] = (into.counts[i] ?? 0) + count))
      into.sum += from.sum
      into.count += from.count
    }
  return merged
}

/** The q-quantile of a histogram, linear within its bucket; the last finite bound at most. */
export function quantileOf({ le, counts, count }, q) {
  if (count === 0) return null
  const rank = q * count
  let below = 0
  for (let i = 0; i < le.length; i++) {
    if (counts[i] >= rank) {
      const lower = i === 0 ? 0 : le[i - 1]
      const upper = Number.isFinite(le[i]) ? le[i] : lower
      const inBucket = counts[i] - below
      return inBucket === 0 ? upper : lower + ((rank - below) / inBucket) * (upper - lower)
    }
    below = counts[i]
  }
  return le.at(-2) ?? null
}

/** The figures the report prints: ms for times, moves for the batch size. */
export function serverTimings(window) {
  if (!window) return null
  const ack = window.race_move_ack_seconds
  const write = window.move_log_flush_seconds
  const batch = window.move_log_batch_moves
  const ms = (seconds) => (seconds === null ? null : seconds * 1000)
  return {
    answers: ack.count,
    answerP50Ms: ms(quantileOf(ack, 0.5)),
    answerP95Ms: ms(quantileOf(ack, 0.95)),
    answerP99Ms: ms(quantileOf(ack, 0.99)),
    writes: write.count,
    movesPerWrite: batch.count === 0 ? null : batch.sum / batch.count,
    writeMeanMs: write.count === 0 ? null : (write.sum / write.count) * 1000,
    writeP99Ms: ms(quantileOf(write, 0.99)),
  }
}
