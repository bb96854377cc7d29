// What one load worker counts. The "window" figures cover only the measured seconds; the
// totals cover the whole run, so they can be checked against the database afterwards.
import { createHistogram, record } from './histogram.mjs'

export function createMetrics() {
  return {
    measuring: false,
    windowStartedAt: 0,
    windowMs: 0,
    windowAcks: 0,
    windowRtt: createHistogram(),
    windowWatcherEvents: 0,
    windowRacerEvents: 0,
    windowRacesStarted: 0,
    // cluster mode: the window's acks by the index of the node that owns the race
    windowAcksByNode: {},
    ackedTotal: 0,
    ackedByRace: {},
    // by race, then by player: what became of each move sent, in order: its seq when acked,
    // `<seq>r` when a rejoin said it was stored, `<seq> <CODE>` when it failed
    movesSent: {},
    inFlight: 0,
    timedOut: 0,
    racesStarted: 0,
    ackBytesSampled: 0,
    ackSamples: 0,
    // race:progress sizes, sampled as the acks are: to the other racer and to watchers
    racerEventBytesSampled: 0,
    racerEventSamples: 0,
    racerEventsSeen: 0,
    watcherEventBytesSampled: 0,
    watcherEventSamples: 0,
    watcherEventsSeen: 0,
    errors: {},
    cpuAtWindowStart: null,
    cpuMs: 0,
  }
}

export function countError(metrics, code) {
  metrics.errors[code] = (metrics.errors[code] ?? 0) + 1
}

/**
 * An ack. Its round trip and the window's throughput count every ack; the acked totals count a
 * move once: `move` ({ player, seq }) names it, and an ack can name a move already counted (a
 * resend is answered with the stored position, a rejoin can say a lost move was stored), which
 * counted again would make acked exceed stored.
 */
export function countAck(metrics, raceId, rttMs, reply, move) {
  if (metrics.measuring) {
    metrics.windowAcks += 1
    record(metrics.windowRtt, rttMs)
  }
  if (raceId !== null && move !== undefined && !firstAckOf(metrics, raceId, move)) return
  metrics.ackedTotal += 1
  if (raceId !== null) metrics.ackedByRace[raceId] = (metrics.ackedByRace[raceId] ?? 0) + 1
  // Size of an ack on the wire, sampled: serialising every one would load the client.
  if (reply !== undefined && (metrics.ackedTotal & 127) === 1) {
    metrics.ackBytesSampled += JSON.stringify(reply).length
    metrics.ackSamples += 1
  }
}

/** By metrics object: the moves counted as acked (kept out of the snapshot sent to the parent). */
const countedMoves = new WeakMap()

function firstAckOf(metrics, raceId, { player, seq }) {
  let counted = countedMoves.get(metrics)
  if (counted === undefined) countedMoves.set(metrics, (counted = new Set()))
  const key = `${raceId} ${player} ${seq}`
  if (counted.has(key)) return false
  counted.add(key)
  return true
}

/** What became of a player's move `seq` (see movesSent): what a mismatch is read against. */
export function noteMoveSent(metrics, raceId, player, outcome) {
  const byPlayer = (metrics.movesSent[raceId] ??= {})
  ;(byPlayer[player] ??= []).push(outcome)
}

/** Samples the size of a `race:progress` a racer or watcher received (one in 128). */
export function sampleEventBytes(metrics, role, event) {
  const key = role === 'watcher' ? 'watcherEvent' : 'racerEvent'
  metrics[`${key}sSeen`] += 1
  if ((metrics[`${key}sSeen`] & 127) !== 1) return
  metrics[`${key}BytesSampled`] += JSON.stringify(event).length
  metrics[`${key}Samples`] += 1
}

/** Starts a measured window; the window counts start from zero (one window per round). */
export function startWindow(metrics) {
  metrics.windowAcks = 0
  metrics.windowRtt = createHistogram()
  metrics.windowWatcherEvents = 0
  metrics.windowRacerEvents = 0
  metrics.windowRacesStarted = 0
  metrics.windowAcksByNode = {}
  metrics.measuring = true
  metrics.windowStartedAt = performance.now()
  metrics.cpuAtWindowStart = process.cpuUsage()
}

export function endWindow(metrics) {
  if (!metrics.measuring) return
  metrics.measuring = false
  metrics.windowMs = performance.now() - metrics.windowStartedAt
  const cpu = process.cpuUsage(metrics.cpuAtWindowStart)
  metrics.cpuMs = (cpu.user + cpu.system) / 1000
}

/** The figures of the last window, sent to the parent after each round. */
export function windowSnapshot(metrics) {
  return {
    windowMs: metrics.windowMs,
    windowAcks: metrics.windowAcks,
    windowRtt: metrics.windowRtt,
    windowWatcherEvents: metrics.windowWatcherEvents,
    windowRacerEvents: metrics.windowRacerEvents,
    windowRacesStarted: metrics.windowRacesStarted,
    windowAcksByNode: metrics.windowAcksByNode,
    cpuMs: metrics.cpuMs,
  }
}

/** The plain-data report sent to the parent over IPC. */
export function snapshot(metrics) {
  const { cpuAtWindowStart: _ignored, ...rest } = metrics
  return rest
}

/** Moves acked race by race (several workers', whose entrants can share a race) added up. */
export function mergeAckedByRace(list) {
  const total = {}
  for (const byRace of list)
    for (const [raceId, n] of Object.entries(byRace)) total[raceId] = (total[raceId] ?? 0) + n
  return total
}

/** Several workers' movesSent as one (each player's moves are one worker's). */
export function mergeMovesSent(list) {
  const total = {}
  for (const byRace of list)
    for (const [raceId, byPlayer] of Object.entries(byRace))
      Object.assign((total[raceId] ??= {}), byPlayer)
  return total
}

/** Error counts (several workers' or lanes') added up, code by code. */
export function mergeErrors(list) {
  const total = {}
  for (const errors of list)
    for (const [code, n] of Object.entries(errors)) total[code] = (total[code] ?? 0) + n
  return total
}
