// The race server's histograms, read from its /metrics text before and after a window, give what
// the server observed inside that window: the handler's answer times and the move log's writes.
import { describe, expect, it } from 'vitest'
import {
  mergeWindows,
  parseHistograms,
  quantileOf,
  serverTimings,
  windowOf,
} from '../race/server-timings.mjs'

/** /metrics text with the three histograms; `ack` are cumulative counts for le 0.001…+Inf. */
function metricsText(ack: number[], ackSum: number, batches: number, moves: number): string {
  const bounds = ['0.001', '0.0025', '0.005', '0.01', '+Inf']
  const lines = ['# HELP race_move_ack_seconds …', '# TYPE race_move_ack_seconds histogram']
  bounds.forEach((le, i) =>
    lines.push(`race_move_ack_seconds_bucket{le="${le}",result="ok"} ${ack[i]}`),
  )
  // A refused move's series must not count.
  lines.push('race_move_ack_seconds_bucket{le="+Inf",result="refused"} 500')
  lines.push(`race_move_ack_seconds_sum{result="ok"} ${ackSum}`)
  lines.push(`race_move_ack_seconds_count{result="ok"} ${ack.at(-1)}`)
  lines.push(`move_log_batch_moves_bucket{le="+Inf",result="ok"} ${batches}`)
  lines.push(`move_log_batch_moves_sum{result="ok"} ${moves}`)
  lines.push(`move_log_batch_moves_count{result="ok"} ${batches}`)
  lines.push(`move_log_flush_seconds_bucket{le="0.002",result="ok"} ${batches}`)
  lines.push(`move_log_flush_seconds_bucket{le="+Inf",result="ok"} ${batches}`)
  lines.push(`move_log_flush_seconds_sum{result="ok"} ${batches * 0.0015}`)
  lines.push(`move_log_flush_seconds_count{result="ok"} ${batches}`)
  lines.push('nodejs_eventloop_lag_p99_seconds 0.02')
  return lines.join('\n')
}

describe('server timings', () => {
  it('counts only what happened between the two readings', () => {
    const before = parseHistograms(metricsText([10, 10, 10, 10, 10], 0.005, 4, 10))
    // In the window: 100 answers, 50 under 1 ms, 40 from 1 to 2.5 ms, 10 from 5 to 10 ms.
    const after = parseHistograms(metricsText([60, 100, 100, 110, 110], 0.205, 14, 110))
    const timings = serverTimings(windowOf(after, before))
    expect(timings).toMatchObject({ answers: 100, writes: 10, movesPerWrite: 10 })
    expect(timings?.answerP50Ms).toBeCloseTo(1, 5)
    // The 95th answer is half way into the 5–10 ms bucket.
    expect(timings?.answerP95Ms).toBeCloseTo(7.5, 5)
    expect(timings?.writeMeanMs).toBeCloseTo(1.5, 5)
  })

  it('merges rounds before taking quantiles', () => {
    const zero = parseHistograms(metricsText([0, 0, 0, 0, 0], 0, 0, 0))
    const fast = windowOf(
      parseHistograms(metricsText([100, 100, 100, 100, 100], 0.05, 10, 100)),
      zero,
    )
    const slow = windowOf(parseHistograms(metricsText([0, 0, 0, 100, 100], 0.8, 10, 100)), zero)
    const merged = mergeWindows([fast, slow])
    expect(merged?.race_move_ack_seconds.count).toBe(200)
    expect(serverTimings(merged)?.answerP99Ms).toBeGreaterThan(5)
    expect(serverTimings(mergeWindows([fast]))?.answerP99Ms).toBeLessThanOrEqual(1)
  })

  it('has no quantile for an empty histogram and caps one in the +Inf bucket', () => {
    expect(quantileOf({ le: [0.001, Infinity], counts: [0, 0], sum: 0, count: 0 }, 0.5)).toBeNull()
    expect(quantileOf({ le: [0.001, Infinity], counts: [0, 4], sum: 9, count: 4 }, 0.5)).toBe(0.001)
  })
})
