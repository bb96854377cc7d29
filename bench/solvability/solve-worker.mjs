// bench:solvability worker thread: solves the deals it is sent and posts one result per deal.
import { parentPort } from 'node:worker_threads'
import { solveDeal } from '@patience-race/engine'

parentPort.on('message', ({ game, variant, seeds, nodes, goal }) => {
  const results = seeds.map((seed) => {
    const started = performance.now()
    const { cards, total, proved, lost } = solveDeal(game, seed, variant, { nodes }, { goal })
    return { seed, cards, total, proved, lost, ms: performance.now() - started }
  })
  parentPort.postMessage(results)
})
