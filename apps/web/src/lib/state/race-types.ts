// The shapes around one race as this tab sees it: who this tab is, its progress points, its options.
import type { Move } from '@patience-race/engine'
import type { RaceResult } from '@patience-race/protocol'
import type { TabPeers } from '../net/tab-peers.js'

export type Role = 'player' | 'spectator'

export interface ProgressPoint {
  /** ms since the race started */
  at: number
  foundation: number
}

export interface RaceStateOptions {
  watch?: boolean
  now?: () => number
  onError?: (message: string) => void
  onRematch?: (rematchId: string) => void
  /** Retry delay after an unanswered move while still connected. */
  retryMs?: number
  /** Other tabs of this browser (a second tab of the same racer). */
  peers?: TabPeers | null
  /**
   * Results of a race that finished before we joined (late viewers): the summary carries no
   * results, so the page fetches them (from the published replay).
   */
  fetchResults?: (raceId: string) => Promise<FinishedResults | null>
}

/** The winner follows from the results by the engine's raceOutcome (the `winnerSeat` getter). */
export interface FinishedResults {
  results: RaceResult[]
}

/** A move sent to the server, waiting for its answer. */
export interface InFlightMove {
  seq: number
  move: Move
}
