// The par pool's worker entry, CommonJS on purpose: piscina require()s its worker file first,
// and Node 20's require() of an ES module can abort the whole process (V8 fatal "IsGraphAsync")
// when pool threads load it at once. This entry import()s the solver instead, never that path.
import type { ParTask } from './par-worker.js'

export = async (task: ParTask) => (await import('./par-worker.js')).default(task)
