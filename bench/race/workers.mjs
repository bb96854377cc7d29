// Drives the forked load workers through setup → measure → stop and gathers their reports.
import { once } from 'node:events'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { forkWorker } from './child-processes.mjs'

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

export function measure(workers) {
  for (const worker of workers) worker.send({ cmd: 'measure' })
}

/** Stops the load, lets moves in flight finish and returns each worker's report. */
export async function stopWorkers(workers) {
  const results = Promise.all(workers.map((worker) => nextMessage(worker, 'result')))
  for (const worker of workers) worker.send({ cmd: 'stop' })
  const reports = await results
  await Promise.all(
    workers.map((worker) => (worker.exitCode === null ? once(worker, 'exit') : null)),
  )
  return reports
}

function split(total, count) {
  const base = Math.floor(total / count)
  return Array.from({ length: count }, (_, i) => base + (i < total % count ? 1 : 0)).filter(
    (n) => n > 0,
  )
}

function nextMessage(worker, type) {
  return new Promise((resolve, reject) => {
    const onMessage = (message) => {
      if (message.type === type) {
        worker.off('message', onMessage)
        resolve(message)
      } else if (message.type === 'failed') {
        worker.off('message', onMessage)
        reject(new Error(`load worker failed: ${message.error}`))
      }
    }
    worker.on('message', onMessage)
  })
}

function failed(worker) {
  return new Promise((_, reject) => {
    worker.once('exit', (code) =>
      reject(new Error(`load worker exited with code ${code} during setup`)),
    )
  })
}
