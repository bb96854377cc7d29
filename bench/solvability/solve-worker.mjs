// bench:solvability worker thread: solves the deals it is sent and posts one result per deal.
import { parentPort } from 'node:worker_threads'
import { solveDeal } from '@patience-race/engine'

parentPort.on('message', ({ game, variant, seeds, nodes }) => {
  const results = seeds.map((seed) => {
    const started = performance.now()
    const { cards, total, proved } = solveDeal(game, seed, variant, { nodes })
    return { seed, cards, total, proved, ms: performance.now() - started }
  })
  parentPort.postMessage(results)
})
