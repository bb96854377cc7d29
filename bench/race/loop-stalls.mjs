// Preload for the server under test that records where its event loop stops, second by second:
//   LOOP_STALLS=/tmp/stalls.json node bench/race/race-load.mjs … \
//     --server-node-options="--import=./bench/race/loop-stalls.mjs"
// Each second it keeps the event-loop delay (monitorEventLoopDelay, 1 ms resolution: p50, p99,
// max) and the garbage collector's pauses in that second (PerformanceObserver 'gc': count,
// total and longest, minor and major apart). Written to LOOP_STALLS (default
// server-stalls.json in the temp folder) when the server gets SIGTERM, as bench:race stops it.
// Summarise with loop-stalls-top.mjs.
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'

const out = process.env.LOOP_STALLS ?? join(tmpdir(), 'server-stalls.json')
const delay = monitorEventLoopDelay({ resolution: 1 })
delay.enable()

const emptyGc = () => ({ minor: [], major: [] })
let gc = emptyGc()
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = entry.detail?.kind ?? entry.kind
    const major =
      kind === constants.NODE_PERFORMANCE_GC_MAJOR ||
      kind === constants.NODE_PERFORMANCE_GC_INCREMENTAL
    ;(major ? gc.major : gc.minor).push(entry.duration)
  }
})
observer.observe({ entryTypes: ['gc'] })

const started = Date.now()
const seconds = []
const pauses = (list) => ({
  count: list.length,
  totalMs: round(list.reduce((sum, ms) => sum + ms, 0)),
  maxMs: round(Math.max(0, ...list)),
})
const round = (ms) => Math.round(ms * 10) / 10
const timer = setInterval(() => {
  seconds.push({
    at: Math.round((Date.now() - started) / 1000),
    loopP50Ms: round(delay.percentile(50) / 1e6),
    loopP99Ms: round(delay.percentile(99) / 1e6),
    loopMaxMs: round(delay.max / 1e6),
    minorGc: pauses(gc.minor),
    majorGc: pauses(gc.major),
    heapUsedMb: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
  })
  delay.reset()
  gc = emptyGc()
}, 1000)
timer.unref()

// Before the server's own handler, which exits once it has closed.
process.prependListener('SIGTERM', () => {
  clearInterval(timer)
  writeFileSync(out, JSON.stringify(seconds))
})
