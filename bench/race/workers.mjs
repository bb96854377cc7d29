// Drives the forked load workers through setup → (resume → measure → pause) per round → stop
// and gathers their reports.
import { once } from 'node:events'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { forkWorker } from './child-processes.mjs'
import { merge, percentile } from './histogram.mjs'
import { mergeAckedByRace, mergeErrors } from './metrics.mjs'

const WORKER = join(dirname(fileURLToPath(import.meta.url)), 'load-worker.mjs')

/** Splits `races` lanes over `count` workers and waits until every lane is running. */
export async function startWorkers(count, setup) {
  const shares = split(setup.races, count)
  const workers = shares.map(() => forkWorker(WORKER))
  const failures = workers.map((worker) => failed(worker))
  try {
    const replies = await Promise.race([
      Promise.all(
        workers.map((worker, index) => {
          const prefix = `w${index}r`
          worker.send({
            cmd: 'setup',
            ...setup,
            races: shares[index],
            // The index of this worker's first lane among all the lanes (cluster mode places
            // lanes on nodes round-robin by it).
            laneOffset: shares.slice(0, index).reduce((sum, n) => sum + n, 0),
            prefix,
            seed: setup.seed + index,
          })
          return nextMessage(worker, 'ready')
        }),
      ),
      ...failures,
    ])
    return { workers, setupMs: Math.max(...replies.map((reply) => reply.setupMs)) }
  } catch (error) {
    for (const worker of workers) worker.kill()
    throw error
  }
}

/** Load on (lanes set up paused move only after this). */
export function resume(workers) {
  for (const worker of workers) worker.send({ cmd: 'resume' })
}

export function measure(workers) {
  for (const worker of workers) worker.send({ cmd: 'measure' })
}

/** Ends the window, stops issuing moves, drains and returns each worker's window figures. */
export async function pause(workers) {
  const replies = Promise.all(workers.map((worker) => nextMessage(worker, 'paused')))
  for (const worker of workers) worker.send({ cmd: 'pause' })
  return replies
}

/**
 * The workers' window figures (pause's replies) added up, the window being the longest worker's;
 * `sum(pick)` adds any other figure up the same way.
 */
export function windowTotals(replies, wallMs) {
  const windows = replies.map((reply) => reply.window)
  const windowMs = Math.max(...windows.map((w) => w.windowMs))
  const sum = (pick) => windows.reduce((total, w) => total + pick(w), 0)
  const rtt = merge(windows.map((w) => w.windowRtt))
  const acks = sum((w) => w.windowAcks)
  const figures = {
    windowMs,
    wallMs,
    acks,
    perSec: (acks * 1000) / windowMs,
    rtt,
    p99Ms: percentile(rtt, 0.99),
    watcherEvents: sum((w) => w.windowWatcherEvents),
    racerEvents: sum((w) => w.windowRacerEvents),
    clientCpuMs: sum((w) => w.cpuMs),
  }
  return { figures, sum }
}

/**
 * The workers' final reports added up over the whole run: moves acknowledged (in all and race by
 * race), moves still unanswered, errors; `sum(pick)` adds any other figure up.
 */
function reportTotals(reports) {
  const metrics = reports.map((report) => report.metrics)
  const sum = (pick) => metrics.reduce((total, m) => total + pick(m), 0)
  const totals = {
    ackedTotal: sum((m) => m.ackedTotal),
    ackedByRace: mergeAckedByRace(metrics.map((m) => m.ackedByRace)),
    undrained: sum((m) => m.inFlight),
    errors: mergeErrors(metrics.map((m) => m.errors)),
  }
  return { totals, sum }
}

/** Stops the load, lets moves in flight finish and adds the workers' reports up (reportTotals). */
export async function stopWorkers(workers) {
  const results = Promise.all(workers.map((worker) => nextMessage(worker, 'result')))
  for (const worker of workers) worker.send({ cmd: 'stop' })
  const reports = await results
  await Promise.all(
    workers.map((worker) => (worker.exitCode === null ? once(worker, 'exit') : null)),
  )
  return reportTotals(reports)
}

function split(total, count) {
  const base = Math.floor(total / count)
  return Array.from({ length: count }, (_, i) => base + (i < total % count ? 1 : 0)).filter(
    (n) => n > 0,
  )
}

export function nextMessage(worker, type) {
  return new Promise((resolve, reject) => {
    const done = () => {
      worker.off('message', onMessage)
      worker.off('exit', onExit)
    }
    const onMessage = (message) => {
      if (message.type === type) {
        done()
        resolve(message)
      } else if (message.type === 'failed') {
        done()
        reject(new Error(`load worker failed: ${message.error}`))
      }
    }
    const onExit = (code) => {
      done()
      reject(new Error(`load worker exited with code ${code} before its ${type} report`))
    }
    worker.on('message', onMessage)
    worker.on('exit', onExit)
  })
}

function failed(worker) {
  return new Promise((_, reject) => {
    worker.once('exit', (code) =>
      reject(new Error(`load worker exited with code ${code} during setup`)),
    )
  })
}
