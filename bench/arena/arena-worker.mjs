// A load-generator process of `pnpm bench:arena` (forked by arena-load.mjs): its share of the
// entrants (entrant-lane.mjs). Commands, each answered with a message of the same `type`:
// setup (sessions and sockets) → ready; baseline (races of 8 going) → baseline; leave-baseline;
// join (the arena) → joined; measure (a window starts); window (it ends: its figures);
// stop → result (the totals and the arena's timings). Unasked: round (the first of its
// entrants heard of a round) and arena-finished (every one of them got arena:finished).
import {
  createMetrics,
  endWindow,
  snapshot,
  startWindow,
  windowSnapshot,
} from '../race/metrics.mjs'
import { EntrantLane } from './entrant-lane.mjs'

const metrics = createMetrics()
let lane = null

process.on('message', (message) => {
  void handle(message).catch((error) => {
    process.send?.({ type: 'failed', error: String(error?.stack ?? error) })
  })
})

async function handle(message) {
  const reply = (type, body = {}) => process.send({ type, ...body })
  if (message.cmd === 'setup') {
    const startedAt = performance.now()
    lane = new EntrantLane({
      ...message.setup,
      url: message.setup.nodes[0].url,
      restUrls: message.setup.nodes.length > 1 ? message.setup.nodes.map((n) => n.url) : null,
      metrics,
      random: mulberry32(message.setup.seed),
      paused: false,
      onRound: (round) => reply('round', { round }),
      onFinished: () => reply('arena-finished'),
    })
    await lane.open()
    reply('ready', { setupMs: performance.now() - startedAt })
  } else if (message.cmd === 'baseline') {
    await lane.playRacesOfEight(message.game)
    reply('baseline')
  } else if (message.cmd === 'leave-baseline') {
    await lane.leaveRacesOfEight()
    reply('left')
  } else if (message.cmd === 'join') {
    await lane.join(message.arenaId)
    reply('joined')
  } else if (message.cmd === 'measure') {
    startWindow(metrics)
  } else if (message.cmd === 'window') {
    endWindow(metrics)
    reply('window', { window: windowSnapshot(metrics), errors: { ...metrics.errors } })
  } else if (message.cmd === 'stop') {
    lane.stop()
    await lane.drained()
    lane.close()
    // Ends once the (large) report is handed over: a timer could cut it short.
    process.send({ type: 'result', metrics: snapshot(metrics), arena: lane.report() }, () =>
      process.exit(0),
    )
  }
}

/** Small seeded PRNG so a run's move choices can be repeated (as load-worker.mjs's). */
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
