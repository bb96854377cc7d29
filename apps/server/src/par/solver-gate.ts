// The par solver threads' gate: shut while the event loop is busy or its timers run late, so
// that a solve waits instead of spending the CPU the races need. Nice 19 (par-worker.ts) keeps a
// solve behind the event loop on a machine with a core to spare; under a CPU quota (a
// container's `cpus`, a cgroup) it does not: the niced thread spends the quota, then the whole
// process is throttled, moves included (bench/README.md, "Cluster mode"). A late timer is the
// sign of that, whatever the cause. And on a busy machine a running solve slows the races even
// at nice 19 (it shares the machine's cores and caches with the event loop, Postgres and the
// clients): at a human pace it doubled the moves' p50 and p95 (bench/README.md, issue 25), so
// the gate also shuts while the event loop is busier than `busyAbove` (PAR_PAUSE_ABOVE_LOAD):
// par waits for a lull.
import { performance, type EventLoopUtilization } from 'node:perf_hooks'
import type { Clock, Scheduler } from '../races/ports.js'

/** How often the gate looks at the event loop while a solve is running. */
export const GATE_INTERVAL_MS = 50
/** A check this late means the event loop (or the whole process) is short of CPU. */
export const LATE_MS = 10
/** A solver thread waits at most this long at one checkpoint, so a solve always ends. */
const MAX_WAIT_MS = 1000

export interface GateTask {
  buffer: SharedArrayBuffer
  maxWaitMs: number
}

const OPEN = 0
const SHUT = 1

export class SolverGate {
  /** Shared with the solver threads (sent with each task; shared, not copied). */
  readonly buffer = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT)
  private readonly flag = new Int32Array(this.buffer)
  private timer: unknown = null

  /** An event loop busy for more than this share of a check's interval shuts the gate. */
  private readonly busyAbove: number
  /** How long a solver thread waits at most at one checkpoint. */
  readonly maxWaitMs: number
  /** The event loop's busy share since the last call (the first call: since it began). */
  private readonly busyShare: () => number

  constructor(
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
    options: { busyAbove: number; maxWaitMs?: number; busyShare?: () => number },
  ) {
    this.busyAbove = options.busyAbove
    this.maxWaitMs = options.maxWaitMs ?? MAX_WAIT_MS
    this.busyShare = options.busyShare ?? eventLoopBusyShare()
  }

  /** What a solve task carries to its thread. */
  get task(): GateTask {
    return { buffer: this.buffer, maxWaitMs: this.maxWaitMs }
  }

  get shut(): boolean {
    return Atomics.load(this.flag, 0) === SHUT
  }

  /** Starts watching the event loop (while solves run). */
  watch(): void {
    if (this.timer !== null) return
    const due = this.clock.now() + GATE_INTERVAL_MS
    this.busyShare() // what follows is measured from now
    this.timer = this.scheduler.setTimeout(() => {
      this.timer = null
      const late = this.clock.now() - due > LATE_MS
      // Both read every time: the busy share is measured over this interval alone.
      const busy = this.busyShare() > this.busyAbove
      this.set(late || busy)
      this.watch()
    }, GATE_INTERVAL_MS)
  }

  /** Stops watching and opens the gate (no solve is running). */
  stop(): void {
    if (this.timer !== null) this.scheduler.clearTimeout(this.timer)
    this.timer = null
    this.set(false)
  }

  private set(shut: boolean): void {
    Atomics.store(this.flag, 0, shut ? SHUT : OPEN)
    if (!shut) Atomics.notify(this.flag, 0)
  }
}

/** The event loop's utilization (busy share) between two calls, from Node's own account. */
export function eventLoopBusyShare(): () => number {
  let last: EventLoopUtilization = performance.eventLoopUtilization()
  return () => {
    const now = performance.eventLoopUtilization()
    const share = performance.eventLoopUtilization(now, last).utilization
    last = now
    return share
  }
}

/**
 * In a solver thread: blocks while the gate is shut, `maxWaitMs` at most in all. The thread
 * really sleeps, so its bound is measured on the monotonic timer, not the app's clock (which
 * lives on the main thread and may be a test's fake).
 */
export function waitWhileShut({ buffer, maxWaitMs }: GateTask): void {
  const flag = new Int32Array(buffer)
  const until = performance.now() + maxWaitMs
  for (
    let left = maxWaitMs;
    Atomics.load(flag, 0) === SHUT && left > 0;
    left = until - performance.now()
  )
    Atomics.wait(flag, 0, SHUT, left)
}
