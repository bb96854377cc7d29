// The solver gate shuts when its check runs late (the event loop is short of CPU), opens when a
// check is on time, and a solver thread waits at a checkpoint only while it is shut.
import { describe, expect, it } from 'vitest'
import { manualTime } from '../test-support/manual-time.js'
import { GATE_INTERVAL_MS, LATE_MS, SolverGate, waitWhileShut } from './solver-gate.js'

describe('SolverGate', () => {
  it('shuts after a late check, opens after an on-time one, and opens when stopped', () => {
    const time = manualTime()
    const gate = new SolverGate(time, time)
    gate.watch()
    expect(gate.shut).toBe(false)
    time.fire(GATE_INTERVAL_MS + LATE_MS + 5)
    expect(gate.shut).toBe(true)
    time.fire(time.t + GATE_INTERVAL_MS)
    expect(gate.shut).toBe(false)
    time.fire(time.t + GATE_INTERVAL_MS + LATE_MS + 1)
    expect(gate.shut).toBe(true)
    gate.stop()
    expect(gate.shut).toBe(false)
    // Stopped: no check is left armed (the last fire re-armed one; stop cleared it).
    const armed = time.armed
    time.fire(time.t + 1_000)
    expect(time.armed).toBe(armed)
  })

  it('keeps a thread at a checkpoint while shut, for at most its longest wait', () => {
    const time = manualTime()
    const gate = new SolverGate(time, time, 150)
    gate.watch()
    time.fire(GATE_INTERVAL_MS * 3)
    expect(gate.shut).toBe(true)
    const started = performance.now()
    waitWhileShut(gate.task)
    expect(performance.now() - started).toBeGreaterThanOrEqual(145)
    gate.stop()
    const open = performance.now()
    waitWhileShut(gate.task)
    // Open: no wait at all (a wait would be the whole 150 ms).
    expect(performance.now() - open).toBeLessThan(100)
  })
})
