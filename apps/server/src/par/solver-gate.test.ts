// The solver gate shuts when its check runs late (the event loop is short of CPU) or the event
// loop was busy for more than EVENT_LOOP_BUSY of the interval, opens when a check is on time and
// the loop was not that busy, and a solver thread waits at a checkpoint only while it is shut.
import { describe, expect, it } from 'vitest'
import { manualTime } from '../test-support/manual-time.js'
import {
  EVENT_LOOP_BUSY,
  eventLoopBusyShare,
  GATE_INTERVAL_MS,
  LATE_MS,
  SolverGate,
  waitWhileShut,
} from './solver-gate.js'

/** An event loop that is never busy, so that only lateness moves the gate. */
const idle = () => 0

describe('SolverGate', () => {
  it('shuts after a late check, opens after an on-time one, and opens when stopped', () => {
    const time = manualTime()
    const gate = new SolverGate(time, time, undefined, idle)
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
    const gate = new SolverGate(time, time, 150, idle)
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

  it('shuts while the event loop is busier than EVENT_LOOP_BUSY, though its checks are on time', () => {
    const time = manualTime()
    let share = 0
    const gate = new SolverGate(time, time, undefined, () => share)
    gate.watch()
    share = EVENT_LOOP_BUSY + 0.1
    time.fire(time.t + GATE_INTERVAL_MS)
    expect(gate.shut).toBe(true)
    share = EVENT_LOOP_BUSY - 0.1
    time.fire(time.t + GATE_INTERVAL_MS)
    expect(gate.shut).toBe(false)
    gate.stop()
  })
})

describe('eventLoopBusyShare', () => {
  it('reads a blocked event loop as busy and a waiting one as idle', async () => {
    const busyShare = eventLoopBusyShare()
    const until = performance.now() + 60
    while (performance.now() < until) {
      // a handler that keeps the event loop to itself
    }
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(busyShare()).toBeGreaterThan(EVENT_LOOP_BUSY)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(busyShare()).toBeLessThan(EVENT_LOOP_BUSY)
  })
})
