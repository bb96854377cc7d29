// A load-generator process (forked by race-load.mjs): opens its share of lanes, paused, then
// per round: `resume` (load on), `measure` (window starts), `pause` (window ends, load off,
// moves in flight drained, the window's counts sent back); `stop` closes everything and sends
// the totals.
import { inBatches } from './client.mjs'
import { EchoLane } from './echo-lane.mjs'
import { createMetrics, endWindow, snapshot, startWindow, windowSnapshot } from './metrics.mjs'
import { PeerLane } from './peer-lane.mjs'
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
    lanes =
      message.mode === 'echo'
        ? echoLanes(message)
        : message.mode === 'peer'
          ? raceLanes(message, PeerLane)
          : raceLanes(message, RaceLane)
    await inBatches(lanes, OPEN_CONCURRENCY, (lane) => lane.open())
    // Every lane is seated before any starts, so set-up does not compete with moves.
    await inBatches(lanes, START_CONCURRENCY, (lane) => lane.start())
    process.send({ type: 'ready', setupMs: performance.now() - startedAt })
  } else if (message.cmd === 'resume') {
    for (const lane of lanes) lane.resume()
  } else if (message.cmd === 'measure') {
    startWindow(metrics)
  } else if (message.cmd === 'pause') {
    endWindow(metrics)
    for (const lane of lanes) lane.pause()
    const drained = await drain()
    process.send({ type: 'paused', drained, window: windowSnapshot(metrics) })
  } else if (message.cmd === 'stop') {
    endWindow(metrics)
    for (const lane of lanes) lane.stop()
    const drained = await drain()
    for (const lane of lanes) lane.close()
    process.send({ type: 'result', drained, metrics: snapshot(metrics) })
    setTimeout(() => process.exit(0), 100)
  }
}

function raceLanes(
  { url, races, watchers, game, policy, thinkMs, thinkJitter, prefix, seed, paused, ...cluster },
  Lane,
) {
  return lanesOf(
    Lane,
    { races, prefix, seed },
    { url, game, policy, thinkMs, thinkJitter, watchers, paused },
    (i) => (cluster.nodes ? onNodes(cluster, cluster.laneOffset + i, watchers) : {}),
  )
}

/**
 * `races` lanes of `Lane`, named `<prefix><i>`, on one random stream seeded by `seed`: each
 * gets `shared`, this worker's metrics, and what `own(i)` adds (or overrides) for lane i.
 */
function lanesOf(Lane, { races, prefix, seed }, shared, own = () => ({})) {
  const random = mulberry32(seed)
  return Array.from(
    { length: races },
    (_, i) => new Lane({ ...shared, name: `${prefix}${i}`, metrics, random, ...own(i) }),
  )
}

/**
 * Cluster mode: lane `index` creates its races on node `index mod N` (REST there), its racers
 * connect to that node, its watchers to the next node; the first lane also has the `crowd`,
 * spread over every node.
 */
function onNodes({ nodes, crowd = 0 }, index, watchers) {
  const owner = nodes[index % nodes.length]
  const next = nodes[(index + 1) % nodes.length]
  const watcherUrls = Array.from({ length: watchers }, () => next.publicUrl)
  if (index === 0)
    for (let k = 0; k < crowd; k += 1) watcherUrls.push(nodes[k % nodes.length].publicUrl)
  return {
    node: index % nodes.length,
    url: owner.url,
    racerUrl: owner.publicUrl,
    restUrls: nodes.map((node) => node.url),
    watchers: watcherUrls.length,
    watcherUrls,
  }
}

function echoLanes({
  url,
  races,
  watchers,
  fanout,
  shaped,
  thinkMs,
  thinkJitter,
  prefix,
  seed,
  paused,
}) {
  // One lane per race, two acking sockets each: as many acking clients as there are racers.
  return lanesOf(
    EchoLane,
    { races, prefix, seed },
    { url, watchers, fanout, shaped, thinkMs, thinkJitter, paused },
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
