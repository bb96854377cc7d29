// The day's attempt at the daily deal: one seat, played once, not watched; its seed is revealed
// when its day is over, not at its finish (docs/daily.md).
import type { RaceFormat } from './race-format.js'

export const daily: RaceFormat = {
  kind: 'daily',
  seats: 'open',
  listed: false,
  watchable: false,
  seedAtFinish: false,
  secretSeed: false,
  rated: false,
  featured: false,
  keepsWaitingSeat: 'always',
  invitesGoStale: false,
  rematch: null,
  board: 'daily',
  dayAttempt: true,
  dealsADailyDeal: true,
  startsAtOnce: false,
}
