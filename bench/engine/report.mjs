// How the engine benches print their figures: one JSON object, the machine first (node, CPU,
// cores and its load when they ran) and then the bench's own fields.
import { cpus, loadavg } from 'node:os'

export function printReport(fields) {
  const machine = {
    node: process.version,
    cpu: cpus()[0]?.model,
    cores: cpus().length,
    // Other processes compete for the cores: read the figures against the load.
    loadAverage1m: +loadavg()[0].toFixed(2),
  }
  console.log(JSON.stringify({ ...machine, ...fields }, null, 2))
}
