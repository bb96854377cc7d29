// A race's store writes, by how much the race depends on them: one it cannot go on without is
// retried with backoff until stored (or the race stops); one a player asked for gets a few quick
// tries, then the error reaches the player. In cluster mode a write fenced by a newer owner is
// never retried: the race stops acting here (docs/scaling.md).
import { StoreBusyError } from '../../errors/store-busy.js'
import { FencedError } from '../ports.js'
import { retry, RetryStopped } from './retry.js'

/** A write a player asked for (ready, resign, a seat) is tried this many times, then reported. */
const PLAYER_WRITE_ATTEMPTS = 3
/**
 * A busy store (a starved node: its transaction could not start in time, nothing written) gets
 * more tries, about ten seconds in all with the store's own wait; then the player is told BUSY
 * and their client asks again.
 */
const PLAYER_BUSY_ATTEMPTS = 5

interface WriteLogger {
  error(obj: unknown, msg?: string): void
  warn(obj: unknown, msg?: string): void
}

export interface RaceWritesOptions {
  log: WriteLogger
  /** The race has stopped here (shutdown, or lost): retries give up. */
  stopped: () => boolean
  /** A write was fenced: another node owns the race now. */
  fenced: () => void
  /** Backoff sleep (tests make it instant). */
  sleep?: ((ms: number) => Promise<void>) | undefined
}

export class RaceWrites {
  constructor(private readonly options: RaceWritesOptions) {}

  /** A write the race cannot go on without: retried with backoff until stored or stopped. */
  must<T>(write: () => Promise<T>): Promise<T> {
    return retry(this.unlessFenced(write), {
      attempts: Number.POSITIVE_INFINITY,
      firstDelayMs: 100,
      maxDelayMs: 5000,
      stopped: this.options.stopped,
      ...(this.options.sleep ? { sleep: this.options.sleep } : {}),
      onFailure: (error, attempt) =>
        this.options.log.error({ err: error, attempt }, 'store write failed; retrying'),
    })
  }

  /** A write a player asked for: a few quick tries, then the error reaches the player. */
  player<T>(write: () => Promise<T>): Promise<T> {
    return retry(this.unlessFenced(write), {
      attempts: (error) =>
        error instanceof StoreBusyError ? PLAYER_BUSY_ATTEMPTS : PLAYER_WRITE_ATTEMPTS,
      firstDelayMs: 50,
      stopped: this.options.stopped,
      ...(this.options.sleep ? { sleep: this.options.sleep } : {}),
      onFailure: (error, attempt) =>
        this.options.log.warn({ err: error, attempt }, 'store write failed'),
    })
  }

  private unlessFenced<T>(write: () => Promise<T>): () => Promise<T> {
    return () =>
      write().catch((error: unknown) => {
        if (error instanceof FencedError) {
          this.options.fenced()
          throw new RetryStopped()
        }
        throw error
      })
  }
}
