// A past day's daily deal played for practice: one seat, off the board, its seed known.
import type { RaceFormat } from './race-format.js'

export const practice: RaceFormat = {
  kind: 'practice',
  seats: 'open',
  listed: true,
  watchable: true,
  seedAtFinish: true,
  secretSeed: false,
  rated: false,
  featured: false,
  keepsWaitingSeat: 'always',
  invitesGoStale: false,
  rematch: null,
  board: null,
  dayAttempt: false,
  dealsADailyDeal: true,
  startsAtOnce: false,
}
