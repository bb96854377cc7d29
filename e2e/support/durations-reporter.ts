// Prints the slowest spec files (their tests' summed durations, per project) and the run's wall
// time at the end of every run, so that a suite growing slower is seen where it grows; and how
// often par was proved on the deals raced (par-tally.mjs).
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { clearParTally, parTallyLine } from './par-tally.mjs'

export default class DurationsReporter implements Reporter {
  private readonly byFile = new Map<string, { ms: number; tests: number }>()

  onBegin() {
    clearParTally()
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const project = test.parent.project()?.name ?? ''
    const file = test.location.file.split(/[\\/]/).pop() ?? test.location.file
    const key = `${file} [${project}]`
    const entry = this.byFile.get(key) ?? { ms: 0, tests: 0 }
    entry.ms += result.duration
    entry.tests += 1
    this.byFile.set(key, entry)
  }

  onEnd(result: FullResult) {
    const slowest = [...this.byFile].sort((a, b) => b[1].ms - a[1].ms).slice(0, 10)
    console.log('\nslowest spec files (summed test time):')
    for (const [key, { ms, tests }] of slowest)
      console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${key}  (${tests} tests)`)
    const pars = parTallyLine()
    if (pars !== null) console.log(`par on the deals raced (Postgres servers): ${pars}`)
    console.log(`browser tests: ${(result.duration / 1000).toFixed(0)} s wall time\n`)
  }

  printsToStdio() {
    return false
  }
}
