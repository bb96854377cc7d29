// The solver gate shuts when its check runs late (the event loop is short of CPU) or the event
// loop was busier than its `busyAbove` share of the interval (PAR_PAUSE_ABOVE_LOAD), opens when a
// check is on time and the loop was not that busy, and a solver thread waits at a checkpoint
// only while it is shut.
import { describe, expect, it } from 'vitest'
import { FakeTime } from '../test-support/fake-time.js'
import {
  eventLoopBusyShare,
  GATE_INTERVAL_MS,
  LATE_MS,
  SolverGate,
  waitWhileShut,
} from './solver-gate.js'

/** An event loop that is never busy, so that only lateness moves the gate. */
const idle = () => 0
/** The share of the time busy above which the gates of these tests shut (the default's). */
const BUSY_ABOVE = 0.25

describe('SolverGate', () => {
  it('shuts after a late check, opens after an on-time one, and opens when stopped', async () => {
    const time = new FakeTime()
    const gate = new SolverGate(time, time, { busyAbove: BUSY_ABOVE, busyShare: idle })
    gate.watch()
    expect(gate.shut).toBe(false)
    time.stall(GATE_INTERVAL_MS + LATE_MS + 5)
    await time.advance(0)
    expect(gate.shut).toBe(true)
    await time.advance(GATE_INTERVAL_MS)
    expect(gate.shut).toBe(false)
    time.stall(GATE_INTERVAL_MS + LATE_MS + 1)
    await time.advance(0)
    expect(gate.shut).toBe(true)
    gate.stop()
    expect(gate.shut).toBe(false)
    // Stopped: no check is left armed (the last check re-armed one; stop cleared it).
    expect(time.pending).toBe(0)
  })

  it('keeps a thread at a checkpoint while shut, for at most its longest wait', async () => {
    const time = new FakeTime()
    const gate = new SolverGate(time, time, {
      busyAbove: BUSY_ABOVE,
      maxWaitMs: 150,
      busyShare: idle,
    })
    gate.watch()
    time.stall(GATE_INTERVAL_MS * 3)
    await time.advance(0)
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

  it('shuts while the event loop is busier than its share, though its checks are on time', async () => {
    const time = new FakeTime()
    let share = 0
    const gate = new SolverGate(time, time, { busyAbove: BUSY_ABOVE, busyShare: () => share })
    gate.watch()
    share = BUSY_ABOVE + 0.1
    await time.advance(GATE_INTERVAL_MS)
    expect(gate.shut).toBe(true)
    share = BUSY_ABOVE - 0.1
    await time.advance(GATE_INTERVAL_MS)
    expect(gate.shut).toBe(false)
    gate.stop()
  })

  it('with a share of 1 (PAR_PAUSE_ABOVE_LOAD=1) never shuts for load, only for lateness', async () => {
    const time = new FakeTime()
    const gate = new SolverGate(time, time, { busyAbove: 1, busyShare: () => 1 })
    gate.watch()
    await time.advance(GATE_INTERVAL_MS)
    expect(gate.shut).toBe(false)
    time.stall(GATE_INTERVAL_MS + LATE_MS + 1)
    await time.advance(0)
    expect(gate.shut).toBe(true)
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
    expect(busyShare()).toBeGreaterThan(0.5)
    // Idle once it waits: a window or two may still hold an earlier test file's leftovers (the
    // suite shares one process), so up to five windows of 200 ms are read.
    let idle = 1
    for (let window = 0; window < 5 && idle >= 0.25; window++) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      idle = busyShare()
    }
    expect(idle).toBeLessThan(0.25)
  })
})
