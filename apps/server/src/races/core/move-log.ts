// Group commit for the move log: every move appended while a write is in flight (or in the
// same tick, or within `gatherMs` of the first move after an idle spell) goes to the store in
// ONE appendMoves call. Each caller's promise settles when its batch is durable, so a move is
// never acknowledged before it is stored; a move the store refuses (another move is stored at
// its seq) is rejected, with its seat's later moves in the batch.
import { FencedError, systemScheduler, type RaceStore, type Scheduler } from '../ports.js'
import type { MoveKey, MoveRecord } from '../records.js'

interface Entry {
  record: MoveRecord
  /** Checked just before writing: a move superseded by a rollback is not written. */
  stillWanted: () => boolean
  resolve: () => void
  reject: (error: unknown) => void
}

class MoveSuperseded extends Error {
  constructor() {
    super('an earlier move of this seat failed to be stored')
  }
}

/** The log holds a different move at this seq (or at an earlier one of the same batch). */
class MoveConflict extends Error {
  constructor(record: MoveRecord) {
    super(
      `seat ${record.seat} of race ${record.raceId} has another move stored at seq ${record.seq}`,
    )
  }
}

/** One write of the log, for metrics: how many moves it held, how long it took, whether it held. */
export interface MoveLogFlush {
  moves: number
  ms: number
  ok: boolean
}

export interface MoveLogOptions {
  /**
   * When a move arrives while nothing is being written, wait this long for more before
   * writing (0 = the next turn of the event loop). Worth it where each write has a high fixed
   * cost: embedded PGlite (see race-registry.ts).
   */
  gatherMs?: number
  /** Told of every write (metrics.ts). May also be set later on `MoveLog.onFlush`. */
  onFlush?: (flush: MoveLogFlush) => void
  /** Runs the `gatherMs` wait (the race core's injected scheduler; real timers by default). */
  scheduler?: Scheduler
}

export class MoveLog {
  private queue: Entry[] = []
  private writing = false
  private scheduled = false
  private idleWaiters: Array<() => void> = []
  private readonly gatherMs: number
  private readonly scheduler: Scheduler
  onFlush: ((flush: MoveLogFlush) => void) | undefined

  constructor(
    private readonly store: Pick<RaceStore, 'appendMoves'>,
    options: MoveLogOptions = {},
  ) {
    this.gatherMs = options.gatherMs ?? 0
    this.scheduler = options.scheduler ?? systemScheduler
    this.onFlush = options.onFlush
  }

  append(record: MoveRecord, stillWanted: () => boolean = () => true): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ record, stillWanted, resolve, reject })
      this.schedule()
    })
  }

  /** Resolves once nothing is queued or being written. */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  private isIdle(): boolean {
    return !this.writing && !this.scheduled && this.queue.length === 0
  }

  private schedule(): void {
    if (this.writing || this.scheduled) return
    this.scheduled = true
    if (this.gatherMs > 0) this.scheduler.setTimeout(() => this.startWrite(), this.gatherMs)
    else setImmediate(() => this.startWrite())
  }

  /** Writes every queued move still wanted; what queues meanwhile goes in the next write. */
  private startWrite(): void {
    this.scheduled = false
    const batch: Entry[] = []
    for (const entry of this.queue.splice(0)) {
      if (entry.stillWanted()) batch.push(entry)
      else entry.reject(new MoveSuperseded())
    }
    if (batch.length === 0) return this.wakeIfIdle()
    this.writing = true
    // The next write starts only once this one's callers have heard: a failed move's seat
    // rolls back in its caller (storeSeatMove), and the seat's later moves, queued meanwhile,
    // must find themselves superseded rather than be written behind a gap in the log.
    void this.write(batch).finally(() => {
      this.writing = false
      if (this.queue.length > 0) this.startWrite()
      else this.wakeIfIdle()
    })
  }

  private async write(batch: Entry[]): Promise<void> {
    const started = performance.now()
    try {
      const written = await this.store.appendMoves(batch.map((entry) => entry.record))
      this.observe(batch.length, started, true)
      const fenced = new Set(written?.fenced ?? [])
      const conflictFrom = firstConflicts(written?.conflicts ?? [])
      for (const entry of batch) {
        const { raceId, seat, seq } = entry.record
        if (fenced.has(raceId)) entry.reject(new FencedError(raceId))
        else if (seq >= (conflictFrom.get(seatKey(raceId, seat)) ?? Infinity))
          entry.reject(new MoveConflict(entry.record))
        else entry.resolve()
      }
    } catch (error) {
      this.observe(batch.length, started, false)
      for (const entry of batch) entry.reject(error)
    }
  }

  private wakeIfIdle(): void {
    if (this.isIdle()) for (const wake of this.idleWaiters.splice(0)) wake()
  }

  private observe(moves: number, started: number, ok: boolean): void {
    try {
      this.onFlush?.({ moves, ms: performance.now() - started, ok })
    } catch {
      // An observer's fault must never fail a write.
    }
  }
}

const seatKey = (raceId: string, seat: number) => `${raceId} ${seat}`

/** Each seat's first refused seq: none of its moves from there on counts as stored. */
function firstConflicts(conflicts: MoveKey[]): Map<string, number> {
  const first = new Map<string, number>()
  for (const { raceId, seat, seq } of conflicts) {
    const key = seatKey(raceId, seat)
    first.set(key, Math.min(seq, first.get(key) ?? Infinity))
  }
  return first
}
