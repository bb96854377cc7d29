// The par pool's solver threads run at the lowest CPU priority, and only they do: the event
// loop keeps its priority, so live races' moves are not queued behind a solve. And a solve waits
// at its checkpoints while the pool's gate is shut (the event loop short of CPU or busy).
import { readdirSync, readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { progress, replay } from '@patience-race/engine'
import { createParPool, type ParPool } from '../src/par/par-pool.js'
import { GATE_INTERVAL_MS, LATE_MS, SolverGate } from '../src/par/solver-gate.js'
import { FakeTime } from '../src/test-support/fake-time.js'

/** The nice value of each thread of this process, by thread id (proc(5): field 19). */
function threadNices(): Map<number, number> {
  const nices = new Map<number, number>()
  for (const tid of readdirSync('/proc/self/task')) {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    nices.set(Number(tid), Number(fields[16]))
  }
  return nices
}

let pool: ParPool | null = null
afterEach(async () => {
  await pool?.close()
  pool = null
})

describe.runIf(process.platform === 'linux')('par pool', () => {
  it('solves in a thread at nice 19 while the event loop keeps its priority', async () => {
    // Solver threads of earlier files' servers may still be winding down (the suite is one
    // process): only the threads this pool starts are counted.
    const before = threadNices()
    pool = createParPool({ threads: 1, nodes: 2_000 })
    const par = await pool.solve({ game: 'sir-tommy', variant: 'standard', seed: 'nice-thread' })
    expect(par.total).toBe(52)
    const after = threadNices()
    expect(after.get(process.pid)).toBe(before.get(process.pid))
    const niced = [...after]
      .filter(([tid, nice]) => nice === 19 && !before.has(tid))
      .map(([tid]) => tid)
    expect(niced).toHaveLength(1)
  })
})

describe('par pool with the exact search', () => {
  it('proves par of a Sir Tommy deal the search alone leaves unresolved, with a line that wins', async () => {
    // solvability-2: unresolved by the search at 1,000,000 positions (docs/solvability.md).
    pool = createParPool({ threads: 1, nodes: 2_000 })
    const par = await pool.solve({ game: 'sir-tommy', variant: 'standard', seed: 'solvability-2' })
    expect(par).toMatchObject({ cards: 52, total: 52, proved: true })
    const end = replay('sir-tommy', { seed: 'solvability-2' }, par.line, 'standard')
    expect(progress(end).status).toBe('won')
  })
})

describe("par pool at each game's own budget", () => {
  it('proves a Saratoga par that 100,000 positions leave unproved when given no budget', async () => {
    // solvability-232: won within Saratoga's default budget (1,000,000), not within 100,000
    // (engine compact/plain-first.test.ts).
    const deal = { game: 'saratoga', variant: 'standard', seed: 'solvability-232' } as const
    pool = createParPool({ threads: 1, nodes: 100_000 })
    expect(await pool.solve(deal)).toMatchObject({ proved: false })
    await pool.close()
    pool = createParPool({ threads: 1 })
    const par = await pool.solve(deal)
    expect(par).toMatchObject({ cards: 52, total: 52, proved: true })
    const end = replay('saratoga', { seed: 'solvability-232' }, par.line, 'standard')
    expect(progress(end).status).toBe('won')
  })
})

describe('par pool with a solver gate', () => {
  it('holds a solve while the gate is shut and lets it finish once the gate opens', async () => {
    const time = new FakeTime()
    // Each checkpoint would hold the solve 10 s: only the gate's opening can end it sooner.
    const gate = new SolverGate(time, time, {
      busyAbove: 0.25,
      maxWaitMs: 10_000,
      busyShare: () => 0,
    })
    pool = createParPool({ threads: 1, nodes: 3_000, gate })
    let settled = false
    const solving = pool
      // A deal its 3,000 positions do not settle, so the search passes its checkpoints (Saratoga:
      // Sir Tommy's standard deals are settled by the exact search, mostly in one slice).
      .solve({ game: 'saratoga', variant: 'standard', seed: 'gated-11' })
      .finally(() => (settled = true))
    time.stall(GATE_INTERVAL_MS + LATE_MS + 1)
    await time.advance(0)
    expect(gate.shut).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(settled).toBe(false)
    const opened = performance.now()
    await time.advance(GATE_INTERVAL_MS)
    expect(gate.shut).toBe(false)
    const par = await solving
    expect(par.nodes).toBe(3_000)
    expect(performance.now() - opened).toBeLessThan(5_000)
    // No solve running: the gate stopped watching and is open.
    expect(gate.shut).toBe(false)
  })
})
