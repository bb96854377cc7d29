// Preload for the server under test that records where it allocates memory, garbage included:
//   node bench/race/race-load.mjs … --server-node-options="--import=./bench/race/alloc-profile.mjs"
// V8's sampling heap profiler normally forgets objects once collected; with both "include
// collected" flags it keeps them, so the profile shows allocation, not what is still alive.
// With ALLOC_PROFILE_LIVE=1 it keeps only objects not yet collected when the server stops: what
// is live plus what was promoted to the old generation and awaits a major GC (the objects that
// outlived the young generation, which is what makes mark-compacts).
// Written to ALLOC_PROFILE (default server.heapprofile in the temp folder) when the server gets SIGTERM, as
// bench:race stops it. Summarise with alloc-profile-top.mjs.
import { writeFileSync } from 'node:fs'
import inspector from 'node:inspector'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const out = process.env.ALLOC_PROFILE ?? join(tmpdir(), 'server.heapprofile')
const session = new inspector.Session()
session.connect()
session.post('HeapProfiler.enable')
const start = () =>
  session.post('HeapProfiler.startSampling', {
    samplingInterval: 32_768,
    includeObjectsCollectedByMajorGC: !process.env.ALLOC_PROFILE_LIVE,
    includeObjectsCollectedByMinorGC: !process.env.ALLOC_PROFILE_LIVE,
  })
// ALLOC_PROFILE_AFTER_S: start sampling only after that many seconds, past the sockets' setup
// (players and races created), so that the profile is of the moves alone.
const afterS = Number(process.env.ALLOC_PROFILE_AFTER_S ?? 0)
if (afterS > 0) setTimeout(start, afterS * 1000).unref()
else start()
// Before the server's own handler, which exits once it has closed.
process.prependListener('SIGTERM', () => {
  session.post('HeapProfiler.stopSampling', (error, result) => {
    if (error) console.error(`alloc-profile: ${error.message}`)
    else writeFileSync(out, JSON.stringify(result.profile))
  })
})
