// bench:solvability worker thread: solves the deals it is sent and posts one result per deal.
import { parentPort } from 'node:worker_threads'
import { solveDeal } from '@patience-race/engine'
import { loadSatSolver } from '@patience-race/engine/exact'

const satSolver = await loadSatSolver()

parentPort.on('message', ({ game, variant, seeds, nodes, goal, sat }) => {
  const options = { goal, ...(sat ? { sat: satSolver } : {}) }
  const results = seeds.map((seed) => {
    const started = performance.now()
    const { cards, total, proved, lost } = solveDeal(game, seed, variant, { nodes }, options)
    return { seed, cards, total, proved, lost, ms: performance.now() - started }
  })
  parentPort.postMessage(results)
})
