// A load-generator process (forked by race-load.mjs): opens its share of lanes, then measures
// between the parent's `measure` and `stop` messages and reports its counts over IPC.
import { inBatches } from './client.mjs'
import { EchoLane } from './echo-lane.mjs'
import { createMetrics, endWindow, snapshot, startWindow } from './metrics.mjs'
import { RaceLane } from './race-lane.mjs'

const DRAIN_TIMEOUT_MS = 35_000
const OPEN_CONCURRENCY = 50
const START_CONCURRENCY = 200

const metrics = createMetrics()
let lanes = []

process.on('message', (message) => {
  void handle(message).catch((error) => {
    process.send?.({ type: 'failed', error: String(error?.stack ?? error) })
  })
})

async function handle(message) {
  if (message.cmd === 'setup') {
    const startedAt = performance.now()
    lanes = message.mode === 'echo' ? echoLanes(message) : raceLanes(message)
    await inBatches(lanes, OPEN_CONCURRENCY, (lane) => lane.open())
    // Every lane is seated before any starts, so set-up does not compete with moves.
    await inBatches(lanes, START_CONCURRENCY, (lane) => lane.start())
    process.send({ type: 'ready', setupMs: performance.now() - startedAt })
  } else if (message.cmd === 'measure') {
    startWindow(metrics)
  } else if (message.cmd === 'stop') {
    endWindow(metrics)
    for (const lane of lanes) lane.stop()
    const drained = await drain()
    for (const lane of lanes) lane.close()
    process.send({ type: 'result', drained, metrics: snapshot(metrics) })
    setTimeout(() => process.exit(0), 100)
  }
}

function raceLanes({ url, races, watchers, game, policy, thinkMs, thinkJitter, prefix, seed }) {
  const random = mulberry32(seed)
  return Array.from(
    { length: races },
    (_, i) =>
      new RaceLane({
        url,
        name: `${prefix}${i}`,
        game,
        policy,
        thinkMs,
        thinkJitter,
        watchers,
        metrics,
        random,
      }),
  )
}

function echoLanes({ url, races, watchers, fanout, thinkMs, thinkJitter, prefix, seed }) {
  // One lane per race, two acking sockets each: as many acking clients as there are racers.
  const random = mulberry32(seed)
  return Array.from(
    { length: races },
    (_, i) =>
      new EchoLane({
        url,
        name: `${prefix}${i}`,
        watchers,
        fanout,
        thinkMs,
        thinkJitter,
        random,
        metrics,
      }),
  )
}

/** Waits for every move in flight to be acknowledged (or time out). */
async function drain() {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS
  while (metrics.inFlight > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20))
  return metrics.inFlight === 0
}

/** Small seeded PRNG so a run's move choices can be repeated. */
function mulberry32(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
