// Wraps any RaceStore so that a move write can commit and still report a failure, as a
// connection dropped right after COMMIT does: the server is told the write failed, yet the
// moves are stored. `loseNextCommit()` does that to the next appendMoves call.
import type { RaceStore } from '../races/ports.js'

export interface LostCommitStore {
  store: RaceStore
  loseNextCommit(): void
}

export function losingCommits(inner: RaceStore): LostCommitStore {
  let loseNext = false
  const store = new Proxy(inner, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown
      if (typeof value !== 'function') return value
      if (property !== 'appendMoves') return value.bind(target)
      return async (...args: Parameters<RaceStore['appendMoves']>) => {
        const written = await inner.appendMoves(...args)
        if (loseNext) {
          loseNext = false
          throw new Error('connection reset after COMMIT')
        }
        return written
      }
    },
  })
  return {
    store,
    loseNextCommit: () => {
      loseNext = true
    },
  }
}
