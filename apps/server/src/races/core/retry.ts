// Store writes that a race cannot do without (going live, storing results) are retried with
// capped exponential backoff until they succeed or the race is stopped; writes a player asked
// for are tried a few times and then reported, with nothing changed.
export interface RetryOptions {
  /** Attempts before giving up (Infinity for writes the race cannot skip), or by the error. */
  attempts: number | ((error: unknown) => number)
  firstDelayMs?: number
  maxDelayMs?: number
  /** Stop retrying (shutdown). */
  stopped?: () => boolean
  onFailure?: (error: unknown, attempt: number) => void
  sleep?: (ms: number) => Promise<void>
}

export class RetryStopped extends Error {
  constructor() {
    super('stopped while retrying a store write')
  }
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export async function retry<T>(write: () => Promise<T>, options: RetryOptions): Promise<T> {
  const sleep = options.sleep ?? realSleep
  let delay = options.firstDelayMs ?? 50
  for (let attempt = 1; ; attempt++) {
    try {
      return await write()
    } catch (error) {
      options.onFailure?.(error, attempt)
      const attempts =
        typeof options.attempts === 'number' ? options.attempts : options.attempts(error)
      if (attempt >= attempts) throw error
    }
    if (options.stopped?.()) throw new RetryStopped()
    await sleep(delay)
    if (options.stopped?.()) throw new RetryStopped()
    delay = Math.min(options.maxDelayMs ?? 5000, delay * 2)
  }
}
